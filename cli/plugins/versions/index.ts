// The versions and locales plugin: on a site with versions.json or several
// locales (layout.ts), each page gets the navbar's version and locale menus
// (the same page in every version and locale, else that part's home), the
// banner of an unreleased or older version (linking the same page in the
// latest), rel=canonical to the latest version's page, hreflang alternates,
// <html lang dir>, its locale's UI strings (i18n/<locale>/code.json) and its
// own search index. The pages themselves come from the docs plugin, which
// loads every scope. A site of one version and one locale gets nothing.
import { createHash } from 'node:crypto';
import type { BuildContext, Contribution, Output, PageAdditions, PageMenu, PageRecord, Plugin, SiteModel } from '../../plugin-api.ts';
import { RTL_CSS } from '../../../renderer/styles/rtl.ts';
import { withBase } from '../../../renderer/url.ts';
import { formatMessage, uiString } from '../../../renderer/strings.ts';
import { searchLanguageCode } from '../../../renderer/search/language.ts';
import { SEARCH } from '../../../renderer/contract.ts';
import { readCodeJson, siteLayout, type LocaleInfo, type Scope, type SiteLayout, type VersionInfo } from './layout.ts';

interface Index {
  /** Each scope's pages by their id within the scope. */
  paths: Map<string, Map<string, string>>;
  homes: Map<string, string>;
  /** The versions whose pages a scope shows as its own (their search records carry those versions' tag). */
  sharing: Map<string, Set<string>>;
}

export class VersionsPlugin implements Plugin {
  readonly name = 'versions';
  private layout?: SiteLayout;
  private strings = new Map<string, Record<string, string>>();
  private readonly indexes = new WeakMap<SiteModel, Index>();
  /** The right-to-left stylesheet (renderer/styles/rtl.ts), when a locale is written right to left. */
  private rtl?: { path: string; css: string };

