// Versions and locales laid out as Docusaurus lays them out (fixture
// `versioned`: versions.json with 2.0 and 1.0, the content folder as Next,
// English, French and Arabic with some pages untranslated): each part at its
// path, the version and locale menus linking the same page elsewhere, the
// banners, canonical and hreflang links, right-to-left Arabic, the sitemap,
// one search index per version and locale, the link check naming a versioned
// file, the API reference of a version with its own schema snapshot, tags,
// llms.txt, the navbar and search per part, and
// `docs version` / `docs write-translations` writing the layout.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, read, runDocs } from './helpers.ts';
import { fixtureSite, type SiteBuild } from './sites.ts';

const SITE = 'https://docs.kettle.example';

describe('a site with versions and locales (Docusaurus layout)', () => {
  let built: SiteBuild;
  const page = (route: string) => read(join(built.out, route, 'index.html'));
  const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
  /** The entries of a navbar menu: label → href. */
  const menu = (html: string, kind: string) => {
    const at = html.indexOf(`data-dropdown="${kind}" data-page-menu="${kind}"`);
    assert.ok(at >= 0, `no ${kind} menu`);
    const part = html.slice(at, html.indexOf('</ul>', at));
    return Object.fromEntries([...part.matchAll(/<a class="([^"]*)" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[3], { href: m[2], active: m[1].includes('--active') }]));
  };
  const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"([^>]*)>`, 'g'))].map((m) => m[1]);

  before(async () => {
    built = await fixtureSite('versioned');
    assert.equal(built.code, 0, built.stdout + built.stderr);
  });

  it('serves the last version at the base URL, Next under /next/, older ones and locales under their names', () => {
    assert.match(page('/'), /Version 2\.0 adds temperature control/);
    assert.match(page('/next/'), /describes the timer that ships next/);
    assert.match(page('/1.0/'), /it knows one temperature/);
    assert.match(page('/next/guides/descaling/'), /New in Next/);
    assert.ok(!existsSync(join(built.out, 'guides/descaling/index.html')), 'a page only Next has is not in 2.0');
    assert.match(page('/fr/'), /La version 2\.0 ajoute le réglage/);
    assert.match(page('/fr/next/'), /minuterie à venir/);
    // Not translated yet: served in the locale with the default locale's text.
    assert.match(page('/fr/guides/brewing/'), /Oolong sits in between/);
    assert.match(page('/ar/1.0/getting-started/'), /press the switch through the API/);
    const sidebars = JSON.parse(read(join(built.out, 'sidebars.json'))) as Record<string, unknown>;
    for (const id of ['guides', 'next/guides', '1.0/guides', 'fr/guides', 'fr/next/guides', 'ar/1.0/guides']) assert.ok(sidebars[id], `sidebar ${id}`);
  });

  it("writes the stemmers of the site's search languages only (English, French, Arabic)", () => {
    const js = readdirSync(join(built.out, 'assets/js'));
    // The stemmer chunks are named after @orama/stemmers' files: en, fr, ar; de, es, ru and the rest are not written.
    for (const code of ['en', 'fr', 'ar']) assert.ok(js.some((f) => f.startsWith(`chunk-${code}-`)), `${code}: ${js.join(' ')}`);
    for (const code of ['de', 'es', 'ru', 'it', 'gr', 'ta']) assert.ok(!js.some((f) => f.startsWith(`chunk-${code}-`)), `${code} is not written`);
  });

  it('links each version and locale menu entry to the same page there, else to its home', () => {
    const next = page('/next/getting-started/');
    assert.deepEqual(menu(next, 'version'), {
      'Next 🚧': { href: '/next/getting-started/', active: true },
      '2.0': { href: '/getting-started/', active: false },
      '1.0': { href: '/1.0/getting-started/', active: false },
    });
    assert.deepEqual(menu(next, 'locale'), {
      English: { href: '/next/getting-started/', active: true },
      Français: { href: '/fr/next/getting-started/', active: false },
      'العربية': { href: '/ar/next/getting-started/', active: false },
    });
    // Descaling exists only in Next: the other versions' entries go to their homes.
    const descaling = menu(page('/next/guides/descaling/'), 'version');
    assert.equal(descaling['2.0'].href, '/');
    assert.equal(descaling['1.0'].href, '/1.0/');
    assert.match(next, /data-version="2.0"/); // the choice the client keeps in local storage
    assert.match(next, /data-page-menu="locale"><summary><span class="menu__link menu__link--sublist">.*Languages<\/span>/);
    assert.match(page('/fr/'), /data-page-menu="locale"><summary><span class="menu__link menu__link--sublist">.*Langues<\/span>/);
  });

  it("names a version's and a locale's sidebars as the sidebar they copy, in the sidebar and the breadcrumbs", () => {
    for (const route of ['/1.0/guides/brewing/', '/ar/1.0/', '/next/getting-started/']) {
      assert.match(page(route), /<a class="sidebar-menu__title" href="[^"]*">Guides<\/a>/, route);
      assert.doesNotMatch(page(route), />(Ar\/)?(1\.0|Next|next)\/guides</, route);
    }
  });

  it('puts a banner on unreleased and older versions, linking the same page in the latest', () => {
    assert.match(page('/next/getting-started/'), /This is unreleased documentation for Kettle Docs Next 🚧 version\. For up-to-date documentation, see the(<!-- -->)? <b><a href="\/getting-started\/"[^>]*>latest version<\/a><\/b> \(2\.0\)\./);
    assert.match(page('/1.0/guides/brewing/'), /This is documentation for Kettle Docs 1\.0, which is no longer actively maintained\..*<a href="\/guides\/brewing\/"/);
    assert.match(page('/fr/1.0/'), /qui n&#x27;est plus maintenue\..*<b><a href="\/fr\/"[^>]*>dernière version<\/a><\/b>/);
    assert.doesNotMatch(page('/getting-started/'), /version-banner/);
  });

  it('points rel=canonical at the latest version and lists every locale with hreflang', () => {
    assert.deepEqual(links(page('/1.0/getting-started/'), 'canonical'), [` href="${SITE}/getting-started/"`]);
    assert.deepEqual(links(page('/getting-started/'), 'canonical'), [` href="${SITE}/getting-started/"`]);
    const alternates = links(page('/fr/getting-started/'), 'alternate').filter((l) => l.includes('hreflang'));
    assert.deepEqual(alternates, [
      ` hreflang="en" href="${SITE}/getting-started/"`,
      ` hreflang="fr" href="${SITE}/fr/getting-started/"`,
      ` hreflang="ar" href="${SITE}/ar/getting-started/"`,
      ` hreflang="x-default" href="${SITE}/getting-started/"`,
    ]);
  });

  it('sets <html lang dir> per locale, right to left for Arabic, with its UI strings', () => {
    assert.equal(htmlTag(page('/')), '<html lang="en" dir="ltr" data-has-hydrated="false">');
    assert.equal(htmlTag(page('/fr/next/')), '<html lang="fr" dir="ltr" data-has-hydrated="false">');
    const arabic = page('/ar/');
    assert.equal(htmlTag(arabic), '<html lang="ar" dir="rtl" data-has-hydrated="false">');
    assert.match(arabic, />انتقل إلى المحتوى الرئيسي</);
    // Mirrored with logical properties, linked on right-to-left pages only.
    const sheet = /<link rel="stylesheet" href="(\/assets\/rtl-[0-9a-f]+\.css)">/.exec(arabic)?.[1];
    assert.ok(sheet, 'the RTL stylesheet');
    assert.match(read(join(built.out, sheet)), /\[dir='rtl'\] \.doc-sidebar[^{]*\{[^}]*border-inline-end/);
    assert.doesNotMatch(page('/fr/'), /assets\/rtl-/);
    assert.match(page('/fr/getting-started/'), />Sur cette page</);
  });

  it('lists every version and locale in the sitemap, but for a noIndex version', () => {
    const sitemap = read(join(built.out, 'sitemap.xml'));
    for (const route of ['/', '/next/', '/fr/', '/fr/next/guides/descaling/', '/api/kettles/boil-water/']) assert.ok(sitemap.includes(`<loc>${SITE}${route}</loc>`), route);
    // 1.0 is `noIndex`: out of the sitemap, and its pages say so.
    assert.doesNotMatch(sitemap, /kettle\.example\/(\w+\/)?1\.0\//);
    assert.match(page('/ar/1.0/'), /<meta name="robots" content="noindex/);
    assert.match(page('/1.0/api/kettles/boil-water/'), /<meta name="robots" content="noindex/);
  });

  it("links the navbar's docSidebar items to the sidebars of the version and locale being read", () => {
    const navLinks = (html: string) => [...html.matchAll(/<a class="navbar__item navbar__link" href="([^"]*)"[^>]*data-sidebar-id="([^"]*)"/g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(navLinks(page('/getting-started/')), ['guides /', 'api /api/kettle-api/']);
    assert.deepEqual(navLinks(page('/fr/getting-started/')), ['fr/guides /fr/', 'fr/api /api/kettle-api/']);
    assert.deepEqual(navLinks(page('/1.0/api/kettles/boil-water/')), ['1.0/guides /1.0/', '1.0/api /1.0/api/kettle-api/']);
  });

  it('searches only the version and locale being read, folding words for its language', () => {
    const meta = (dir: string) => JSON.parse(read(join(built.out, dir, 'search-index/meta.json'))) as { lang: string; n: number };
    assert.equal(meta('.').lang, 'en');
    assert.equal(meta('fr').lang, 'fr');
    assert.equal(meta('fr/1.0').lang, 'fr');
    assert.equal(meta('ar').lang, 'ar');
    assert.equal(meta('next').lang, 'en');
    const config = (route: string) => JSON.parse(/<script type="application\/json" id="[^"]*">(.*?)<\/script>/.exec(page(route))![1]).search;
    assert.deepEqual(config('/fr/1.0/'), { backend: 'builtin', indexPath: '/fr/1.0/search-index/', language: 'fr', pagePath: '/fr/1.0/search/' });
    assert.equal(config('/').indexPath, '/search-index/');
    assert.ok(meta('next').n >= 4 && meta('1.0').n >= 3);
    // Each part has its search page, searching its index; the modal's "all results" goes there.
    assert.deepEqual(config('/fr/1.0/search/'), { backend: 'builtin', indexPath: '/fr/1.0/search-index/', language: 'fr', pagePath: '/fr/1.0/search/' });
    assert.match(page('/fr/1.0/search/'), /action="\/fr\/1\.0\/search\/"/);
    assert.match(page('/search/'), /action="\/search\/"/);
  });

  it('gives a version with its own schema snapshot its own API reference, the others sharing the current one', () => {
    // 1.0's snapshot: its server, and an operation 2.0 removed; 2.0 and Next share the config's schema at /api/.
    const old = page('/1.0/api/kettles/press-the-switch/');
    assert.match(old, /https:\/\/api\.kettle\.example\/v1\/kettles\/string\/switch/);
    assert.match(old, /no longer actively maintained/);
    assert.ok(!existsSync(join(built.out, 'api/kettles/press-the-switch/index.html')));
    assert.ok(!existsSync(join(built.out, '1.0/api/kettles/set-the-temperature/index.html')));
    assert.match(page('/api/kettles/set-the-temperature/'), /api\.kettle\.example\/v2/);
    assert.match(page('/1.0/api/kettles/boil-water/'), /version 1\.0 knows one temperature/);
    assert.doesNotMatch(page('/api/kettles/boil-water/'), /api\.kettle\.example\/v1/);
    assert.deepEqual(menu(page('/1.0/api/kettles/boil-water/'), 'version'), {
      'Next 🚧': { href: '/api/kettles/boil-water/', active: false },
      '2.0': { href: '/api/kettles/boil-water/', active: false },
      '1.0': { href: '/1.0/api/kettles/boil-water/', active: true },
    });
    assert.equal(menu(page('/api/kettles/boil-water/'), 'version')['1.0'].href, '/1.0/api/kettles/boil-water/');
    assert.equal(menu(page('/1.0/api/kettles/press-the-switch/'), 'version')['2.0'].href, '/');
    assert.deepEqual(links(page('/1.0/api/kettles/boil-water/'), 'canonical'), [` href="${SITE}/api/kettles/boil-water/"`]);
    // Its links, files and console stay in 1.0: the guide its description links, its schema and types, its operations.
    const info = page('/1.0/api/kettle-api/');
    for (const href of ['/1.0/guides/brewing/', '/1.0/openapi.json', '/1.0/api.d.ts']) assert.ok(info.includes(`href="${href}"`), href);
    assert.equal(JSON.parse(read(join(built.out, '1.0/openapi.json'))).servers[0].url, 'https://api.kettle.example/v1');
    assert.match(read(join(built.out, '1.0/api.d.ts')), /"\/kettles\/\{kettle_id\}\/switch"/);
    const index = /"(\/1\.0\/assets\/api\/console-index-[0-9a-f]+\.json)"/.exec(page('/1.0/interactive-api/'))?.[1];
    assert.ok(index, 'the console index of 1.0');
    assert.deepEqual(JSON.parse(read(join(built.out, index))).operations.map((o: { operationId: string }) => o.operationId), ['listKettles', 'boilKettle', 'pressSwitch']);
    // `{ type: 'api' }` in a version's sidebar lists its version's reference.
    const sidebars = JSON.parse(read(join(built.out, 'sidebars.json'))) as Record<string, { href?: string }[]>;
    assert.equal(sidebars['1.0/api'][0].href, '/1.0/api/kettle-api/');
    assert.equal(sidebars['fr/1.0/api'][0].href, '/1.0/api/kettle-api/');
    assert.equal(sidebars['next/api'][0].href, '/api/kettle-api/');
  });

  it('gives each version and locale its own tag pages, linking its own docs', () => {
    assert.match(page('/1.0/tags/tea/'), /href="\/1\.0\/guides\/brewing\/"/);
    assert.doesNotMatch(page('/1.0/tags/tea/'), /href="\/guides\/brewing\/"/);
    assert.match(page('/fr/guides/brewing/'), /href="\/fr\/tags\/tea\/"/);
    assert.match(page('/fr/tags/'), /href="\/fr\/tags\/tea\/"/);
    const article = /<article[^]*<\/article>/.exec(page('/fr/tags/'))![0];
    assert.deepEqual([...article.matchAll(/href="([^"]*)"/g)].map((m) => m[1]), ['/fr/tags/tea/']);
    assert.deepEqual(Object.values(menu(page('/1.0/tags/tea/'), 'version')).map((e) => e.href), ['/next/tags/tea/', '/tags/tea/', '/1.0/tags/tea/']);
  });

  it('writes a Markdown twin for every version and locale, and llms.txt and llms-full.txt of each', () => {
    assert.match(read(join(built.out, 'fr/getting-started.md')), /Premiers pas/);
    assert.match(read(join(built.out, '1.0/guides/brewing.md')), /Version 1\.0 only boils/);
    /** The twins an llms.txt links, as routes. */
    const listed = (dir: string) => [...read(join(built.out, dir, 'llms.txt')).matchAll(/\]\(https:\/\/docs\.kettle\.example([^)]*)\)/g)].map((m) => m[1]);
    const root = listed('.');
    assert.ok(root.includes('/getting-started.md') && root.includes('/api/kettles/set-the-temperature.md'));
    assert.deepEqual(root.filter((r) => /^\/(fr|ar|next|1\.0)[/.]/.test(r)), [], 'the root lists the root scope only');
    const french = listed('fr');
    assert.ok(french.includes('/fr/getting-started.md'));
    assert.ok(french.every((r) => r.startsWith('/fr/') || r === '/fr.md'), french.join(' '));
    assert.match(read(join(built.out, 'fr/llms.txt')), /^# Kettle Docs \(Français\)\n/);
    // A version's lists its own API reference; Next shares the current one.
    assert.match(read(join(built.out, '1.0/llms.txt')), /^# Kettle Docs \(1\.0\)\n/);
    assert.ok(listed('1.0').includes('/1.0/api/kettles/press-the-switch.md'));
    assert.ok(listed('next').includes('/next/guides/descaling.md') && listed('next').includes('/api/kettles/set-the-temperature.md'));
    const full = read(join(built.out, 'fr/1.0/llms-full.txt'));
    assert.match(full, /press the switch through the API/);
    assert.doesNotMatch(full, /Version 2\.0 adds temperature control|minuterie/);
  });
});

describe('versions and locales with hosted search', () => {
  it("filters each part's search on its version and locale, as its records carry them", async () => {
    const built = await fixtureSite('versioned', { env: { DOCS_SEARCH_APP_ID: 'KETTLE', DOCS_SEARCH_API_KEY: 'search-only', DOCS_SEARCH_INDEX_NAME: 'kettle' } });
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const records = (dir: string) => JSON.parse(read(join(built.out, dir, 'search-records.json'))) as { url: string; language: string; docusaurus_tag: string }[];
    const french = records('fr/next');
    assert.ok(french.length && french.every((r) => r.language === 'fr' && r.docusaurus_tag === 'docs-default-current' && r.url.startsWith(`${SITE}/fr/next/`)));
    assert.ok(records('.').some((r) => r.url === `${SITE}/api/kettles/boil-water/` && r.docusaurus_tag === 'docs-default-2.0' && r.language === 'en'));
    const search = (route: string) => JSON.parse(/<script type="application\/json" id="[^"]*">(.*?)<\/script>/.exec(read(join(built.out, route, 'index.html')))![1]).search;
    // Next shows 2.0's API reference as its own: its records' tag is searched too.
    assert.deepEqual(search('/next/').facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-default-2.0']]);
    assert.deepEqual(search('/fr/next/').facetFilters, ['language:fr', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    assert.equal(search('/fr/next/').pagePath, '/fr/next/search/');
    assert.deepEqual(search('/1.0/').facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]);
  });
});

describe('versions and locales: the link check and the commands', () => {
  let site: string;
  before(() => {
    site = copyFixture('versioned');
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('fails on a broken link in a versioned copy, naming that file', () => {
    const file = join(site, 'versioned_docs/version-1.0/getting-started.md');
    const before = read(file);
    edit(file, (t) => t.replace('./guides/brewing.md', './guides/percolator.md'));
    const r = runDocs(['build', '--offline'], site);
    writeFileSync(file, before);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /versioned_docs\/version-1\.0\/getting-started\.md:\d+: → \.\/guides\/percolator\.md/);
    // The 1.0 schema's links are checked against 1.0's pages (its guide is there).
    assert.doesNotMatch(r.stderr, /version-1\.0-openapi\.yaml.*broken-link/);
    assert.doesNotMatch(r.stderr, /\n\s+at /); // no stack trace
  });

  it('docs version snapshots the docs, sidebars and translations as Docusaurus lays them out', () => {
    const r = runDocs(['version', '3.0'], site);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.deepEqual(JSON.parse(read(join(site, 'versions.json'))), ['3.0', '2.0', '1.0']);
    assert.equal(read(join(site, 'versioned_docs/version-3.0/guides/descaling.md')), read(join(site, 'docs/guides/descaling.md')));
    assert.deepEqual(JSON.parse(read(join(site, 'versioned_sidebars/version-3.0-sidebars.json'))), { guides: [{ type: 'autogenerated', dirName: '.' }], api: [{ type: 'api' }] });
    assert.equal(read(join(site, 'versioned_schemas/version-3.0-openapi.yaml')), read(join(site, 'openapi.yaml')));
    assert.ok(existsSync(join(site, 'i18n/fr/docusaurus-plugin-content-docs/version-3.0/index.md')));
    const again = runDocs(['version', '3.0'], site);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /The version "3\.0" exists already/);
  });

  it('docs write-translations writes code.json with every UI string, keeping translations', () => {
    const r = runDocs(['write-translations', '--locale', 'fr'], site);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const code = JSON.parse(readFileSync(join(site, 'i18n/fr/code.json'), 'utf8')) as Record<string, { message: string; description: string }>;
    assert.equal(code['theme.common.skipToMainContent'].message, 'Aller au contenu principal');
    for (const id of ['theme.navbar.mobileLanguageDropdown.label', 'theme.docs.sidebar.collapseButtonTitle', 'theme.TOCCollapsible.toggleButtonLabel', 'theme.copyPage.label', 'theme.SearchModal.placeholder', 'theme.NotFound.title', 'theme.ErrorPageContent.title', 'theme.console.send', 'theme.AnnouncementBar.closeButtonAriaLabel', 'theme.docs.versions.unmaintainedVersionLabel']) {
      assert.ok(code[id]?.message && code[id].description, id);
    }
    const bad = runDocs(['write-translations', '--locale', 'de'], site);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /not one of the config's/);
  });
});
