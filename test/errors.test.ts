// Bad input: every error names the file (and line), says what to do, exits 1
// and leaves the previous out/ exactly as it was.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, runDocs } from './helpers.ts';

describe('docs build with bad input', () => {
  let site: string;
  let goodIntro: string;
  before(() => {
    site = copyFixture('basic');
    const r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stderr);
    goodIntro = readFileSync(join(site, 'out/guides/intro/index.html'), 'utf8');
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  /** Applies a breaking change, builds, checks the failure, restores the file. */
  function expectFailure(file: string, change: (s: string) => string, expected: RegExp[]) {
    const path = join(site, file);
    const original = readFileSync(path, 'utf8');
    edit(path, change);
    try {
      const r = runDocs(['build'], site);
      assert.equal(r.code, 1, `expected exit 1, got ${r.code}\n${r.stdout}${r.stderr}`);
      for (const re of expected) assert.match(r.stderr, re);
      // The last good output is untouched and no temporary folder is left behind.
      assert.equal(readFileSync(join(site, 'out/guides/intro/index.html'), 'utf8'), goodIntro);
      assert.deepEqual(readdirSync(site).filter((f) => f.includes('.tmp-') || f.includes('.old-')), []);
    } finally {
      writeFileSync(path, original);
    }
  }

  it('reports an MDX syntax error with file:line:column and the parser message', () => {
    expectFailure('content/guides/intro.mdx', (s) => s.replace('## Tabs and code', '## Tabs and code\n\nA broken <span attr= tag'), [
      /content\/guides\/intro\.mdx:12:\d+: MDX syntax error: /,
    ]);
  });

  it('reports a broken internal link as file:line → link (why)', () => {
    expectFailure('content/guides/advanced/setup.mdx', (s) => s + '\nSee [missing](/no/such/page/).\n', [
      /Broken links: 1 link does not resolve/,
      /content\/guides\/advanced\/setup\.mdx:20: → \/no\/such\/page\/ \(no page or file at this path/,
    ]);
  });

  it('fails on a missing image next to the content with file:line', () => {
    expectFailure('content/guides/advanced/setup.mdx', (s) => s + '\n![Gone](./gone.png)\n', [
      /content\/guides\/advanced\/setup\.mdx:\d+: Cannot find the file "\.\/gone\.png"/,
    ]);
  });

  it('fails on a missing root-relative image like a broken link', () => {
    expectFailure('content/guides/advanced/setup.mdx', (s) => s + '\n![Gone](/img/gone.png)\n', [
      /content\/guides\/advanced\/setup\.mdx:\d+: → \/img\/gone\.png \(no page or file at this path/,
    ]);
  });

  it('reports a broken #anchor on an existing page', () => {
    expectFailure('content/index.mdx', (s) => s.replace('#custom-anchor', '#no-such-anchor'), [
      /content\/index\.mdx:7: → \/guides\/intro\/#no-such-anchor \(no element with id "no-such-anchor" on \/guides\/intro\//,
    ]);
  });

  it('lists every broken link, including ones from the config', () => {
    expectFailure('docs-site.config.ts', (s) => s.replace("to: '/guides/intro/' }] }]", "to: '/guides/gone/' }] }]"), [
      /docs-site\.config\.ts:\d+: → \/guides\/gone\/ \(no page or file at this path/,
    ]);
  });

  it('blames a broken link in the announcement bar on the config', () => {
    expectFailure('docs-site.config.ts', (s) => s.replace('<a href="/guides/intro/">Acme</a>', '<a href="/guides/moved/">Acme</a>'), [
      /docs-site\.config\.ts:\d+: → \/guides\/moved\/ \(no page or file at this path/,
    ]);
  });

  it('names an unknown sidebar doc id, at its line, with the closest ids', () => {
    expectFailure('docs-site.config.ts', (s) => s.replace("guides: ['index',", "guides: ['guides/intr',"), [
      /docs-site\.config\.ts:\d+: Sidebar "guides" refers to doc id "guides\/intr", which does not exist\./,
      /→ Did you mean "guides\/intro"\?/,
    ]);
    expectFailure('docs-site.config.ts', (s) => s.replace("guides: ['index',", "guides: ['zzzzzz',"), [/No doc id is close to it/]);
  });

  it('names both files when two pages produce the same route', () => {
    expectFailure('content/guides/hidden.mdx', (s) => s.replace('sidebar_position: 3', 'sidebar_position: 3\nslug: /guides/intro/'), [
      /Duplicate route \/guides\/intro\/: both content\/guides\/(hidden|intro)\.mdx and content\/guides\/(intro|hidden)\.mdx produce it\./,
    ]);
  });

  it('names the config key and what is expected', () => {
    expectFailure('docs-site.config.ts', (s) => s.replace("baseUrl: '/'", "baseUrl: 'docs'"), [
      /docs-site\.config\.ts:\d+: Invalid config: `baseUrl` must be a path that starts and ends with "\/", got "docs"\./,
      /→ Write it as "\/docs\/"\./,
    ]);
    expectFailure('docs-site.config.ts', (s) => s.replace("url: 'https://docs.acme.example'", "url: 'https://docs.acme.example', colour: 1"), [
      /Invalid config: unknown key `colour`\. Did you mean `colorMode`\?/,
      /→ The keys of the config are: title, url, /,
    ]);
    expectFailure('docs-site.config.ts', (s) => s.replace("isCloseable: true", "isCloseable: 'yes'"), [
      /Invalid config: `announcementBar\.isCloseable` must be true or false, got "yes"\./,
    ]);
  });

  it('rejects an unknown navbar item type with the expected message', () => {
    expectFailure('docs-site.config.ts', (s) => s.replace("{ type: 'search', position: 'right' }", "{ type: 'weather', position: 'right' } as never"), [
      /No navbar item component found for type "weather"\./,
    ]);
  });

  it('reports a config syntax error with its position', () => {
    expectFailure('docs-site.config.ts', (s) => s.replace("title: 'Docs',", "title: 'Docs',,"), [/docs-site\.config\.ts:\d+:\d+: /]);
  });

  it('reports invalid front matter with its line', () => {
    expectFailure('content/guides/hidden.mdx', (s) => s.replace('no_footer: true', 'no_footer: [oops'), [/content\/guides\/hidden\.mdx:\d+(:\d+)?: Invalid front matter/]);
    expectFailure('content/guides/hidden.mdx', (s) => s.replace('sidebar_position: 3', 'sidebar_position: third'), [
      /content\/guides\/hidden\.mdx:6: Invalid front matter: `sidebar_position` must be a number, got "third"\./,
    ]);
  });

  it('warns about an unknown {{placeholder}} with its line and the closest known ones, and shows it as written', () => {
    // Other tools' templates (Angular, Jinja) use braces too: an unknown one is text, with a warning.
    const path = join(site, 'content/guides/advanced/setup.mdx');
    const original = readFileSync(path, 'utf8');
    edit(path, (s) => s + '\nUse {{productNmae}}.\n');
    try {
      const r = runDocs(['build'], site);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, /content\/guides\/advanced\/setup\.mdx:20: Unknown placeholder \{\{productNmae\}\}: shown as written\./);
      assert.match(r.stderr, /Did you mean \{\{productName\}\}/);
      assert.match(readFileSync(join(site, 'out/guides/advanced/setup/index.html'), 'utf8'), /Use \{\{productNmae\}\}\./);
    } finally {
      writeFileSync(path, original);
    }
  });

  it('reports a missing partial at the import line', () => {
    expectFailure('content/guides/intro.mdx', (s) => s.replace('../_shared/greeting.mdx', '../_shared/nope.mdx'), [
      /content\/guides\/intro\.mdx:6: Cannot find the partial "\.\.\/_shared\/nope\.mdx"\./,
    ]);
  });

  it('never leaves a half-written out/ when the first build fails', () => {
    const fresh = copyFixture('basic');
    try {
      edit(join(fresh, 'content/index.mdx'), (s) => s + '\n[x](/missing/)\n');
      const r = runDocs(['build'], fresh);
      assert.equal(r.code, 1);
      assert.ok(!existsSync(join(fresh, 'out')));
      assert.deepEqual(readdirSync(fresh).filter((f) => f.startsWith('.out')), []);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
