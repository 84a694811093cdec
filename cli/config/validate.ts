// Validates the config's default export and fills in the defaults. Only `title`
// and `url` are required; every provider-specific key (login links, the keys
// call's client id, placeholders) is optional, and its feature is left out
// when it is unset. Every problem is listed in one run (see checker.ts).
import { validateDocs, validateI18n } from './scopes.ts';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { NavbarItem, SidebarItemConfig } from '../define-config.ts';
import { DEFAULTS } from '../../renderer/contract.ts';
import { BUILTIN_NAVBAR_ITEM_TYPES, navbarItemTypes } from '../../renderer/navbar/registry.ts';
import type { NavbarItemType } from '../../renderer/navbar/types.ts';
import { Checker } from './checker.ts';
import { applyEnvOverrides } from './env.ts';
import { childKeys, TOP_KEYS } from './keys.ts';
import { fromDocusaurusSidebars, readSidebarsFile } from './sidebars-file.ts';
import { itemsOfType, validateFooter, validateNavbarItem, validateSearch, validateSidebarItems } from './parts.ts';
import { validatePlugins } from '../config-plugins.ts';
import type { ResolvedConfig } from './resolved.ts';

/** Placeholder names the generator defines itself (from the keys of the same meaning). */
const BUILTIN_PLACEHOLDERS = ['productName', 'productSlug', 'apiBaseUrl', 'appUrl', 'hubUrl', 'statusUrl', 'siteUrl'];

/** The schema file looked for next to the config when `schema.vendored` is unset. */
const DEFAULT_SCHEMA_FILES = ['openapi.yaml', 'openapi.yml', 'openapi.json'];

export function slugify(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'docs';
}

/** The product a title names: "Example API" → "Example", "Acme Docs" → "Acme" (pages say "Example API", "Log in to Example"). */
export function productOf(title: string): string {
  const name = title.replace(/([\s-]+(api|apis|docs?|documentation|developers?|reference|guides?|hub|portal))+$/i, '').trim();
  return name || title;
}

