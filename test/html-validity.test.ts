// The built pages are valid HTML: html-validate, configured by .htmlvalidate.mjs
// at the repository root (every rule it turns off or tunes says why there),
// over a representative set of the default site's pages and every page of the
// fixture sites, including the configurations that add markup (error
// reporting, announcement colours, the tag manager).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { copyFixture, read, repoRoot, runDocs } from './helpers.ts';
import { defaultSite, fixtureSite } from './sites.ts';

let validator: HtmlValidate | undefined;
async function htmlValidate(): Promise<HtmlValidate> {
  const config = (await import(pathToFileURL(join(repoRoot, '.htmlvalidate.mjs')).href)).default as ConfigData;
  return (validator ??= new HtmlValidate(config));
}

/** Every problem in the given pages of `out`, one line each: `page: rule message (where)`. */
async function problems(out: string, pages: string[]): Promise<string[]> {
  const hv = await htmlValidate();
  const found: string[] = [];
  for (const page of pages) {
    const report = await hv.validateString(readFileSync(join(out, page), 'utf8'), page);
    for (const result of report.results) {
      for (const m of result.messages) found.push(`${page}: ${m.ruleId} ${m.message} (${m.selector ?? `column ${m.column}`})`);
    }
  }
  return found;
}

const htmlFiles = (out: string) =>
  readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split('\\').join('/'))
    .sort();

/** A copy of a fixture site, built (offline) with the given config file and environment. */
function buildFixture(name: string, config = 'docs-site.config.ts', env: Record<string, string> = {}, extraConfig?: string) {
  const site = copyFixture(name);
  if (extraConfig) writeFileSync(join(site, config), extraConfig);
  const out = join(site, 'out');
  const r = runDocs(['build', '--offline', '-c', join(site, config), '-o', out], site, env);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  return { site, out, remove: () => rmSync(site, { recursive: true, force: true }) };
}

describe('valid HTML of the built pages', () => {
  describe('the default site', () => {
    let out: string;
    before(async () => {
      const r = await defaultSite();
      assert.equal(r.code, 0, r.stdout + r.stderr);
      out = r.out;
    });

    // One page of each kind the renderer produces, plus the guide with an
    // author-given numeric heading id.
    const PAGES: [page: string, kind: string][] = [
      ['index.html', 'landing'],
      ['fraud/intro/index.html', 'doc'],
      ['api/getting-started/rate-limits/index.html', 'doc'],
      ['api/checks/index.html', 'api-group'],
      ['api/checks/process-a-check/index.html', 'api-operation'],
      ['api/quire-api/index.html', 'api-info'],
      ['interactive-api/index.html', 'interactive-api'],
      ['404.html', 'not-found'],
    ];

    it('home, guides, an API group index, an operation, the API info page, the interactive API page and 404.html are valid', async () => {
      for (const [page, kind] of PAGES) assert.match(read(join(out, page)), new RegExp(`data-kind="${kind}"`), `${page} is the ${kind} page`);
      assert.deepEqual(await problems(out, PAGES.map(([page]) => page)), []);
    });
  });

  for (const name of ['basic', 'api-edge', 'runtime', 'docusaurus-features']) {
    it(`every page of the ${name} fixture is valid`, async () => {
      const built = await fixtureSite(name);
      assert.equal(built.code, 0, built.stdout + built.stderr);
      const pages = htmlFiles(built.out);
      assert.ok(pages.length >= 4, `${name}: ${pages.join(', ')}`);
      assert.deepEqual(await problems(built.out, pages), []);
    });
  }

  it('every page of the runtime fixture’s variant (no colour switch, no announcement) is valid', async () => {
    const built = await fixtureSite('runtime', { config: 'docs-site.variant.config.ts' });
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.deepEqual(await problems(built.out, htmlFiles(built.out)), []);
  });

  it('pages with error reporting and a coloured announcement bar are valid', async () => {
    const config = `import base from './docs-site.config.ts';\nexport default { ...base, announcementBar: { ...base.announcementBar, backgroundColor: '#fde68a', textColor: '#111111' } };\n`;
    const built = buildFixture('runtime', 'coloured.config.ts', { DOCS_SENTRY_DSN: 'https://public@sentry.example/1' }, config);
    try {
      assert.match(read(join(built.out, 'index.html')), /class="announcement"[^>]* style="background-color:#fde68a;color:#111111"/);
      assert.deepEqual(await problems(built.out, ['index.html', 'guides/long/index.html', '404.html']), []);
    } finally {
      built.remove();
    }
  });

  it(
    'pages with the tag manager are valid',
    async () => {
      const built = await fixtureSite('runtime', { env: { DOCS_GTM_CONTAINER_ID: 'GTM-TEST1' } });
      assert.equal(built.code, 0, built.stdout + built.stderr);
      assert.match(read(join(built.out, 'index.html')), /googletagmanager/);
      assert.deepEqual(await problems(built.out, ['index.html', '404.html']), []);
    },
  );
});
