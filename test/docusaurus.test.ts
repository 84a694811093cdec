// Coming from Docusaurus: the starter template's docs folder (copied unchanged
// from create-docusaurus) builds as is, every supported convention renders as
// Docusaurus users expect (fixture docusaurus-features), and what is not
// supported fails with the file, the line and the feature — never a stack trace.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, read, repoRoot, runDocs } from './helpers.ts';

type Item = { type: 'link' | 'category'; label: string; href?: string; items?: Item[]; className?: string; customProps?: Record<string, unknown>; collapsible?: boolean; collapsed?: boolean };

/** Every file under a folder, relative, sorted. */
const filesUnder = (dir: string) => (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => statSync(join(dir, f)).isFile()).sort();

describe('the Docusaurus starter template (docs/ and static/ as create-docusaurus ships them)', () => {
  let site: string;
  let out: string;
  let stdout: string;
  let stderr: string;
  const page = (route: string) => read(join(out, route, 'index.html'));
  before(() => {
    site = copyFixture('docusaurus-starter');
    out = join(site, 'out');
    const r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    stdout = r.stdout;
    stderr = r.stderr;
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('builds without a change to its files (and with no broken link)', () => {
    assert.match(stdout, /Built 13 pages/); // eleven, the generated home page and the search page
    const fixture = join(repoRoot, 'test/fixtures/docusaurus-starter');
    for (const dir of ['docs', 'static']) {
      const files = filesUnder(join(fixture, dir));
      assert.deepEqual(filesUnder(join(site, dir)), files);
      for (const file of files) assert.ok(readFileSync(join(fixture, dir, file)).equals(readFileSync(join(site, dir, file))), `${dir}/${file} changed`);
    }
    assert.equal(filesUnder(join(fixture, 'docs')).length, 13);
    assert.match(read(join(fixture, 'LICENSE')), /MIT License/);
  });

  it('labels and orders the sidebar from _category_.json and sidebar_position', () => {
    const [intro, basics, extras] = JSON.parse(read(join(out, 'sidebars.json'))).tutorialSidebar as Item[];
    assert.deepEqual([intro.label, basics.label, extras.label], ['Tutorial Intro', 'Tutorial - Basics', 'Tutorial - Extras']);
    assert.deepEqual(basics.items!.map((i) => i.label), ['Create a Page', 'Create a Document', 'Create a Blog Post', 'Markdown Features', 'Deploy your site', 'Congratulations!']);
    assert.deepEqual(extras.items!.map((i) => i.label), ['Manage Docs Versions', 'Translate your site']);
    assert.equal(basics.href, '/category/tutorial---basics/');
    assert.equal(extras.href, '/category/tutorial---extras/');
    assert.match(page('intro'), /<a class="menu__link menu__link--sublist" href="\/category\/tutorial---basics\/">Tutorial - Basics<\/a>/);
  });

  it('makes the generated index pages: title, description and a card per item with its description', () => {
    const html = page('category/tutorial---basics');
    assert.match(html, /<h1>Tutorial - Basics<\/h1>/);
    assert.match(html, /<p class="generated-index__description">5 minutes to learn the most important Docusaurus concepts\.<\/p>/);
    const cards = [...html.matchAll(/<a class="doc-card doc-card--doc" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(cards, [
      '/tutorial-basics/create-a-page/',
      '/tutorial-basics/create-a-document/',
      '/tutorial-basics/create-a-blog-post/',
      '/tutorial-basics/markdown-features/',
      '/tutorial-basics/deploy-your-site/',
      '/tutorial-basics/congratulations/',
    ]);
    assert.match(html, /<p class="doc-card__description" title="Documents are groups of pages connected through:">/);
    assert.match(page('category/tutorial---extras'), /Manage Docs Versions[\s\S]*Docusaurus can manage multiple versions of your docs\./);
    assert.match(html, /data-sidebar="tutorialSidebar"/);
  });

  it('shows the image next to a page (hashed) and the one from static/ (served at the root)', () => {
    const src = /<img[^>]* src="(\/assets\/media\/localeDropdown-[0-9a-f]{10}\.png)" alt="Locale Dropdown"/.exec(page('tutorial-extras/translate-your-site'))?.[1];
    assert.ok(src && existsSync(join(out, src)));
    assert.match(page('tutorial-basics/markdown-features'), /<img[^>]* src="\/img\/docusaurus\.png" alt="Docusaurus logo"/);
    assert.ok(existsSync(join(out, 'img/docusaurus.png')));
  });

  it('without a home page, makes one listing the sections, and says so', () => {
    assert.match(stderr, /warning .*docs: The site has no home page, so \/ lists its sections \(Tutorial\)\. \[no-home-page\]/);
    assert.match(stderr, /→ Write your own: add docs\/index\.md \(or \.mdx\)/);
    const home = page('');
    assert.match(home, /<a class="category-card__link" href="\/intro\/">/);
    assert.match(page('tutorial-basics/create-a-page'), /<a class="navbar__brand" href="\/">/);
  });

  it('renders the framework’s Markdown: admonitions with [title], code titles, {/* #id */} heading ids, inline components', () => {
    const html = page('tutorial-basics/markdown-features');
    assert.match(html, /<div class="admonition admonition--tip" role="note"><p class="admonition__title">My tip<\/p>/);
    assert.match(html, /<div class="admonition admonition--danger" role="note"><p class="admonition__title">Take care<\/p>/);
    assert.match(html, /<div class="code-block__title">src\/components\/HelloDocusaurus\.js<\/div>/);
    assert.match(html, /<h2 id="my-heading-id" class="anchor">Headings<a href="#my-heading-id"/);
    assert.match(html, /<h3 id="my-custom-id" class="anchor">Heading Ids<a/);
    assert.match(html, /<span style="background-color:#25c2a0;[^"]*">Docusaurus green<\/span>/);
  });

  it('applies the magic comments: highlighted lines, comment lines gone', () => {
    const html = page('tutorial-extras/translate-your-site');
    assert.doesNotMatch(html, /highlight-(start|end)/);
    const highlighted = [...html.matchAll(/<span class="line line--hl">(.*?)\n<\/span>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    assert.deepEqual(highlighted, ['        {', '          type: &#39;localeDropdown&#39;,', '        },']);
    // A `text` block: every comment syntax counts.
    const features = page('tutorial-basics/markdown-features');
    assert.doesNotMatch(features, /highlight-start/);
    assert.match(features, /<span class="line line--hl">id: my-doc-id\n<\/span>/);
  });

  it('resolves a link to / (the generated home page)', () => {
    edit(join(site, 'docs-site.config.ts'), (s) => s.replace("items: [{ label: 'Tutorial', to: '/intro/' }]", "items: [{ label: 'Tutorial', to: '/intro/' }, { label: 'Home', to: '/' }]"));
    const r = runDocs(['build', '-o', join(site, 'out-home')], site);
    assert.equal(r.code, 0, r.stdout + r.stderr);
  });
});

describe('Docusaurus conventions (the docusaurus-features fixture)', () => {
  let site: string;
  let out: string;
  const page = (route: string) => read(join(out, route, 'index.html'));
  const sidebars = () => JSON.parse(read(join(out, 'sidebars.json'))) as Record<string, Item[]>;
  before(() => {
    site = copyFixture('docusaurus-features');
    out = join(site, 'out');
    const r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stdout + r.stderr);
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('reads _category_.yml: label, position, collapsible, className, customProps and a generated index with its own title, keywords and image', () => {
    const [home, basics, frontmatter] = sidebars().guide;
    assert.equal(home.label, 'Home');
    assert.equal(basics.label, 'The Basics');
    assert.equal(frontmatter.label, 'Frontmatter');
    assert.deepEqual({ collapsible: basics.collapsible, collapsed: basics.collapsed, className: basics.className, customProps: basics.customProps }, { collapsible: false, collapsed: false, className: 'basics-category', customProps: { emoji: '🚀' } });
    assert.match(page(''), /<li class="menu__linked menu__list-item--not-collapsible basics-category">/);
    const index = page('category/the-basics');
    assert.match(index, /<h1>Basics overview<\/h1>/);
    assert.match(index, /<meta name="keywords" content="basics, overview">/);
    assert.match(index, /<meta property="og:image" content="https:\/\/docs\.features\.example\/img\/card\.png">/);
    assert.match(index, /Install the package with your package manager\./);
  });

  it('reads _category_.json: a category linking to one of its docs (not repeated among its items), collapsed: false', () => {
    const guides = sidebars().guide.find((i) => i.label === 'Guides')!;
    assert.equal(guides.href, '/guides/overview/');
    assert.equal(guides.collapsed, false);
    assert.deepEqual(guides.items!.map((i) => i.label), ['First guide', 'Second guide']);
  });

  it('strips number prefixes from ids and routes and orders by them; date-like names and parse_number_prefixes: false keep theirs', () => {
    const basics = sidebars().guide[1];
    assert.deepEqual(basics.items!.map((i) => i.href), ['/basics/install/', '/basics/configure/', '/basics/2024-05-notes/']);
    const routes = JSON.parse(read(join(out, 'routes.json'))) as { id: string; path: string }[];
    assert.ok(routes.some((r) => r.id === 'basics/install' && r.path === '/basics/install/'));
    assert.ok(routes.some((r) => r.id === 'frontmatter/05-raw' && r.path === '/frontmatter/05-raw/'));
    // `./01-install.md` links still resolve.
    assert.match(page('basics/configure'), /<a href="\/basics\/install\/">install<\/a>/);
  });

  it('makes a file named like its folder the folder’s page', () => {
    const concepts = sidebars().guide.find((i) => i.label === 'Concepts')!;
    assert.equal(concepts.href, '/concepts/');
    assert.deepEqual(concepts.items!.map((i) => i.label), ['Terms']);
  });

  it('makes the generated index of a category in the config’s sidebars at its slug', () => {
    const html = page('reference');
    assert.match(html, /<h1>Reference cards<\/h1>/);
    assert.match(html, /Every import the pages use\./);
    assert.match(html, /href="\/imports\/theme\/"[\s\S]*href="\/imports\/site\/"/);
    assert.match(html, /data-sidebar="other"/);
  });

  it('renders <DocCardList /> with the cards of the page’s category', () => {
    const html = page('guides/overview');
    assert.deepEqual([...html.matchAll(/<a class="doc-card doc-card--doc" href="([^"]+)">/g)].map((m) => m[1]), ['/guides/first/', '/guides/second/']);
    assert.match(html, /<p class="doc-card__description" title="The first guide\.">/);
  });

  it('pagination_prev / pagination_next / pagination_label', () => {
    const html = page('frontmatter/pagination');
    assert.doesNotMatch(html, /pagination-nav__link--prev/);
    assert.match(html, /<a class="pagination-nav__link pagination-nav__link--next" href="\/frontmatter\/keywords\/"><span class="pagination-nav__sublabel">Next<\/span><span class="pagination-nav__label">Keywords<\/span>/);
    assert.match(page('frontmatter/keywords'), /pagination-nav__link--prev" href="\/frontmatter\/label\/"><span class="pagination-nav__sublabel">Previous<\/span><span class="pagination-nav__label">Short label<\/span>/);
  });

  it('displayed_sidebar, sidebar_class_name and sidebar_custom_props', () => {
    assert.match(page('frontmatter/displayed'), /<aside class="doc-sidebar" data-sidebar="other">/);
    const extras = sidebars().guide.find((i) => i.label === 'Frontmatter')!.items!.find((i) => i.label === 'Sidebar extras')!;
    assert.deepEqual({ className: extras.className, customProps: extras.customProps }, { className: 'special-item', customProps: { badge: 'new' } });
    assert.match(page('frontmatter/keywords'), /<li class="special-item"><a class="menu__link" href="\/frontmatter\/sidebar-extras\/">/);
    assert.match(page('frontmatter/displayed'), /<li class="listed-class">/);
  });

  it('hide_title, keywords and image', () => {
    assert.doesNotMatch(page('frontmatter/hide-title'), /<h1>/);
    assert.match(page('frontmatter/hide-title'), /<title>Hidden title \| Features<\/title>/);
    assert.match(page('frontmatter/keywords'), /<meta name="keywords" content="alpha, beta">/);
    assert.match(page('frontmatter/image'), /<meta property="og:image" content="https:\/\/docs\.features\.example\/img\/card\.png"><meta name="twitter:image" content="https:\/\/docs\.features\.example\/img\/card\.png">/);
  });

  it('unlisted: built with a banner and noindex, but in no sidebar, sitemap, llms.txt or tag page', () => {
    const html = page('frontmatter/unlisted');
    assert.match(html, /<meta name="robots" content="noindex, follow">/);
    assert.match(html, /Unlisted page/);
    assert.doesNotMatch(JSON.stringify(sidebars()), /unlisted/);
    assert.doesNotMatch(read(join(out, 'sitemap.xml')), /unlisted/);
    assert.doesNotMatch(read(join(out, 'llms.txt')), /unlisted/);
    assert.doesNotMatch(page('tags/getting-started'), /unlisted/);
  });

  it('tags: shown under the doc, a page per tag and a list of tags', () => {
    assert.match(page('frontmatter/tags'), /<a class="tag" href="\/tags\/getting-started\/" rel="tag">getting started<\/a>[\s\S]*<a class="tag" href="\/tags\/advanced-topics\/" rel="tag">Advanced<\/a>/);
    const tag = page('tags/getting-started');
    assert.match(tag, /<h1>2 docs tagged with &quot;getting started&quot;<\/h1>/);
    assert.match(tag, /href="\/frontmatter\/tags\/">Tagged<\/a>[\s\S]*href="\/frontmatter\/tags-two\/">Tagged too<\/a>/);
    assert.match(page('tags'), /<a class="tag" href="\/tags\/advanced-topics\/">Advanced<!-- --> <span class="tag__count">1<\/span><\/a>/);
    // Predefined in tags.yml: label, permalink and description.
    assert.match(page('frontmatter/tags-two'), /<a class="tag" href="\/tags\/how-to\/" rel="tag">How-to<\/a>/);
    assert.match(page('tags/how-to'), /<h1>1 doc tagged with &quot;How-to&quot;<\/h1><\/header><p class="tag-page__description">Guides that do one thing\.<\/p>/);
  });

  it('editUrl on every doc; custom_edit_url overrides it or (null) removes it', () => {
    assert.match(page('code'), /<a class="doc-footer__edit" href="https:\/\/code\.features\.example\/docs\/edit\/main\/site\/docs\/code\.mdx" target="_blank" rel="noopener noreferrer">Edit this page<\/a>/);
    assert.match(page('basics/install'), /href="https:\/\/code\.features\.example\/docs\/edit\/main\/site\/docs\/01-basics\/01-install\.md"/);
    assert.match(page('frontmatter/edit-url'), /<a class="doc-footer__edit" href="https:\/\/elsewhere\.features\.example\/edit\/page"/);
    assert.doesNotMatch(page('frontmatter/no-edit'), /Edit this page/);
  });

  it('last_update from the front matter', () => {
    assert.match(page('frontmatter/last-update'), /Last updated<!-- --> on <time dateTime="2024-03-01T00:00:00\.000Z">Mar 1, 2024<\/time> by <b>Jane Doe<\/b>/);
  });

  it('imports the theme components under any name, in pages and partials', () => {
    const html = page('imports/theme');
    assert.match(html, /<div class="tabs" data-group="lang">/);
    assert.match(html, /<div class="code-block code-block--numbered" data-language="js"><div class="code-block__title">hello\.js<\/div>/);
    assert.match(html, /<span class="line line--hl"><t-k>const<\/t-k> b = /);
    assert.match(html, /<div class="admonition admonition--warning" role="note"><p class="admonition__title">Renamed import<\/p>/);
    assert.match(html, /<details class="details"><summary>More details<\/summary>/);
    assert.match(html, /<h2 id="custom-heading" class="anchor">A theme heading<a href="#custom-heading"/);
    assert.match(html, /<div class="layout">/);
    assert.match(html, /<a href="\/frontmatter\/keywords\/">Keywords page<\/a> and <a href="https:\/\/docusaurus\.io\/" target="_blank"/);
    assert.match(html, /<div class="admonition admonition--tip" role="note"><p class="admonition__title">From a partial<\/p>/);
  });

  it('imports the site’s own components (bundled, with CSS modules and images) and files from the page and @site/static', () => {
    const html = page('imports/site');
    const css = /<link rel="stylesheet" href="(\/assets\/site\/[^"]+\.css)">/.exec(html)?.[1];
    assert.ok(css, 'the component stylesheet is linked');
    const cls = /<div class="([^"]*greeting[^"]*)"><h2 id="greeting"/.exec(html)?.[1];
    assert.ok(cls && read(join(out, css)).includes(`.${cls}`), 'scoped class in the stylesheet');
    assert.match(html, /Welcome to <!-- -->Features<!-- -->\. <a href="\/code\/">See the code page<\/a>/);
    assert.match(html, /<p class="farewell">Goodbye!<\/p>/);
    const wave = /<img src="(\/assets\/site\/wave-[^"]+\.png)" alt="Wave"/.exec(html)?.[1];
    assert.ok(wave && existsSync(join(out, wave)));
    assert.match(html, /<img src="\/img\/card\.png" alt="Card by base URL"/);
    for (const alt of ['Card from static', 'Picture next to the page', 'Required picture', 'Logo as a component']) {
      const src = new RegExp(`<img src="(/assets/media/[^"]+)" alt="${alt}"`).exec(html)?.[1];
      assert.ok(src && existsSync(join(out, src)), alt);
    }
    assert.doesNotMatch(html, /docs-asset:/);
  });

  it("renders a 'use client' component as an island: build-time markup, JSON props, its bundle", () => {
    const html = page('imports/site');
    const m = /<div class="site-island" data-island="site" data-island-module="(\/assets\/site\/islands\/Counter-[^"]+\.js)" data-island-export="default" data-island-props="\{&quot;start&quot;:2,&quot;label&quot;:&quot;Clicks&quot;\}"><button type="button" class="counter">Clicks<!-- -->: <!-- -->2<\/button><\/div>/.exec(html);
    assert.ok(m, 'island markup');
    assert.match(read(join(out, m[1])), /hydrateRoot|createRoot/);
    // Static components ship no code.
    assert.doesNotMatch(html, /data-island-module="[^"]*Greeting/);
  });

  it('code blocks: showLineNumbers, magic comments in each language’s comment syntax, ranges leave comments alone', () => {
    const html = page('code');
    assert.match(html, /<div class="code-block code-block--numbered" data-language="js"><div class="code-block__title">numbered\.js/);
    const hl = [...html.matchAll(/<span class="line line--hl">(.*?)\n<\/span>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    assert.deepEqual(hl, ['const b = 2;', 'const c = 3;', 'const d = 4;', 'print(&quot;python comment&quot;)', '      &lt;p&gt;JSX comment&lt;/p&gt;', '// highlight-next-line']);
  });

  it('last updates from git when the config asks (author and commit date)', () => {
    const git = (...args: string[]) => spawnSync('git', args, { cwd: site, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Git Author', GIT_AUTHOR_EMAIL: 'a@x.example', GIT_COMMITTER_NAME: 'Git Author', GIT_COMMITTER_EMAIL: 'a@x.example', GIT_AUTHOR_DATE: '2023-07-04T12:00:00Z', GIT_COMMITTER_DATE: '2023-07-04T12:00:00Z' } });
    if (git('--version').status !== 0) return;
    assert.equal(git('init', '-q').status, 0);
    assert.equal(git('add', 'docs').status, 0);
    assert.equal(git('commit', '-qm', 'docs').status, 0, git('status').stdout);
    const r = runDocs(['build', '-o', join(site, 'out-git')], site);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const html = read(join(site, 'out-git/code/index.html'));
    assert.match(html, /Last updated<!-- --> on <time dateTime="2023-07-04T12:00:00\.000Z">Jul 4, 2023<\/time> by <b>Git Author<\/b>/);
    // The front matter wins over git.
    assert.match(read(join(site, 'out-git/frontmatter/last-update/index.html')), /Mar 1, 2024<\/time> by <b>Jane Doe<\/b>/);
  });

  it('the llms twin of a generated index does not repeat its description', () => {
    const twin = read(join(out, 'category/the-basics.md'));
    assert.equal(twin.split('Install it, then configure it.').length, 2, twin);
  });
});

describe('what Docusaurus has and the generator does not: file, line and feature, no stack trace', () => {
  let site: string;
  before(() => {
    site = copyFixture('docusaurus-features');
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  function expectFailure(file: string, change: (s: string) => string, expected: RegExp[]) {
    const path = join(site, file);
    const original = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    writeFileSync(path, change(original ?? ''));
    try {
      const r = runDocs(['build'], site);
      assert.equal(r.code, 1, `expected exit 1, got ${r.code}\n${r.stdout}${r.stderr}`);
      for (const re of expected) assert.match(r.stderr, re);
      assert.doesNotMatch(r.stderr, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
    } finally {
      if (original === undefined) rmSync(path);
      else writeFileSync(path, original);
    }
  }

  it('Docusaurus modules and hooks imported by a page', () => {
    // useBaseUrl and the other hooks with a stand-in are imported as site modules are (docusaurus-real builds them).
    expectFailure('docs/code.mdx', (s) => s.replace('---\n\n', "---\n\nimport { useHistory } from '@docusaurus/router';\n\n"), [
      /docs\/code\.mdx:5: Not supported: the Docusaurus module @docusaurus\/router, imported here\./,
      /→ Supported: @docusaurus\/Link, @docusaurus\/useBaseUrl/,
    ]);
    expectFailure('docs/code.mdx', (s) => s.replace('---\n\n', "---\n\nimport DocItem from '@theme/DocItem';\n\n"), [/docs\/code\.mdx:5: Not supported: the theme component @theme\/DocItem, imported here\./]);
  });

  it('webpack loaders and packages imported by a page', () => {
    expectFailure('docs/code.mdx', (s) => s.replace('---\n\n', "---\n\nimport Source from '!!raw-loader!./x.js';\n\n"), [/docs\/code\.mdx:5: Not supported: webpack loader syntax \("!!raw-loader!\.\/x\.js"\)/]);
    expectFailure('docs/code.mdx', (s) => s.replace('---\n\n', "---\n\nimport confetti from 'canvas-confetti';\n\n"), [/docs\/code\.mdx:5: Not supported: the package "canvas-confetti", imported here\./]);
  });

  it('require() outside a JSX attribute, and <head> in MDX', () => {
    expectFailure('docs/code.mdx', (s) => s + "\n{require('./x.json').name}\n", [/docs\/code\.mdx:\d+: Not supported: require\(\) here\./]);
    expectFailure('docs/code.mdx', (s) => s + '\n<head>\n  <title>Custom</title>\n</head>\n', [/docs\/code\.mdx:\d+: Not supported: a <head> element in MDX\./, /front matter/]);
  });

  it('a Docusaurus module imported by a site component, at the component’s line', () => {
    expectFailure('src/components/Greeting/index.jsx', (s) => s.replace("import styles", "import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';\nimport styles"), [
      /src\/components\/Greeting\/index\.jsx:5:\d+: Not supported: @docusaurus\/plugin-content-docs\/client \(a Docusaurus module\)/,
    ]);
  });

  it('an island given props that are not JSON', () => {
    expectFailure('docs/imports/site.mdx', (s) => s.replace('<Counter start={2} label="Clicks" />', '<Counter start={2} label={<b>Clicks</b>} />'), [
      /docs\/imports\/site\.mdx:9: <Counter> is an island \('use client'\), so its props go into the page as JSON, but `label` is not JSON\./,
    ]);
  });

  it('a missing component export or module', () => {
    expectFailure('docs/imports/site.mdx', (s) => s.replace('{ Farewell }', '{ Farewell, Missing }'), [/docs\/imports\/site\.mdx:5: "@site\/src\/components\/Greeting" has no export named Missing\./]);
    expectFailure('docs/imports/site.mdx', (s) => s.replace("'@site/src/components/Greeting'", "'@site/src/components/Nope'"), [/docs\/imports\/site\.mdx:5: Cannot find the module "@site\/src\/components\/Nope"\./]);
  });

  it('category metadata: an unknown key or broken JSON, at its line', () => {
    expectFailure('docs/guides/_category_.json', (s) => s.replace('"position": 2,', '"position": 2,\n  "sidebarCollapsed": true,'), [/docs\/guides\/_category_\.json:4: Invalid category metadata: unknown key `sidebarCollapsed`\./]);
    expectFailure('docs/guides/_category_.json', (s) => s.replace('"position": 2,', '"position": 2'), [/docs\/guides\/_category_\.json:4: Invalid category metadata: /]);
    expectFailure('docs/01-basics/_category_.yml', (s) => s.replace('type: generated-index', 'type: autogenerated'), [/docs\/01-basics\/_category_\.yml:\d+: Invalid category metadata: `link\.type` must be "doc" or "generated-index"/]);
  });

  it('front matter naming a doc or sidebar that does not exist, or of the wrong shape', () => {
    expectFailure('docs/frontmatter/pagination.mdx', (s) => s.replace('pagination_next: frontmatter/keywords', 'pagination_next: frontmatter/nope'), [
      /docs\/frontmatter\/pagination\.mdx:5: `pagination_next: frontmatter\/nope` names a doc id that does not exist\./,
    ]);
    expectFailure('docs/frontmatter/displayed.mdx', (s) => s.replace('displayed_sidebar: other', 'displayed_sidebar: nope'), [
      /docs\/frontmatter\/displayed\.mdx:4: `displayed_sidebar: nope` names a sidebar that does not exist\./,
    ]);
    expectFailure('docs/frontmatter/tags.mdx', (s) => s.replace(/tags:[\s\S]*?---/, 'tags: 5\n---'), [/docs\/frontmatter\/tags\.mdx:4: Invalid front matter: `tags` must be a list of tags/]);
  });
});
