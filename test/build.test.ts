// `docs build` on the basic fixture: routes, front matter, MDX features,
// layout, metadata and the files written next to the pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { copyFixture, docsBin, read, runDocs } from './helpers.ts';

describe('docs build (basic fixture)', () => {
  let site: string;
  let out: string;
  const page = (route: string) => read(join(out, route, 'index.html'));
  before(() => {
    site = copyFixture('basic');
    out = join(site, 'out');
    const r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /Built 5 pages/); // four guides and the search page
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('leaves no process of its own behind when it exits (esbuild\'s service included)', async () => {
    // In a process group of its own, as a CI step runs it: when the command has exited, the group is empty.
    const child = spawn(process.execPath, [docsBin, 'build'], { cwd: site, detached: true, stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 0);
    const left = spawnSync('ps', ['-o', 'pid=,args=', '-g', String(child.pid)], { encoding: 'utf8' }).stdout.trim();
    assert.equal(left, '', `still running in the build's process group:\n${left}`);
  });

  it('starts esbuild once, for the config, when the tool\'s bundles are made (the inline scripts are kept minified)', () => {
    // Counts the esbuild service processes the build starts (esbuild starts its service with spawn).
    const dir = mkdtempSync(join(tmpdir(), 'docs-spawns-'));
    const log = join(dir, 'spawns.log');
    const preload = join(dir, 'count-spawns.cjs');
    writeFileSync(
      preload,
      `const cp = require('node:child_process'); const fs = require('node:fs'); const spawn = cp.spawn;
cp.spawn = function (command, ...rest) { if (String(command).includes('esbuild')) fs.appendFileSync(${JSON.stringify(log)}, 'spawn\\n'); return spawn.call(this, command, ...rest); };`,
    );
    try {
      const r = spawnSync(process.execPath, ['-r', preload, docsBin, 'build'], { cwd: site, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      assert.equal(readFileSync(log, 'utf8'), 'spawn\n', 'one esbuild service: the config\'s');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes one index.html per route, derived from file paths, and leaves out drafts and partials', () => {
    for (const route of ['', 'guides/intro', 'guides/advanced/setup', 'guides/hidden']) {
      assert.ok(existsSync(join(out, route, 'index.html')), `missing /${route}`);
    }
    assert.ok(!existsSync(join(out, 'guides/draft')));
    assert.ok(!existsSync(join(out, '_shared')));
    assert.ok(existsSync(join(out, '404.html')));
    assert.match(read(join(out, '404.html')), /Page Not Found/);
  });

  it('copies files next to the content under hashed names and the static folder as is', () => {
    const html = page('guides/advanced/setup');
    const srcs = [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(srcs.filter((s) => /^\/assets\/media\/flow-[0-9a-f]{10}\.svg$/.test(s)).length, 2, srcs.join(' '));
    assert.ok(srcs.includes('/img/logo.svg'));
    const flow = srcs.find((s) => s.includes('flow-'))!;
    assert.match(read(join(out, flow)), /<title>Upload flow<\/title>/);
    assert.match(html, /href="\/assets\/media\/sample-[0-9a-f]{10}\.csv"/);
    assert.match(read(join(out, 'img/logo.svg')), /<title>Acme<\/title>/);
    assert.doesNotMatch(html, /docs-asset:/);
  });

  it("gives partials the page's components and puts their headings in the table of contents", () => {
    const html = page('guides/intro');
    assert.match(html, /<h2 id="shared-setup" class="anchor">Shared setup<a href="#shared-setup" class="hash-link"/);
    // A block without numbered or highlighted lines is compact (no span per line); one with them keeps its lines.
    assert.match(html, /<div class="code-block code-block--bare" data-language="bash"><div class="code-block__title">install\.sh<\/div><div class="code-block__body"><pre class="code-block__pre" tabindex="0"><code>npm install /);
    assert.match(html, /<div class="code-block" data-language="bash"><div class="code-block__title">request\.sh<\/div>.*?<span class="line line--hl">/s);
    assert.match(html, /<ul class="toc__list"><li><a href="#shared-setup">Shared setup<\/a>/);
    // The page's own headings follow, in document order.
    const toc = [...(/<nav class="toc toc--desktop"[^]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<a href="#[^"]*">([^<]+)</g)].map((m) => m[1]);
    assert.ok(toc.indexOf('Shared setup') >= 0 && toc.indexOf('Shared setup') < toc.indexOf('Tabs and code'), toc.join(', '));
  });

  it('renders @theme/Admonition imports like the :::directives', () => {
    const html = page('guides/intro');
    assert.match(html, /<div class="admonition admonition--tip" role="note"><p class="admonition__title">Keep keys secret<\/p>/);
    assert.match(html, /<div class="admonition admonition--danger" role="note"><p class="admonition__title">Component form<\/p><div class="admonition__body">/);
    assert.match(html, /<div class="admonition admonition--info" role="note"><p class="admonition__title">info<\/p>/);
  });

  it('includes drafts with --drafts', () => {
    const r = runDocs(['build', '--drafts', '--out', join(site, 'out-drafts')], site);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(existsSync(join(site, 'out-drafts/guides/draft/index.html')));
  });

  it('formats titles, descriptions, canonical and Open Graph tags', () => {
    const html = page('guides/intro');
    assert.match(html, /<title>Introduction \| Docs<\/title>/);
    assert.match(html, /<meta name="description" content="What the fixture covers.">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/docs.acme.example\/guides\/intro\/">/);
    assert.match(html, /<meta property="og:title" content="Introduction \| Docs">/);
    assert.match(html, /<meta property="og:url" content="https:\/\/docs.acme.example\/guides\/intro\/">/);
  });

  it('substitutes {{tokens}} from the config in front matter and content', () => {
    const home = page('');
    assert.match(home, /<title>Welcome to Acme \| Docs<\/title>/);
    assert.doesNotMatch(home, /\{\{/);
    assert.match(page('guides/intro'), /https:\/\/api\.acme\.example\/api\/v8\/partner\/documents/);
  });

  it('renders headings with ids and "Direct link to" anchors, including custom {#ids}', () => {
    const html = page('guides/intro');
    assert.match(html, /<h2 id="tabs-and-code" class="anchor">Tabs and code<a href="#tabs-and-code" class="hash-link" aria-label="Direct link to Tabs and code"/);
    assert.match(html, /<h2 id="custom-anchor" class="anchor">A heading with a custom id<a href="#custom-anchor"/);
  });

  it('builds a table of contents from levels 2–3 and hides it when asked', () => {
    const html = page('guides/intro');
    assert.match(html, /<nav class="toc toc--desktop" aria-label="On this page">/);
    assert.match(html, /<li><a href="#deeper-heading">/);
    assert.doesNotMatch(page('guides/hidden'), /toc--desktop/);
  });

  it('renders admonitions with and without a title, GFM tables and keeps "10:30" as text', () => {
    const html = page('guides/intro');
    assert.match(html, /<div class="admonition admonition--tip" role="note"><p class="admonition__title">Keep it short<\/p>/);
    assert.match(html, /<div class="admonition admonition--warning" role="note"><p class="admonition__title">warning<\/p>/);
    assert.match(html, /<div class="table-wrapper"><table>/);
    assert.match(html, /It is 10:30 now\./);
  });

  it('highlights code at build time with a title, highlighted lines and a copy button', () => {
    const html = page('guides/intro');
    assert.match(html, /<div class="code-block__title">request.sh<\/div>/);
    assert.match(html, /<span class="line line--hl">  -H <t-s>/);
    assert.match(html, /class="copy-button" aria-label="Copy code to clipboard"/);
    assert.doesNotMatch(html, /lowlight|highlight\.js/);
  });

  it('renders tabs with the default tab selected and partials with props', () => {
    const html = page('guides/intro');
    assert.match(html, /aria-selected="true" tabindex="0" class="tabs__tab" data-value="py">Python</);
    assert.match(html, /Hello from the shared partial for <strong>receipts<\/strong>, served by Acme\./);
  });

  it('resolves relative .mdx links to routes', () => {
    assert.match(page('guides/intro'), /href="\/guides\/advanced\/setup\/#details"/);
  });

  it('renders the layout: skip link, announcement, navbar items, sidebar, breadcrumbs, pagination, footer', () => {
    const html = page('guides/intro');
    assert.match(html, /<a class="skip-to-content__link" href="#__docs_main">Skip to main content<\/a>/);
    assert.match(html, /<header class="announcement" data-announcement-id="hello-1">/);
    assert.match(html, /<nav aria-label="Main" class="navbar"/);
    assert.match(html, /<b class="navbar__title">Docs<\/b>/);
    assert.match(html, /<span class="dropdown__label">Next<\/span>/);
    assert.match(html, /<span class="dropdown__label">English<\/span>/);
    assert.match(html, /Log in to Acme/);
    assert.match(html, /class="menu__link menu__link--active" aria-current="page" href="\/guides\/intro\/"/);
    // The active page's category is open; the others stay as configured.
    assert.match(html, /<details data-cat="1" open="">/);
    assert.match(html, /<nav class="breadcrumbs" aria-label="Breadcrumbs">/);
    assert.match(html, /pagination-nav__link--prev" href="\/"><span class="pagination-nav__sublabel">Previous<\/span><span class="pagination-nav__label">Welcome to Acme</);
    assert.match(html, /pagination-nav__link--next" href="\/guides\/advanced\/setup\/"><span class="pagination-nav__sublabel">Next<\/span><span class="pagination-nav__label">Set up</);
    assert.match(html, /<footer class="footer">/);
    assert.doesNotMatch(page('guides/hidden'), /<footer/, 'no_footer hides the footer');
  });

  it('emits a sitemap of every route with daily change frequency and priority 1.0', () => {
    const xml = read(join(out, 'sitemap.xml'));
    for (const route of ['/', '/guides/intro/', '/guides/advanced/setup/', '/guides/hidden/', '/search/']) {
      assert.ok(xml.includes(`<url><loc>https://docs.acme.example${route}</loc><changefreq>daily</changefreq><priority>1.0</priority></url>`), route);
    }
    assert.equal((xml.match(/<url>/g) ?? []).length, 5);
  });

  it('writes the route manifest and sidebars as JSON', () => {
    const routes = JSON.parse(read(join(out, 'routes.json')));
    assert.deepEqual(routes.find((r: { path: string }) => r.path === '/guides/intro/'), { id: 'guides/intro', path: '/guides/intro/', sidebar: 'guides', title: 'Introduction', kind: 'doc' });
    const sidebars = JSON.parse(read(join(out, 'sidebars.json')));
    assert.equal(sidebars.guides[1].type, 'category');
    assert.deepEqual(sidebars.guides[1].items.map((i: { label: string }) => i.label), ['Introduction', 'Advanced', 'Hidden page']);
    assert.equal(sidebars.guides[1].items[1].items[0].href, '/guides/advanced/setup/');
  });

  it('references content-hashed CSS and JS assets that exist', () => {
    const html = page('');
    const css = /href="\/assets\/(css\/main-[A-Z0-9]+\.css)"/.exec(html)?.[1];
    const js = /src="\/assets\/(js\/entry-[A-Z0-9]+\.js)"/.exec(html)?.[1];
    assert.ok(css && existsSync(join(out, 'assets', css)));
    assert.ok(js && existsSync(join(out, 'assets', js)));
    assert.ok(readdirSync(join(out, 'assets', 'js')).length >= 1);
  });

  it('applies the colour mode before first paint with an inline script in <head>', () => {
    const html = page('');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<script>\(function\(\w+\)\{[^<]*data-theme[^<]*\}\)\(\{"p":"acme-docs\.","d":"light","s":false,"r":true,"a":"hello-1"\}\);<\/script>/);
    assert.ok(head.indexOf('<script>(function') < head.indexOf('rel="stylesheet"'));
  });

  it('never writes or logs the code-hosting secrets read from the environment', () => {
    const secrets = { DOCS_CODE_HOSTING_APP_ID: 'app-id-81723', DOCS_CODE_HOSTING_PRIVATE_KEY: '-----BEGIN KEY-----s3cr3t-9911', DOCS_CODE_HOSTING_INSTALLATION_ID: 'inst-55120' };
    const target = join(site, 'out-secrets');
    const r = runDocs(['build', '--out', target], site, secrets);
    assert.equal(r.code, 0, r.stderr);
    const texts = [r.stdout, r.stderr];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else texts.push(read(path));
      }
    };
    walk(target);
    for (const value of Object.values(secrets)) assert.ok(!texts.some((t) => t.includes(value)), value);
  });

  it('rebuilds identically (deterministic output)', () => {
    const first = page('guides/intro');
    const r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(page('guides/intro'), first);
  });
});
