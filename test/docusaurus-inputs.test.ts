// Real Docusaurus sites' inputs, each class of failure reduced to its smallest
// case: placeholders that are not ours, relative slugs, link resolution,
// `.md` as MDX, imports, sidebars files, links to what is not built. Unit
// checks where a function decides; one shared build of the
// docusaurus-inputs fixture for the rest.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, read, runDocs } from './helpers.ts';
import { readSourceFile } from '../cli/content.ts';
import { codeRanges, substituteTokens } from '../cli/tokens.ts';
import { BuildError } from '../cli/errors.ts';
import { docusaurusPermalink } from '../cli/plugins/docs/markdown-links.ts';
import { resolveRelative } from '../renderer/components/Mdx.tsx';

describe('placeholders: only ours, never in code, unknown ones left as written', () => {
  const tokens = { productName: 'Acme' };
  it('leaves {{word}} in fenced and inline code alone, and substitutes ours in prose', () => {
    const text = 'Hi {{productName}}.\n\n```html\n<p>{{ title }}</p>\n```\n\nIn `{{name}}` and ~~~\n\n~~~jinja\n{{ item }}\n~~~\n';
    const out = substituteTokens(text, tokens, 'page.md');
    assert.equal(out, text.replace('{{productName}}', 'Acme'));
  });
  it('an unknown placeholder in prose is no error: a warning, its braces escaped so MDX shows them', () => {
    assert.equal(substituteTokens('Angular binds {{title}} here.', tokens, 'page.md'), 'Angular binds \\{\\{title}} here.');
    // Not in front matter (YAML) nor in a JSX attribute's object.
    assert.equal(substituteTokens('---\ntitle: "{{x}}"\n---\n<C style={{color}} />', tokens, 'page.mdx'), '---\ntitle: "{{x}}"\n---\n<C style={{color}} />');
  });
  it('one of ours without a value is still an error', () => {
    assert.throws(() => substituteTokens('Open {{appUrl}}.', tokens, 'page.md'), BuildError);
  });
  it('finds inline code spans and fences, not across a blank line', () => {
    const text = 'a `x` b\n\n`open\n\nnot code` c\n```\nfenced\n```\n';
    const ranges = codeRanges(text).map(([s, e]) => text.slice(s, e));
    assert.deepEqual(ranges, ['`x`', '```\nfenced\n```\n']);
  });
});

describe('relative slugs', () => {
  it('resolves `slug: ../x` from the doc’s folder, as Docusaurus does', () => {
    const src = readSourceFile('/site/docs', '/site/docs/a/b.md', {}, '---\nslug: ../c\n---\n# B\n');
    assert.equal(src.route, '/c/');
    assert.equal(readSourceFile('/site/docs', '/site/docs/a/b/d.md', {}, '---\nslug: ./../e/\n---\n# D\n').route, '/a/e/');
    assert.equal(readSourceFile('/site/docs', '/site/docs/a.md', {}, '---\nslug: ../../x\n---\n# A\n').route, '/x/');
  });
});

describe('the page URL relative links resolve from, as Docusaurus has it', () => {
  it('no trailing slash but for folder index pages and slugs ending in one; trailingSlash forces either', () => {
    assert.equal(docusaurusPermalink('/a/b/', undefined, 'a/b.md'), '/a/b');
    assert.equal(docusaurusPermalink('/a/', undefined, 'a/index.md'), '/a/');
    assert.equal(docusaurusPermalink('/a/', undefined, '02-a/a.md'), '/a/');
    assert.equal(docusaurusPermalink('/x/', 'x/', 'a/b.md'), '/x/');
    assert.equal(docusaurusPermalink('/a/', undefined, 'a/index.md', false), '/a');
    assert.equal(docusaurusPermalink('/a/b/', undefined, 'a/b.md', true), '/a/b/');
  });
  it('resolves against it, giving our routes’ trailing slash', () => {
    assert.equal(resolveRelative('./next', '/docs/a/b'), '/docs/a/next/');
    assert.equal(resolveRelative('../../docs/x#y', '/docs/a/b'), '/docs/x/#y');
    assert.equal(resolveRelative('img/x.png', '/docs/a/'), '/docs/a/img/x.png');
  });
});

