// Load docs-site.config.ts (bundled by esbuild so it may be TypeScript),
// apply environment overrides, validate, and fill defaults.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { esbuildError } from './bundle.ts';
import { writeModule } from './cache.ts';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toolRoot } from './paths.ts';
import type { NavbarItem, SidebarItemConfig, SiteConfig } from './define-config.ts';
import { BuildError } from './errors.ts';
import { validatePlugins } from './config-plugins.ts';
import type { Plugin } from './plugin-api.ts';
import { redactText } from './redact.ts';
import { validateLink } from './plugins/docs/category-meta.ts';
import { DEFAULTS, SEARCH } from '../renderer/contract.ts';
import { SEARCH_LANGUAGES, searchLanguageCode } from '../renderer/search/language.ts';
import { BUILTIN_NAVBAR_ITEM_TYPES, navbarItemTypes } from '../renderer/navbar/registry.ts';
import type { NavbarItemType } from '../renderer/navbar/types.ts';

export type { SiteConfig } from './define-config.ts';

export interface Secrets {
  codeHostingAppId?: string;
  codeHostingPrivateKey?: string;
  codeHostingInstallationId?: string;
}

export interface ResolvedConfig extends Required<Pick<SiteConfig, 'title' | 'url' | 'baseUrl' | 'product' | 'links' | 'customFields' | 'sidebars'>> {
  navbar: { title: string; hideOnScroll: boolean; items: NavbarItem[] };
  /** The site's own navbar item types (besides the built-ins). */
  navbarItemTypes: NavbarItemType[];
  /** The site's own plugins (after the built-ins). */
  plugins: Plugin[];
  tagline: string;
  titleDelimiter: string;
  schema: { url?: string; vendored: string; timeoutMs: number };
  footer: NonNullable<SiteConfig['footer']> | null;
  announcementBar: (Required<Omit<NonNullable<SiteConfig['announcementBar']>, 'backgroundColor' | 'textColor'>> & {
    backgroundColor?: string;
    textColor?: string;
  }) | null;
  colorMode: Required<NonNullable<SiteConfig['colorMode']>>;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  storagePrefix: string;
  sessionCookie: string;
  errorReporting: NonNullable<SiteConfig['errorReporting']> | null;
  tagManager: NonNullable<SiteConfig['tagManager']> | null;
  search: {
    /** The hosted search service, when configured; otherwise the built-in index answers. */
    hosted: { appId: string; apiKey: string; indexName: string; hosts: string[]; shuffle: boolean; facetFilters: (string | string[])[] } | null;
    /** Where the built-in index is written (site path). */
    indexPath: string;
    /** Write out/search-records.json (the hosted index's records): default, when the hosted service is configured. */
    records: boolean;
    /** The language the built-in index folds words for (a code of renderer/search/language.ts). */
    language: string;
  };
  editUrl?: SiteConfig['editUrl'];
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** Absolute paths. */
  rootDir: string;
  configFile: string;
  contentDir: string;
  outDir: string;
  cacheDir: string;
  /** Values of the `{{token}}` placeholders in content and schema. */
  tokens: Record<string, string>;
  /** Never rendered, logged or written to out/. */
  secrets: Secrets;
}


/** Bundles and imports the config module; returns its default export. */
async function importConfig(configFile: string, cacheDir: string): Promise<unknown> {
  let result;
  try {
    result = await build({
      entryPoints: [configFile],
      outfile: join(cacheDir, 'config', 'config.mjs'),
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      alias: { 'docs/config': join(toolRoot, 'cli', 'define-config.ts'), 'docs/navbar': join(toolRoot, 'renderer', 'navbar', 'public.ts'), 'docs/plugin': join(toolRoot, 'cli', 'plugin-api.ts') },
      jsx: 'automatic',
      logLevel: 'silent',
    });
  } catch (error) {
    esbuildError(error, process.cwd(), 'Fix the syntax of the config file.');
  }
  // Named by content hash: Node caches modules by URL, and `serve` reloads the config.
  const outFile = writeModule(join(cacheDir, 'config'), 'config', result.outputFiles[0].contents);
  try {
    const mod = await import(pathToFileURL(outFile).href);
    return mod.default;
  } catch (error) {
    throw new BuildError(`The config threw while loading: ${(error as Error).message}`, { file: configFile });
  }
}

