// The config's `docs` (versions) and `i18n` (locales) keys, named and shaped
// as in Docusaurus (its docs plugin's version options and its `i18n` block),
// so a Docusaurus site's settings carry over. Which versions exist is read
// from versions.json by the versions plugin (cli/plugins/versions/).
import type { Checker } from './checker.ts';
import type { ResolvedConfig } from './resolved.ts';

const BANNERS = ['none', 'unreleased', 'unmaintained'] as const;
const LOCALE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

export function validateDocs(v: Checker, raw: unknown): ResolvedConfig['docs'] {
  const d = v.optionalObject(raw, 'docs');
  v.knownKeys(d, 'docs', ['lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'versions']);
  const lastVersion = v.string(d.lastVersion, 'docs.lastVersion', { optional: true });
  const only = d.onlyIncludeVersions === undefined ? undefined : (v.array(d.onlyIncludeVersions, 'docs.onlyIncludeVersions') ?? []).map((n, i) => v.string(n, `docs.onlyIncludeVersions[${i}]`) ?? '');
  const versions: ResolvedConfig['docs']['versions'] = {};
  for (const [name, value] of Object.entries(v.optionalObject(d.versions, 'docs.versions'))) {
    const key = `docs.versions.${name}`;
    const o = v.object(value, key);
    if (!o) continue;
    v.knownKeys(o, key, ['label', 'path', 'banner', 'noIndex']);
    const label = v.string(o.label, `${key}.label`, { optional: true });
    const path = o.path === undefined ? undefined : typeof o.path === 'string' && /^[^?#\s]*$/.test(o.path) ? o.path.replace(/^\/+|\/+$/g, '') : v.problem(`${key}.path`, 'a path segment (`next`, `1.x`, or "" for the base URL)', o.path);
    const banner = v.oneOf(o.banner, `${key}.banner`, BANNERS);
    const noIndex = v.bool(o.noIndex, `${key}.noIndex`);
    versions[name] = { ...(label ? { label } : {}), ...(path !== undefined ? { path } : {}), ...(banner ? { banner } : {}), ...(noIndex !== undefined ? { noIndex } : {}) };
  }
  return {
    ...(lastVersion ? { lastVersion } : {}),
    ...(only ? { onlyIncludeVersions: only } : {}),
    includeCurrentVersion: v.bool(d.includeCurrentVersion, 'docs.includeCurrentVersion') ?? true,
    versions,
  };
}

export function validateI18n(v: Checker, raw: unknown): ResolvedConfig['i18n'] {
  const o = v.optionalObject(raw, 'i18n');
  v.knownKeys(o, 'i18n', ['defaultLocale', 'locales', 'localeConfigs']);
  const locale = (value: unknown, key: string) => v.string(value, key, { pattern: LOCALE, expected: 'a locale code such as "en", "fr" or "pt-BR"' });
  const defaultLocale = o.defaultLocale === undefined ? 'en' : (locale(o.defaultLocale, 'i18n.defaultLocale') ?? 'en');
  let locales = o.locales === undefined ? [defaultLocale] : (v.array(o.locales, 'i18n.locales') ?? []).map((l, i) => locale(l, `i18n.locales[${i}]`) ?? defaultLocale);
  if (!locales.includes(defaultLocale)) {
    v.problem('i18n.locales', `a list that holds the default locale "${defaultLocale}"`, o.locales, `Add "${defaultLocale}" to i18n.locales.`);
    locales = [defaultLocale, ...locales];
  }
  const localeConfigs: ResolvedConfig['i18n']['localeConfigs'] = {};
  for (const [code, value] of Object.entries(v.optionalObject(o.localeConfigs, 'i18n.localeConfigs'))) {
    const key = `i18n.localeConfigs.${code}`;
    const c = v.object(value, key);
    if (!c) continue;
    v.knownKeys(c, key, ['label', 'direction', 'htmlLang', 'path']);
    const label = v.string(c.label, `${key}.label`, { optional: true });
    const direction = v.oneOf(c.direction, `${key}.direction`, ['ltr', 'rtl'] as const);
    const htmlLang = v.string(c.htmlLang, `${key}.htmlLang`, { optional: true, pattern: LOCALE, expected: 'a BCP 47 language tag such as "fr" or "ar-EG"' });
    const path = v.string(c.path, `${key}.path`, { optional: true, pattern: /^[^/?#\s]+$/, expected: 'a path segment' });
    localeConfigs[code] = { ...(label ? { label } : {}), ...(direction ? { direction } : {}), ...(htmlLang ? { htmlLang } : {}), ...(path ? { path } : {}) };
  }
  return { defaultLocale, locales: [...new Set(locales)], localeConfigs };
}