describe('a Docusaurus site’s inputs as they are (the docusaurus-inputs fixture, one build)', () => {
  let site: string;
  let out: string;
  let stderr: string;
  const page = (route: string) => read(join(out, route, 'index.html'));
  const article = (route: string) => /<article class="markdown">([\s\S]*?)<\/article>/.exec(page(route))?.[1] ?? '';
  before(() => {
    site = copyFixture('docusaurus-inputs');
    out = join(site, 'out');
    const r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    stderr = r.stderr;
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('reads a .md page as MDX: imports are no text, components render, raw anchors stay', () => {
    const html = article('');
    assert.doesNotMatch(html, /import Tabs/);
    assert.match(html, /<div class="tabs">/);
    assert.match(html, /<a id="legacy-anchor"><\/a>/);
    assert.match(page(''), /<meta name="description" content="Welcome to the inputs\. This paragraph is the description\.">/);
  });

  it(':::important is an info box titled "important"; mdx-code-block fences are unwrapped; code keeps {{…}}', () => {
    const html = article('');
    assert.match(html, /<div class="admonition admonition--info" role="note"><p class="admonition__title">important<\/p>/);
    assert.match(html, /<div class="unwrapped">Unwrapped block<\/div>/);
    assert.match(html, /\{\{ title \}\}/);
    assert.match(html, /<code>\{\{ name \}\}<\/code>/);
  });

  it('resolves links as Docusaurus does: .md from the docs root and absolute, extensionless relative URLs, the base URL once', () => {
    const intro = article('');
    assert.match(intro, /<a href="\/docs\/guides\/setup\/install\/">From the docs root<\/a>/);
    assert.match(intro, /<a href="\/docs\/guides\/setup\/install\/#install">Absolute file<\/a>/);
    assert.match(intro, /<a href="\/docs\/guides\/setup\/adding-flow\/">Extensionless<\/a>/);
    assert.match(intro, /<a href="\/docs\/guides\/setup\/install">With the base URL<\/a>/);
    const install = article('guides/setup/install');
    assert.match(install, /<a href="\/docs\/guides\/setup\/adding-flow\/">add a flow<\/a>/);
    assert.match(install, /<a href="\/docs\/more\/data\/">data<\/a>/);
    assert.match(install, /<a href="\/docs\/guides\/setup\/usage\/">usage<\/a>/);
    assert.match(install, /<a href="\/docs\/">intro<\/a>/);
    assert.match(article('guides/setup/usage'), /<a href="\/docs\/guides\/setup\/adding-flow\/">flow<\/a>/);
  });

  it('binds a CSS module and a named import from a local .js file', () => {
    const html = article('more/data');
    assert.match(html, /<ul class="data_list[^"]*"><li>Alpha<\/li><li>Beta<\/li><\/ul>/);
    assert.match(html, /<link rel="stylesheet" href="\/docs\/assets\/site\/[^"]+\.css">/);
  });

  it('a page imports the useBaseUrl stand-in; images with spaces in their names, and two copies of one image, resolve', () => {
    const html = article('more/assets');
    assert.match(html, /<img src="\/docs\/img\/logo\.png" alt="Static logo"\/>/);
    assert.match(html, /src="\/docs\/assets\/media\/a-b-[0-9a-f]{10}\.png" alt="Spaced"/);
    assert.equal([...html.matchAll(/src="\/docs\/assets\/media\/same-[0-9a-f]{10}\.png"/g)].length, 2);
    assert.doesNotMatch(html, /docs-asset:/);
  });

  it('{{word}} in prose of a .md page (MDX) is shown as written, with one warning; in a mermaid fence, silently', () => {
    assert.match(article('more/angular'), /<p>Bind it with \{\{ title \}\} in the template, and again with \{\{ title \}\}\.<\/p>/);
    assert.match(article('more/angular'), /A\{\{Hexagon\}\}/);
    assert.equal(stderr.match(/Unknown placeholder/g)?.length, 1, stderr);
    assert.match(stderr, /warning docs\/more\/angular\.md:3: Unknown placeholder \{\{ title \}\}: shown as written\./);
  });

  it('a relative slug resolves from the doc’s folder', () => {
    assert.match(article('moved-up'), /A relative slug\./);
  });

  it('uses sidebars.js as it is: the { Label: [...] } shorthand, ref items, autogenerated', () => {
    const sidebars = JSON.parse(read(join(out, 'sidebars.json')));
    assert.deepEqual(sidebars.main.map((i: { label: string }) => i.label), ['Intro', 'Getting started', 'More']);
    assert.deepEqual(sidebars.main[1].items.map((i: { href: string }) => i.href), ['/guides/setup/install/', '/guides/setup/adding-flow/', '/guides/setup/usage/']);
    assert.deepEqual(sidebars.reference[0].items.map((i: { label: string }) => i.label), ['Data', 'Intro']);
  });

  it('a .md file that is not valid MDX is read as Markdown, with one warning at its line', () => {
    assert.match(stderr, /warning docs\/more\/legacy\.md:3: Not valid MDX \(Expected a closing tag for `<br>`/);
    assert.match(article('more/legacy'), /a line break/);
  });

  it('links to the blog or a src/pages page: accepted with externalPaths, else one error per part naming the option', () => {
    edit(join(site, 'docs-site.config.ts'), (s) => s.replace("  externalPaths: ['/blog', '/showcase'],\n", ''));
    const r = runDocs(['build', '-o', join(site, 'out-strict')], site);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /docs\/more\/legacy\.md:3: → \/docs\/blog\/welcome and 1 other link below \/blog\/ \(on page \/more\/legacy\/\): \/blog\/ is the Docusaurus blog, which this generator does not build/);
    assert.match(r.stderr, /→ \/docs\/showcase \(on page \/more\/legacy\/\): \/showcase\/ is a React page of src\/pages \(src\/pages\/showcase\), which this generator does not build/);
    assert.match(r.stderr, /Broken links: 2 links do not resolve\./);
    assert.match(r.stderr, /externalPaths: \['\/blog'\]/);
    assert.doesNotMatch(r.stderr, /\/blog\/2024\/release/);
  });
});