class Validator {
  constructor(readonly file: string) {}
  fail(key: string, expected: string, got: unknown): never {
    // A URL's credentials and query values stay out of the message (the value may come from an env variable).
    const shown = got === undefined ? 'nothing' : redactText(JSON.stringify(got) ?? String(got)).slice(0, 80);
    throw new BuildError(`Invalid config: \`${key}\` must be ${expected}, got ${shown}.`, { file: this.file });
  }
  object(v: unknown, key: string): Record<string, unknown> {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(key, 'an object', v);
    return v as Record<string, unknown>;
  }
  string(v: unknown, key: string, opts: { optional?: boolean; pattern?: RegExp; expected?: string } = {}): string | undefined {
    if (v === undefined && opts.optional) return undefined;
    if (typeof v !== 'string' || v.length === 0) this.fail(key, opts.expected ?? 'a non-empty string', v);
    if (opts.pattern && !opts.pattern.test(v)) this.fail(key, opts.expected ?? `a string matching ${opts.pattern}`, v);
    return v;
  }
  url(v: unknown, key: string, optional = false): string | undefined {
    if (v === undefined && optional) return undefined;
    const s = this.string(v, key, { expected: 'an absolute http(s) URL' })!;
    try {
      const u = new URL(s);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
    } catch {
      this.fail(key, 'an absolute http(s) URL', v);
    }
    return s;
  }
  bool(v: unknown, key: string): boolean | undefined {
    if (v === undefined) return undefined;
    if (typeof v !== 'boolean') this.fail(key, 'true or false', v);
    return v;
  }
  oneOf<T extends string>(v: unknown, key: string, values: readonly T[]): T | undefined {
    if (v === undefined) return undefined;
    if (!values.includes(v as T)) this.fail(key, `one of ${values.map((x) => `"${x}"`).join(', ')}`, v);
    return v as T;
  }
  array(v: unknown, key: string): unknown[] {
    if (!Array.isArray(v)) this.fail(key, 'an array', v);
    return v;
  }
  noUnknownKeys(obj: Record<string, unknown>, key: string, allowed: string[]) {
    for (const k of Object.keys(obj)) {
      if (!allowed.includes(k)) {
        throw new BuildError(
          `Invalid config: unknown key \`${key ? key + '.' : ''}${k}\`. Allowed keys: ${allowed.join(', ')}.`,
          { file: this.file },
        );
      }
    }
  }
}

const TOP_KEYS = [
  'title', 'tagline', 'url', 'baseUrl', 'titleDelimiter', 'product', 'links', 'customFields', 'schema', 'navbar',
  'footer', 'announcementBar', 'colorMode', 'sidebars', 'toc', 'storagePrefix', 'sessionCookie', 'errorReporting',
  'tagManager', 'placeholders', 'navbarItemTypes', 'plugins', 'contentDir', 'outDir', 'cacheDir',
  'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'search',
];

/** Environment variables that may override hosts and keys (never secrets in the config file). */
export const ENV_OVERRIDES: Record<string, (c: any, v: string) => void> = {
  DOCS_SITE_URL: (c, v) => (c.url = v),
  DOCS_API_BASE_URL: (c, v) => (c.customFields = { ...c.customFields, apiBaseUrl: v }),
  DOCS_API_CLIENT_ID: (c, v) => (c.customFields = { ...c.customFields, apiClientId: v }),
  DOCS_APP_URL: (c, v) => (c.links = { ...c.links, app: v }),
  DOCS_HUB_URL: (c, v) => (c.links = { ...c.links, hub: v }),
  DOCS_STATUS_URL: (c, v) => (c.links = { ...c.links, status: v }),
  DOCS_SCHEMA_URL: (c, v) => (c.schema = { ...c.schema, url: v }),
  DOCS_SENTRY_DSN: (c, v) => (c.errorReporting = { ...c.errorReporting, dsn: v }),
  DOCS_GTM_CONTAINER_ID: (c, v) => (c.tagManager = { containerId: v }),
  DOCS_SEARCH_APP_ID: (c, v) => (c.search = { ...c.search, appId: v }),
  DOCS_SEARCH_API_KEY: (c, v) => (c.search = { ...c.search, apiKey: v }),
  DOCS_SEARCH_INDEX_NAME: (c, v) => (c.search = { ...c.search, indexName: v }),
};