  load(ctx: BuildContext): Contribution {
    this.layout = siteLayout(ctx.config);
    this.strings = new Map();
    if (!this.layout) return {};
    for (const locale of this.layout.locales) {
      const strings = readCodeJson(ctx.config, locale.code);
      if (Object.keys(strings).length) this.strings.set(locale.code, strings);
    }
    this.rtl = undefined;
    if (this.layout.locales.some((l) => l.direction === 'rtl')) {
      const css = RTL_CSS;
      this.rtl = { path: `assets/rtl-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css };
    }
    const menus = [...(this.layout.versions.length > 1 ? ['version'] : []), ...(this.layout.locales.length > 1 ? ['locale'] : [])];
    return { menus, watch: this.layout.watch };
  }

  private index(model: SiteModel): Index {
    let index = this.indexes.get(model);
    if (index) return index;
    index = { paths: new Map(), homes: new Map(), sharing: new Map() };
    for (const scope of this.layout!.scopes) index.paths.set(scope.key, new Map());
    for (const page of model.pages) {
      const key = page.scope?.key;
      if (key === undefined) continue;
      const scope = this.scopeOf(key);
      index.paths.get(key)?.set(page.id.slice(scope?.idPrefix.length ?? 0), page.path);
      if (!index.homes.has(key) || page.path === `${page.scope!.base}/`) index.homes.set(key, page.path);
    }
    // Pages other scopes share (an API reference several versions use): theirs too, after their own.
    for (const page of model.pages) {
      const local = page.id.slice(page.scope?.key ? page.scope.key.length + 1 : 0);
      for (const key of page.scope?.sharedWith ?? []) {
        const paths = index.paths.get(key);
        if (paths && !paths.has(local)) paths.set(local, page.path);
        const versions = index.sharing.get(key) ?? new Set<string>();
        index.sharing.set(key, versions.add(page.scope!.version!));
      }
    }
    this.indexes.set(model, index);
    return index;
  }

  private scopeOf(key: string): Scope | undefined {
    return this.layout!.scopes.find((s) => s.key === key);
  }

  private find(version: VersionInfo, locale: LocaleInfo): Scope | undefined {
    return this.layout!.scopes.find((s) => s.versionInfo === version && s.localeInfo === locale);
  }

  /** See LocalAdditions: without versions or locales there are no additions; with them they read other pages and the translations. */
  additionsReadPageOnly(): boolean {
    return !this.layout;
  }

  pageAdditions(page: PageRecord, model: SiteModel): PageAdditions | undefined {
    const layout = this.layout;
    if (!layout) return undefined;
    const { config } = model;
    const index = this.index(model);
    const scope = (page.scope && this.scopeOf(page.scope.key)) ?? layout.root;
    const localId = page.scope ? page.id.slice(scope.idPrefix.length) : undefined;
    /** The page in another scope, else that scope's home. */
    const counterpart = (other: Scope) => (localId !== undefined ? index.paths.get(other.key)?.get(localId) : undefined);
    const inScope = (other: Scope) => counterpart(other) ?? index.homes.get(other.key) ?? `${other.base}/`;
    const absolute = (path: string) => config.url + withBase(config.baseUrl, path);
    const strings = this.strings.get(scope.localeInfo.code);
    const add: PageAdditions = { html: { lang: scope.localeInfo.htmlLang, dir: scope.localeInfo.direction }, menus: {} };
    if (strings) add.strings = strings;
    // The ones client code draws (search modal, console) go with the page's client settings.
    const drawn = strings && Object.entries(strings).filter(([id]) => /^theme\.(SearchModal|console)\./.test(id));
    const clientStrings = drawn?.length ? { strings: Object.fromEntries(drawn) } : {};
    if (this.rtl && scope.localeInfo.direction === 'rtl') add.headLinks = [{ rel: 'stylesheet', href: `/${this.rtl.path}` }];

    if (layout.versions.length > 1) {
      const items: PageMenu['items'] = layout.versions.flatMap((v) => {
        const other = this.find(v, scope.localeInfo);
        return other ? [{ label: v.label, href: inScope(other), active: v === scope.versionInfo, data: { version: v.name } }] : [];
      });
      add.menus!.version = { label: scope.versionInfo.label, items };
    }
    if (layout.locales.length > 1) {
      const items: PageMenu['items'] = layout.locales.flatMap((l) => {
        const other = this.find(scope.versionInfo, l);
        return other ? [{ label: l.label, href: inScope(other), active: l === scope.localeInfo, lang: l.htmlLang, data: { 'locale-code': l.code } }] : [];
      });
      add.menus!.locale = { label: scope.localeInfo.label, items };
      if (page.scope) {
        (add.headLinks ??= []).push(...layout.locales.flatMap((l) => {
          const path = counterpart(this.find(scope.versionInfo, l)!);
          return path ? [{ rel: 'alternate', hreflang: l.htmlLang, href: absolute(path) }] : [];
        }));
        const fallback = counterpart(this.find(scope.versionInfo, layout.locales.find((l) => l.isDefault)!)!);
        if (fallback) add.headLinks.push({ rel: 'alternate', hreflang: 'x-default', href: absolute(fallback) });
      }
    }
    const version = scope.versionInfo;
    const latest = this.find(layout.versions.find((v) => v.isLast)!, scope.localeInfo)!;
    if (page.scope && !version.isLast) {
      const there = counterpart(latest);
      if (there) add.canonical = absolute(there);
      if (version.banner !== 'none') {
        const values = { siteTitle: config.title, versionLabel: version.label };
        const first = formatMessage(uiString(version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel', strings), values);
        const [before, after = ''] = formatMessage(uiString('theme.docs.versions.latestVersionSuggestionLabel', strings), { versionLabel: latest.versionInfo.label }).split('{latestVersionLink}');
        add.notice = { text: `${first} ${before}`.trimEnd(), link: { label: uiString('theme.docs.versions.latestVersionLinkLabel', strings), href: there ?? inScope(latest) }, after };
      }
    }
    if (page.scope && version.noIndex) add.noindex = true;
    // Search: the part of the site being read, on its own search page. The built-in backend reads
    // its index (folded for its language); the hosted one filters on its records' facets.
    const pagePath = scope.key ? { pagePath: scope.base + SEARCH.pagePath } : {};
    const hosted = config.search.hosted;
    if (hosted) {
      const tags = ['docusaurus_tag:default', ...[version.name, ...(index.sharing.get(scope.key) ?? [])].map((v) => `docusaurus_tag:docs-default-${v}`)];
      const facetFilters = hosted.facetFilters.map((f) => (typeof f === 'string' && f.startsWith('language:') ? `language:${scope.localeInfo.code}` : [f].flat().some((x) => x.startsWith('docusaurus_tag:')) ? tags : f));
      add.client = { search: { backend: 'hosted', ...hosted, facetFilters, ...pagePath }, ...clientStrings };
    } else if (scope.key) {
      add.client = { search: { backend: 'builtin', indexPath: scope.base + config.search.indexPath, language: searchLanguageCode(scope.localeInfo.htmlLang) ?? config.search.language, ...pagePath }, ...clientStrings };
    } else if (drawn?.length) {
      add.client = clientStrings;
    }
    return add;
  }

  async finish(_ctx: BuildContext, out: Output): Promise<void> {
    if (this.rtl) await out.write(this.rtl.path, this.rtl.css);
  }
}
