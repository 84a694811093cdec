// A site's versions and locales, laid out as Docusaurus lays them out:
// versions.json (newest first), versioned_docs/version-<name>/,
// versioned_sidebars/version-<name>-sidebars.json, and translations under
// i18n/<locale>/docusaurus-plugin-content-docs/<current|version-<name>>/.
// Each version in each locale is a scope: a part of the site with its own
// route prefix, sidebars, search index and language. The plugins that make
// pages (docs, api) and the versions plugin read the same layout.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ResolvedConfig } from '../../config.ts';
import { BuildError } from '../../errors.ts';
import type { SiteScope } from '../../plugin-api.ts';
import { closest } from '../../suggest.ts';

export const CURRENT = 'current';

export interface VersionInfo {
  /** `current` (the content folder) or a name of versions.json. */
  name: string;
  label: string;
  /** Route segment, '' for the base URL. */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  noIndex: boolean;
  /** The version at the base URL ("latest"). */
  isLast: boolean;
  /** Its docs in the default locale. */
  docsDir: string;
  /** Its sidebars, when a versioned sidebars file holds them (else the config's). */
  sidebarsFile?: string;
  /** Its own API schema snapshot, when it has one. */
  schemaFile?: string;
}

export interface LocaleInfo {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** Route segment, '' for the default locale. */
  path: string;
  isDefault: boolean;
}

export interface Scope extends SiteScope {
  versionInfo: VersionInfo;
  localeInfo: LocaleInfo;
  /** Folders its docs come from, first match wins: the translation, then the default locale's. */
  dirs: string[];
  /** What its doc ids are prefixed with (`''` at the root, else `<key>/`). */
  idPrefix: string;
}

export interface SiteLayout {
  versions: VersionInfo[];
  locales: LocaleInfo[];
  scopes: Scope[];
  root: Scope;
  /** Files and folders the layout comes from (serve watches them). */
  watch: string[];
}

const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