function validateNavbarItem(v: Validator, types: Map<string, NavbarItemType>, item: unknown, key: string, nested = false): NavbarItem {
  const o = v.object(item, key);
  const type = (o.type as string | undefined) ?? (Array.isArray(o.items) ? 'dropdown' : 'default');
  const definition = types.get(type);
  if (!definition) {
    throw new BuildError(`No navbar item component found for type "${type}".`, { file: v.file }, `\`${key}.type\` must be one of ${[...types.keys()].join(', ')}.`);
  }
  v.oneOf(o.position, `${key}.position`, ['left', 'right']);
  definition.validate?.(o, { fail: v.fail.bind(v), string: v.string.bind(v), url: v.url.bind(v), array: v.array.bind(v), item: (child, k, n) => void validateNavbarItem(v, types, child, k, n) }, key, nested);
  return { ...o, type } as NavbarItem;
}

function validateSidebarItems(v: Validator, items: unknown, key: string): SidebarItemConfig[] {
  return v.array(items, key).map((item, i) => {
    const k = `${key}[${i}]`;
    if (typeof item === 'string') return item;
    const o = v.object(item, k);
    // Other types are plugins' (`api` is the API reference plugin's): the build checks that one provides them.
    const type = v.string(o.type, `${k}.type`, { expected: 'a type: "doc", "link", "category", "autogenerated", or one a plugin provides (such as "api")' });
    if (type === 'doc') v.string(o.id, `${k}.id`);
    if (type === 'link') {
      v.string(o.label, `${k}.label`);
      v.string(o.href, `${k}.href`);
    }
    if (type === 'doc' || type === 'link' || type === 'category') {
      v.string(o.className, `${k}.className`, { optional: true });
      if (o.customProps !== undefined) v.object(o.customProps, `${k}.customProps`);
    }
    if (type === 'category') {
      v.string(o.label, `${k}.label`);
      validateSidebarItems(v, o.items ?? [], `${k}.items`);
      v.bool(o.collapsed, `${k}.collapsed`);
      v.bool(o.collapsible, `${k}.collapsible`);
      if (o.link !== undefined) validateLink(o.link, `${k}.link`, v.fail.bind(v));
    }
    if (type === 'autogenerated') v.string(o.dirName, `${k}.dirName`);
    return o as SidebarItemConfig;
  });
}

/** The hosted search service's filters by default: English, and the docs of the current version. */
export const DEFAULT_SEARCH_FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

function validateSearch(v: Validator, raw: unknown): ResolvedConfig['search'] {
  const s = raw == null ? {} : v.object(raw, 'search');
  v.noUnknownKeys(s, 'search', ['appId', 'apiKey', 'indexName', 'hosts', 'facetFilters', 'records', 'language']);
  const indexPath = SEARCH.indexPath;
  const records = s.records === undefined ? undefined : v.bool(s.records, 'search.records');
  const tag = s.language === undefined ? 'en' : v.string(s.language, 'search.language')!;
  const language = searchLanguageCode(tag);
  if (!language) v.fail('search.language', `a language the built-in search can fold words for (${SEARCH_LANGUAGES.join(', ')})`, s.language);
  const named = (['appId', 'apiKey', 'indexName'] as const).filter((k) => s[k] !== undefined);
  if (named.length === 0) {
    if (s.hosts !== undefined || s.facetFilters !== undefined) v.fail('search.appId', 'set (with search.apiKey and search.indexName) when search.hosts or search.facetFilters is', undefined);
    return { hosted: null, indexPath, records: records ?? false, language: language! };
  }
  for (const k of ['appId', 'apiKey', 'indexName'] as const) {
    if (s[k] === undefined) v.fail(`search.${k}`, `set when ${named.map((n) => `search.${n}`).join(' and ')} ${named.length > 1 ? 'are' : 'is'} (the hosted search service needs an app id, a public search key and an index name)`, undefined);
  }
  const appId = v.string(s.appId, 'search.appId', { pattern: /^[A-Za-z0-9_-]+$/, expected: 'an app id (letters, digits, - and _)' })!;
  const apiKey = v.string(s.apiKey, 'search.apiKey', { pattern: /^[A-Za-z0-9_-]+$/, expected: 'a public search key (letters, digits, - and _)' })!;
  const indexName = v.string(s.indexName, 'search.indexName')!;
  const hosts = s.hosts === undefined
    ? [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)]
    : v.array(s.hosts, 'search.hosts').map((h, i) => v.url(h, `search.hosts[${i}]`)!.replace(/\/+$/, ''));
  if (!hosts.length) v.fail('search.hosts', 'a non-empty array of http(s) URLs', s.hosts);
  const facetFilters = s.facetFilters === undefined ? DEFAULT_SEARCH_FACET_FILTERS : v.array(s.facetFilters, 'search.facetFilters');
  facetFilters.forEach((f, i) => {
    const ok = typeof f === 'string' || (Array.isArray(f) && f.every((x) => typeof x === 'string'));
    if (!ok) v.fail(`search.facetFilters[${i}]`, 'a filter ("facet:value") or an array of filters (any of them)', f);
  });
  return { hosted: { appId, apiKey, indexName, hosts, shuffle: s.hosts === undefined, facetFilters: facetFilters as (string | string[])[] }, indexPath, records: records ?? true, language: language! };
}