/** `guides` → "Guides", `api` → "API reference", `lensMobile` → "Lens mobile". */
export function sidebarLabel(id: string): string {
  if (id === 'api') return 'API reference';
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether the content folder holds a page (a `.md`/`.mdx` file that is not a partial). */
function hasPages(contentDir: string): boolean {
  try {
    return (readdirSync(contentDir, { recursive: true }) as string[]).some((f) => /\.mdx?$/.test(f) && !f.split(/[/\\]/).some((part) => part.startsWith('_') || part === 'node_modules'));
  } catch {
    return false;
  }
}

/** `externalPaths`: site paths (`/blog`), each kept with a trailing slash. */
function externalPaths(v: Checker, raw: unknown): string[] {
  if (raw === undefined) return [];
  return (v.array(raw, 'externalPaths') ?? []).flatMap((p, i) => {
    const path = v.string(p, `externalPaths[${i}]`, { pattern: /^\/[^?#\s]*$/, expected: 'a path of the site starting with "/" (`/blog`)' });
    return path ? [path.endsWith('/') ? path : path + '/'] : [];
  });
}

export function validateConfig(raw: unknown, configFile: string, env: NodeJS.ProcessEnv = process.env, source?: string): ResolvedConfig {
  const v = new Checker(configFile);
  const given = v.object(raw, 'default export');
  if (!given) v.throwIfAny(source);
  const c = applyEnvOverrides({ ...given }, env, v) as Record<string, any>;
  v.knownKeys(c, '', TOP_KEYS);
  const objectOf = (key: string) => {
    const o = v.optionalObject(c[key], key);
    v.knownKeys(o, key, childKeys(key));
    return o;
  };

  const title = v.string(c.title, 'title', { expected: 'the site title (a non-empty string)' }) ?? 'Docs';
  const url = (v.url(c.url, 'url') ?? 'https://docs.example.com').replace(/\/+$/, '');
  const baseUrl = v.string(c.baseUrl, 'baseUrl', {
    optional: true,
    pattern: /^\/(.*\/)?$/,
    expected: 'a path that starts and ends with "/"',
    hint: (s) => `Write it as "/${s.replace(/^\/+|\/+$/g, '')}/".`,
  }) ?? '/';
  const productRaw = objectOf('product');
  const productName = v.string(productRaw.name, 'product.name', { optional: true, pattern: /^[^<>{}]+$/, expected: 'a name without <, >, { or }' }) ?? productOf(title);
  const slug = v.string(productRaw.slug, 'product.slug', { optional: true, pattern: /^[a-z0-9][a-z0-9-]*$/, expected: 'a lowercase slug (a-z, 0-9, -)', hint: (s) => `Try "${slugify(s)}".` }) ?? slugify(productName);

  const linksRaw = objectOf('links');
  const links: ResolvedConfig['links'] = {};
  for (const k of ['app', 'hub', 'status'] as const) {
    const value = v.url(linksRaw[k], `links.${k}`, true);
    if (value) links[k] = value;
  }
  const custom = objectOf('customFields');
  const apiBaseUrl = v.url(custom.apiBaseUrl, 'customFields.apiBaseUrl', true)?.replace(/\/+$/, '');
  const apiClientId = v.string(custom.apiClientId, 'customFields.apiClientId', { optional: true });

  const rootDir = dirname(configFile);
  const schemaRaw = objectOf('schema');
  const schemaUrl = v.url(schemaRaw.url, 'schema.url', true);
  const vendoredName = v.string(schemaRaw.vendored, 'schema.vendored', { optional: true }) ?? DEFAULT_SCHEMA_FILES.find((f) => existsSync(resolve(rootDir, f))) ?? DEFAULT_SCHEMA_FILES[0];
  const vendored = resolve(rootDir, vendoredName);
  const timeoutMs = v.integer(schemaRaw.timeoutMs, 'schema.timeoutMs', 1) ?? 5000;

  const contentDir = resolve(rootDir, v.string(c.contentDir, 'contentDir', { optional: true }) ?? 'content');
  if (!existsSync(contentDir)) {
    v.problems.push({
      key: 'contentDir',
      message: `The content folder ${contentDir} does not exist.`,
      hint: `Create it with a home page (${c.contentDir ?? 'content'}/index.md) and your guides, or set \`contentDir\` to the folder of your Markdown files.`,
    });
  }

  // Sidebars: by default every page of the content folder (when it has any) and the API reference (when there is a schema).
  let sidebars: Record<string, SidebarItemConfig[]>;
  if (c.sidebars === undefined) {
    const withSchema = existsSync(vendored) || schemaUrl !== undefined;
    sidebars = {};
    if (hasPages(contentDir) || !withSchema) sidebars.guides = [{ type: 'autogenerated', dirName: '.' }];
    if (withSchema) sidebars.api = [{ type: 'api' }];
  } else {
    sidebars = {};
    // A Docusaurus sidebars file, named by its path: read as it is.
    const fromFile = typeof c.sidebars === 'string' ? fromDocusaurusSidebars(readSidebarsFile(resolve(rootDir, c.sidebars))) : c.sidebars;
    for (const [id, items] of Object.entries(v.object(fromFile, 'sidebars') ?? {})) sidebars[id] = validateSidebarItems(v, items, `sidebars.${id}`);
  }

  const navbarRaw = objectOf('navbar');
  const customTypes = c.navbarItemTypes === undefined ? [] : (v.array(c.navbarItemTypes, 'navbarItemTypes') ?? []);
  const validTypes = customTypes.filter((t, i) => {
    const o = v.object(t, `navbarItemTypes[${i}]`);
    if (!o) return false;
    const before = v.problems.length;
    v.string(o.type, `navbarItemTypes[${i}].type`);
    if (typeof o.render !== 'function') v.problem(`navbarItemTypes[${i}].render`, 'a function (item props → React element)', o.render);
    if (BUILTIN_NAVBAR_ITEM_TYPES.some((b) => b.type === o.type)) v.problem(`navbarItemTypes[${i}].type`, 'a name other than the built-in types', o.type);
    return v.problems.length === before;
  }) as NavbarItemType[];
  const types = navbarItemTypes(validTypes);
  const defaultItems: NavbarItem[] = [
    ...Object.keys(sidebars).map((id): NavbarItem => ({ type: 'docSidebar', sidebarId: id, label: sidebarLabel(id), position: 'left' })),
    { type: 'search', position: 'right' },
    ...(links.app ? [{ type: 'login', position: 'right' } as NavbarItem] : []),
  ];
  const navItems = navbarRaw.items === undefined
    ? defaultItems
    : (v.array(navbarRaw.items, 'navbar.items') ?? []).flatMap((it, i) => validateNavbarItem(v, types, it, `navbar.items[${i}]`) ?? []);
  if (itemsOfType(navItems, 'login').length && !links.app) {
    v.problem('links.app', 'set when navbar.items has a "login" item (it links to the page visitors sign in on)', undefined, 'Set `links.app`, or remove the login item.');
  }
  const navbar = {
    title: v.string(navbarRaw.title, 'navbar.title', { optional: true }) ?? title,
    hideOnScroll: v.bool(navbarRaw.hideOnScroll, 'navbar.hideOnScroll') ?? DEFAULTS.hideOnScroll,
    items: navItems,
  };

  const footer = validateFooter(v, c.footer);

  let announcementBar: ResolvedConfig['announcementBar'] = null;
  if (c.announcementBar != null) {
    const a = v.object(c.announcementBar, 'announcementBar') ?? {};
    v.knownKeys(a, 'announcementBar', ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']);
    const content = v.string(a.content, 'announcementBar.content');
    announcementBar = content === undefined ? null : {
      id: v.string(a.id, 'announcementBar.id', { optional: true }) ?? 'announcement-bar',
      content,
      backgroundColor: v.string(a.backgroundColor, 'announcementBar.backgroundColor', { optional: true }),
      textColor: v.string(a.textColor, 'announcementBar.textColor', { optional: true }),
      isCloseable: v.bool(a.isCloseable, 'announcementBar.isCloseable') ?? true,
    };
  }

  const cm = objectOf('colorMode');
  const colorMode = {
    defaultMode: v.oneOf(cm.defaultMode, 'colorMode.defaultMode', ['light', 'dark']) ?? 'light',
    disableSwitch: v.bool(cm.disableSwitch, 'colorMode.disableSwitch') ?? false,
    respectPrefersColorScheme: v.bool(cm.respectPrefersColorScheme, 'colorMode.respectPrefersColorScheme') ?? true,
  };

  const tocRaw = objectOf('toc');
  const toc = {
    minHeadingLevel: v.integer(tocRaw.minHeadingLevel, 'toc.minHeadingLevel', 2, 6) ?? 2,
    maxHeadingLevel: v.integer(tocRaw.maxHeadingLevel, 'toc.maxHeadingLevel', 2, 6) ?? 3,
  };
  if (toc.minHeadingLevel > toc.maxHeadingLevel) v.problem('toc.minHeadingLevel', 'at most toc.maxHeadingLevel', toc.minHeadingLevel);

  let errorReporting: ResolvedConfig['errorReporting'] = null;
  if (c.errorReporting != null) {
    const e = objectOf('errorReporting');
    const dsn = v.url(e.dsn, 'errorReporting.dsn');
    const environment = v.string(e.environment, 'errorReporting.environment', { optional: true });
    if (dsn) errorReporting = { dsn, ...(environment ? { environment } : {}) };
  }
  let tagManager: ResolvedConfig['tagManager'] = null;
  if (c.tagManager != null) {
    const t = objectOf('tagManager');
    const containerId = v.string(t.containerId, 'tagManager.containerId', { pattern: /^GTM-[A-Z0-9]+$/, expected: 'a container id like "GTM-ABC123"' });
    if (containerId) tagManager = { containerId };
  }

  const search = validateSearch(v, c.search);
  const docs = validateDocs(v, c.docs);
  const i18n = validateI18n(v, c.i18n);

  const placeholders: Record<string, string> = {};
  for (const [name, value] of Object.entries(v.optionalObject(c.placeholders, 'placeholders'))) {
    if (BUILTIN_PLACEHOLDERS.includes(name)) v.problem(`placeholders.${name}`, 'a name other than the built-in placeholders', name);
    else if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) v.problem(`placeholders.${name}`, 'named with letters and digits only (it is written {{name}})', name);
    else {
      const text = v.string(value, `placeholders.${name}`);
      if (text !== undefined) placeholders[name] = text;
    }
  }

  const editUrl = typeof c.editUrl === 'function' ? c.editUrl : v.url(c.editUrl, 'editUrl', true);
  const resolved: ResolvedConfig = {
    title,
    tagline: v.string(c.tagline, 'tagline', { optional: true }) ?? '',
    url,
    baseUrl,
    titleDelimiter: v.string(c.titleDelimiter, 'titleDelimiter', { optional: true }) ?? '|',
    product: { name: productName, slug },
    links,
    customFields: { ...(apiBaseUrl ? { apiBaseUrl } : {}), ...(apiClientId ? { apiClientId } : {}) },
    schema: { url: schemaUrl, vendored, timeoutMs },
    navbarItemTypes: validTypes,
    plugins: validatePlugins(v, c.plugins),
    navbar,
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
    docs,
    i18n,
    editUrl,
    showLastUpdateTime: v.bool(c.showLastUpdateTime, 'showLastUpdateTime') ?? false,
    showLastUpdateAuthor: v.bool(c.showLastUpdateAuthor, 'showLastUpdateAuthor') ?? false,
    rootDir,
    configFile,
    contentDir,
    markdownFormat: (v.oneOf(objectOf('markdown').format, 'markdown.format', ['mdx', 'md', 'detect']) as 'mdx' | 'md' | 'detect' | undefined) ?? 'mdx',
    externalPaths: externalPaths(v, c.externalPaths),
    ...(c.markdown?.trailingSlash !== undefined ? { markdownTrailingSlash: v.bool(c.markdown.trailingSlash, 'markdown.trailingSlash') } : {}),
    outDir: resolve(rootDir, v.string(c.outDir, 'outDir', { optional: true }) ?? 'out'),
    cacheDir: resolve(rootDir, v.string(c.cacheDir, 'cacheDir', { optional: true }) ?? '.cache'),
    tokens: {
      ...placeholders,
      productName,
      productSlug: slug,
      siteUrl: url,
      ...(apiBaseUrl ? { apiBaseUrl } : {}),
      ...(links.app ? { appUrl: links.app } : {}),
      ...(links.hub ?? links.app ? { hubUrl: (links.hub ?? links.app)! } : {}),
      ...(links.status ? { statusUrl: links.status } : {}),
    },
    secrets: {
      codeHostingAppId: env.DOCS_CODE_HOSTING_APP_ID,
      codeHostingPrivateKey: env.DOCS_CODE_HOSTING_PRIVATE_KEY,
      codeHostingInstallationId: env.DOCS_CODE_HOSTING_INSTALLATION_ID,
    },
  };
  v.throwIfAny(source);
  // Secrets must never reach JSON dumps or logs.
  Object.defineProperty(resolved, 'secrets', { enumerable: false });
  return resolved;
}