export const versionsFile = (config: ResolvedConfig) => join(config.rootDir, 'versions.json');
export const versionDocsDir = (config: ResolvedConfig, name: string) => (name === CURRENT ? config.contentDir : join(config.rootDir, 'versioned_docs', `version-${name}`));
export const versionSidebarsFile = (config: ResolvedConfig, name: string) => join(config.rootDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
/** A version's API schema snapshot (`docs version` copies the vendored file, keeping its extension). */
export const versionSchemaFile = (config: ResolvedConfig, name: string) =>
  ['.json', '.yaml', '.yml'].map((ext) => join(config.rootDir, 'versioned_schemas', `version-${name}-openapi${ext}`)).find((f) => existsSync(f)) ?? join(config.rootDir, 'versioned_schemas', `version-${name}-openapi.json`);
/** Where a locale's translated docs of a version live (Docusaurus' folder names). */
export const translatedDocsDir = (config: ResolvedConfig, locale: string, version: string) =>
  join(config.rootDir, 'i18n', locale, 'docusaurus-plugin-content-docs', version === CURRENT ? 'current' : `version-${version}`);
export const codeJsonFile = (config: ResolvedConfig, locale: string) => join(config.rootDir, 'i18n', locale, 'code.json');

/** The names in versions.json, newest first ([] without the file). */
export function readVersionNames(config: ResolvedConfig): string[] {
  const file = versionsFile(config);
  if (!existsSync(file)) return [];
  let names: unknown;
  try {
    names = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BuildError(`versions.json is not valid JSON: ${(error as Error).message}`, { file }, 'It lists the released versions, newest first: `["2.0", "1.0"]`.');
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string' && /^[^/\\?#\s]+$/.test(n) && n !== CURRENT)) {
    throw new BuildError('versions.json must be a list of version names (no slashes or spaces, not "current").', { file }, 'For example `["2.0", "1.0"]`, newest first.');
  }
  return names as string[];
}

/** Memoised per config: every plugin of a build reads the same layout. */
const layouts = new WeakMap<ResolvedConfig, SiteLayout | null>();

/** The site's scopes; undefined for a site of one version and one locale (laid out as before). */
export function siteLayout(config: ResolvedConfig): SiteLayout | undefined {
  let layout = layouts.get(config);
  if (layout === undefined) layouts.set(config, (layout = makeLayout(config) ?? null));
  return layout ?? undefined;
}

function makeLayout(config: ResolvedConfig): SiteLayout | undefined {
  const released = readVersionNames(config);
  const { docs, i18n } = config;
  if (!released.length && i18n.locales.length === 1) return undefined;
  const all = [CURRENT, ...released];
  const unknown = (name: string, key: string) => {
    if (all.includes(name)) return;
    const near = closest(name, all, 1);
    throw new BuildError(`\`${key}\` names the version "${name}", which versions.json does not list.`, { file: config.configFile }, `The versions are ${all.map((n) => `"${n}"`).join(', ')}${near.length ? `; did you mean "${near[0]}"?` : '.'}`);
  };
  for (const name of docs.onlyIncludeVersions ?? []) unknown(name, 'docs.onlyIncludeVersions');
  for (const name of Object.keys(docs.versions)) unknown(name, `docs.versions.${name}`);
  if (docs.lastVersion) unknown(docs.lastVersion, 'docs.lastVersion');
  const included = all.filter((n) => (n !== CURRENT || docs.includeCurrentVersion) && (!docs.onlyIncludeVersions || docs.onlyIncludeVersions.includes(n)));
  if (!included.length) throw new BuildError('No docs version is left to build.', { file: config.configFile }, 'Check `docs.onlyIncludeVersions` and `docs.includeCurrentVersion`.');
  const last = docs.lastVersion ?? released.find((n) => included.includes(n)) ?? included[0];
  if (!included.includes(last)) throw new BuildError(`\`docs.lastVersion\` is "${last}", which is left out of the build.`, { file: config.configFile }, 'Include it in `docs.onlyIncludeVersions`.');
  const order = all.indexOf(last);
  const versions = included.map((name): VersionInfo => {
    const options = docs.versions[name] ?? {};
    const docsDir = versionDocsDir(config, name);
    if (!statSync(docsDir, { throwIfNoEntry: false })?.isDirectory()) {
      throw new BuildError(`versions.json lists "${name}", but its docs folder ${relative(config.rootDir, docsDir)}/ is missing.`, { file: versionsFile(config) }, `Snapshot the docs with \`docs version ${name}\`, or remove "${name}" from versions.json.`);
    }
    const isLast = name === last;
    const sidebars = versionSidebarsFile(config, name);
    const schema = versionSchemaFile(config, name);
    return {
      name,
      label: options.label ?? (name === CURRENT ? 'Next' : name),
      path: options.path ?? (isLast ? '' : name === CURRENT ? 'next' : name),
      // Docusaurus' defaults: newer than the last version is unreleased, older is unmaintained.
      banner: options.banner ?? (isLast ? 'none' : all.indexOf(name) < order ? 'unreleased' : 'unmaintained'),
      noIndex: options.noIndex ?? false,
      isLast,
      docsDir,
      ...(name !== CURRENT && existsSync(sidebars) ? { sidebarsFile: sidebars } : {}),
      ...(name !== CURRENT && existsSync(schema) ? { schemaFile: schema } : {}),
    };
  });
  const locales = i18n.locales.map((code): LocaleInfo => {
    const options = i18n.localeConfigs[code] ?? {};
    const isDefault = code === i18n.defaultLocale;
    return {
      code,
      label: options.label ?? languageName(code),
      direction: options.direction ?? (RTL.has(code.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr'),
      htmlLang: options.htmlLang ?? code,
      path: isDefault ? '' : (options.path ?? code),
      isDefault,
    };
  });
  const scopes: Scope[] = [];
  for (const localeInfo of locales) {
    for (const versionInfo of versions) {
      const base = [localeInfo.path, versionInfo.path].filter(Boolean).map((p) => `/${p}`).join('');
      const key = base.slice(1);
      const dirs = localeInfo.isDefault ? [versionInfo.docsDir] : [translatedDocsDir(config, localeInfo.code, versionInfo.name), versionInfo.docsDir];
      scopes.push({ key, base, lang: localeInfo.htmlLang, dir: localeInfo.direction, version: versionInfo.name, locale: localeInfo.code, ...(versionInfo.noIndex ? { noIndex: true } : {}), versionInfo, localeInfo, dirs, idPrefix: key ? `${key}/` : '' });
    }
  }
  const clash = scopes.find((s, i) => scopes.findIndex((o) => o.key === s.key) !== i);
  if (clash) throw new BuildError(`Two versions or locales are served at the same path "${clash.base || '/'}".`, { file: config.configFile }, 'Give one of them another `path` (docs.versions.<name>.path or i18n.localeConfigs.<locale>.path).');
  const root = scopes.find((s) => s.key === '')!;
  if (!root) throw new BuildError('No version is served at the base URL.', { file: config.configFile }, 'Leave `path` unset for the last version (or set it to "").');
  const watch = [versionsFile(config), join(config.rootDir, 'versioned_docs'), join(config.rootDir, 'versioned_sidebars'), join(config.rootDir, 'versioned_schemas'), join(config.rootDir, 'i18n')];
  return { versions, locales, scopes, root, watch };
}

/** A language's own name ("Français"), capitalised; the code when the runtime knows none. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // an unknown code: shown as it is
  }
  return code;
}

/** A locale's UI strings from its code.json (`{ id: { message } }`, as Docusaurus writes it); {} without the file. */
export function readCodeJson(config: ResolvedConfig, locale: string): Record<string, string> {
  const file = codeJsonFile(config, locale);
  if (!existsSync(file)) return {};
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BuildError(`code.json is not valid JSON: ${(error as Error).message}`, { file }, `\`docs write-translations --locale ${locale}\` writes a valid one.`);
  }
  const strings: Record<string, string> = {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new BuildError('code.json must be an object of messages by id.', { file }, '`{ "theme.NotFound.title": { "message": "…" } }`.');
  for (const [id, entry] of Object.entries(data)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown })?.message;
    if (typeof message === 'string') strings[id] = message;
  }
  return strings;
}