export function validateConfig(raw: unknown, configFile: string, env: NodeJS.ProcessEnv = process.env): ResolvedConfig {
  const v = new Validator(configFile);
  const c = { ...v.object(raw, 'default export') } as Record<string, any>;
  for (const [name, apply] of Object.entries(ENV_OVERRIDES)) {
    if (env[name]) apply(c, env[name]!);
  }
  v.noUnknownKeys(c, '', TOP_KEYS);
  const title = v.string(c.title, 'title')!;
  const url = v.url(c.url, 'url')!.replace(/\/+$/, '');
  const baseUrl = v.string(c.baseUrl, 'baseUrl', { pattern: /^\/(.*\/)?$/, expected: 'a path that starts and ends with "/"' })!;
  const product = v.object(c.product, 'product');
  v.string(product.name, 'product.name', { pattern: /^[^<>{}]+$/, expected: 'a name without <, >, { or }' });
  v.string(product.slug, 'product.slug', { pattern: /^[a-z0-9][a-z0-9-]*$/, expected: 'a lowercase slug (a-z, 0-9, -)' });
  const links = v.object(c.links, 'links');
  for (const k of ['app', 'hub', 'status']) v.url(links[k], `links.${k}`);
  const custom = v.object(c.customFields, 'customFields');
  v.url(custom.apiBaseUrl, 'customFields.apiBaseUrl');
  v.string(custom.apiClientId, 'customFields.apiClientId');
  const schema = c.schema === undefined ? {} : v.object(c.schema, 'schema');
  v.url(schema.url, 'schema.url', true);
  v.string(schema.vendored, 'schema.vendored', { optional: true });
  if (schema.timeoutMs !== undefined && !(Number.isInteger(schema.timeoutMs) && (schema.timeoutMs as number) > 0)) v.fail('schema.timeoutMs', 'a positive integer', schema.timeoutMs);

  const navbar = v.object(c.navbar, 'navbar');
  v.string(navbar.title, 'navbar.title');
  v.bool(navbar.hideOnScroll, 'navbar.hideOnScroll');
  const customTypes = c.navbarItemTypes === undefined ? [] : v.array(c.navbarItemTypes, 'navbarItemTypes');
  customTypes.forEach((t, i) => {
    const o = v.object(t, `navbarItemTypes[${i}]`);
    v.string(o.type, `navbarItemTypes[${i}].type`);
    if (typeof o.render !== 'function') v.fail(`navbarItemTypes[${i}].render`, 'a function (item props → React element)', o.render);
    if (BUILTIN_NAVBAR_ITEM_TYPES.some((b) => b.type === o.type)) v.fail(`navbarItemTypes[${i}].type`, 'a name other than the built-in types', o.type);
  });
  const types = navbarItemTypes(customTypes as NavbarItemType[]);
  const navItems = v.array(navbar.items, 'navbar.items').map((it, i) => validateNavbarItem(v, types, it, `navbar.items[${i}]`));

  let footer: ResolvedConfig['footer'] = null;
  if (c.footer != null) {
    const f = v.object(c.footer, 'footer');
    v.oneOf(f.style, 'footer.style', ['light', 'dark']);
    (f.links === undefined ? [] : v.array(f.links, 'footer.links')).forEach((col, i) => {
      const o = v.object(col, `footer.links[${i}]`);
      v.string(o.title, `footer.links[${i}].title`, { expected: 'a column title (the footer is multi-column)' });
      v.array(o.items, `footer.links[${i}].items`).forEach((l, j) => {
        const lo = v.object(l, `footer.links[${i}].items[${j}]`);
        v.string(lo.label, `footer.links[${i}].items[${j}].label`);
        if ((lo.to === undefined) === (lo.href === undefined)) v.fail(`footer.links[${i}].items[${j}]`, 'a link with exactly one of "to" and "href"', lo);
      });
    });
    v.string(f.copyright, 'footer.copyright', { optional: true });
    footer = f as ResolvedConfig['footer'];
  }

  let announcementBar: ResolvedConfig['announcementBar'] = null;
  if (c.announcementBar != null) {
    const a = v.object(c.announcementBar, 'announcementBar');
    v.noUnknownKeys(a, 'announcementBar', ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']);
    announcementBar = {
      id: v.string(a.id, 'announcementBar.id', { optional: true }) ?? 'announcement-bar',
      content: v.string(a.content, 'announcementBar.content')!,
      backgroundColor: v.string(a.backgroundColor, 'announcementBar.backgroundColor', { optional: true }),
      textColor: v.string(a.textColor, 'announcementBar.textColor', { optional: true }),
      isCloseable: v.bool(a.isCloseable, 'announcementBar.isCloseable') ?? true,
    };
  }

  const cm = c.colorMode === undefined ? {} : v.object(c.colorMode, 'colorMode');
  const colorMode = {
    defaultMode: v.oneOf(cm.defaultMode, 'colorMode.defaultMode', ['light', 'dark']) ?? 'light',
    disableSwitch: v.bool(cm.disableSwitch, 'colorMode.disableSwitch') ?? false,
    respectPrefersColorScheme: v.bool(cm.respectPrefersColorScheme, 'colorMode.respectPrefersColorScheme') ?? true,
  };

  const sidebarsRaw = v.object(c.sidebars, 'sidebars');
  const sidebars: Record<string, SidebarItemConfig[]> = {};
  for (const [id, items] of Object.entries(sidebarsRaw)) sidebars[id] = validateSidebarItems(v, items, `sidebars.${id}`);

  const tocRaw = c.toc === undefined ? {} : v.object(c.toc, 'toc');
  const toc = { minHeadingLevel: (tocRaw.minHeadingLevel ?? 2) as number, maxHeadingLevel: (tocRaw.maxHeadingLevel ?? 3) as number };
  for (const k of ['minHeadingLevel', 'maxHeadingLevel'] as const) {
    if (!Number.isInteger(toc[k]) || toc[k] < 2 || toc[k] > 6) v.fail(`toc.${k}`, 'an integer from 2 to 6', toc[k]);
  }
  if (toc.minHeadingLevel > toc.maxHeadingLevel) v.fail('toc.minHeadingLevel', 'at most toc.maxHeadingLevel', toc.minHeadingLevel);

  let errorReporting: ResolvedConfig['errorReporting'] = null;
  if (c.errorReporting != null) {
    const e = v.object(c.errorReporting, 'errorReporting');
    v.url(e.dsn, 'errorReporting.dsn');
    errorReporting = e as ResolvedConfig['errorReporting'];
  }
  let tagManager: ResolvedConfig['tagManager'] = null;
  if (c.tagManager != null) {
    const t = v.object(c.tagManager, 'tagManager');
    v.string(t.containerId, 'tagManager.containerId', { pattern: /^GTM-[A-Z0-9]+$/, expected: 'a container id like "GTM-ABC123"' });
    tagManager = t as ResolvedConfig['tagManager'];
  }

  const search = validateSearch(v, c.search);

  const placeholders: Record<string, string> = {};
  if (c.placeholders != null) {
    for (const [name, value] of Object.entries(v.object(c.placeholders, 'placeholders'))) {
      if (['productName', 'productSlug', 'apiBaseUrl', 'appUrl', 'hubUrl', 'statusUrl', 'siteUrl'].includes(name)) v.fail(`placeholders.${name}`, 'a name other than the built-in placeholders', name);
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) v.fail(`placeholders.${name}`, 'named with letters and digits only (it is written {{name}})', name);
      placeholders[name] = v.string(value, `placeholders.${name}`)!;
    }
  }

  const rootDir = dirname(configFile);
  const contentDir = resolve(rootDir, v.string(c.contentDir, 'contentDir', { optional: true }) ?? 'content');
  if (!existsSync(contentDir)) throw new BuildError(`The content folder ${contentDir} does not exist.`, { file: configFile }, 'Create it or set `contentDir`.');
  const productName = product.name as string;
  const slug = product.slug as string;
  const resolved: ResolvedConfig = {
    title,
    tagline: v.string(c.tagline, 'tagline', { optional: true }) ?? '',
    url,
    baseUrl,
    titleDelimiter: v.string(c.titleDelimiter, 'titleDelimiter', { optional: true }) ?? '|',
    product: { name: productName, slug },
    links: links as ResolvedConfig['links'],
    customFields: { apiBaseUrl: (custom.apiBaseUrl as string).replace(/\/+$/, ''), apiClientId: custom.apiClientId as string },
    schema: {
      url: schema.url as string | undefined,
      vendored: resolve(rootDir, (schema.vendored as string | undefined) ?? 'content/api/openapi.yaml'),
      timeoutMs: (schema.timeoutMs as number | undefined) ?? 5000,
    },
    navbarItemTypes: customTypes as NavbarItemType[],
    plugins: validatePlugins(c.plugins, configFile),
    navbar: { title: navbar.title as string, hideOnScroll: (navbar.hideOnScroll as boolean | undefined) ?? DEFAULTS.hideOnScroll, items: navItems },
    footer,
    announcementBar,
    colorMode,
    sidebars,
    toc,
    storagePrefix: v.string(c.storagePrefix, 'storagePrefix', { optional: true }) ?? `${slug}-docs.`,
    sessionCookie: v.string(c.sessionCookie, 'sessionCookie', { optional: true }) ?? `${slug}_session`,
    errorReporting,
    tagManager,
    search,
    editUrl: typeof c.editUrl === 'function' ? c.editUrl : v.url(c.editUrl, 'editUrl', true),
    showLastUpdateTime: v.bool(c.showLastUpdateTime, 'showLastUpdateTime') ?? false,
    showLastUpdateAuthor: v.bool(c.showLastUpdateAuthor, 'showLastUpdateAuthor') ?? false,
    rootDir,
    configFile,
    contentDir,
    outDir: resolve(rootDir, v.string(c.outDir, 'outDir', { optional: true }) ?? 'out'),
    cacheDir: resolve(rootDir, v.string(c.cacheDir, 'cacheDir', { optional: true }) ?? '.cache'),
    tokens: {
      ...placeholders,
      productName,
      productSlug: slug,
      apiBaseUrl: (custom.apiBaseUrl as string).replace(/\/+$/, ''),
      appUrl: links.app as string,
      hubUrl: links.hub as string,
      statusUrl: links.status as string,
      siteUrl: url,
    },
    secrets: {
      codeHostingAppId: env.DOCS_CODE_HOSTING_APP_ID,
      codeHostingPrivateKey: env.DOCS_CODE_HOSTING_PRIVATE_KEY,
      codeHostingInstallationId: env.DOCS_CODE_HOSTING_INSTALLATION_ID,
    },
  };
  // Secrets must never reach JSON dumps or logs.
  Object.defineProperty(resolved, 'secrets', { enumerable: false });
  return resolved;
}

export async function loadConfig(configFile: string, env: NodeJS.ProcessEnv = process.env): Promise<ResolvedConfig> {
  const file = resolve(configFile);
  if (!existsSync(file)) throw new BuildError(`No config file at ${file}.`, undefined, 'Run from the site folder or pass --config <file>.');
  const raw = await importConfig(file, join(toolRoot, '.cache'));
  return validateConfig(raw, file, env);
}
