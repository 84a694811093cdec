import type { NavbarItem, SidebarItemConfig, SiteConfig } from '../define-config.ts';
import type { NavbarItemType } from '../../renderer/navbar/types.ts';
import type { SitePlugin } from '../define-config.ts';
export interface Secrets {
    codeHostingAppId?: string;
    codeHostingPrivateKey?: string;
    codeHostingInstallationId?: string;
}
export interface ResolvedConfig {
    title: string;
    url: string;
    baseUrl: string;
    product: {
        name: string;
        slug: string;
    };
    /** The provider's pages; each one unset leaves its feature out (no login item without `app`). */
    links: {
        app?: string;
        hub?: string;
        status?: string;
    };
    /** `apiBaseUrl` unset: the schema's servers (or the site's origin) are used; `apiClientId` unset: no keys call. */
    customFields: {
        apiBaseUrl?: string;
        apiClientId?: string;
    };
    sidebars: Record<string, SidebarItemConfig[]>;
    navbar: {
        title: string;
        hideOnScroll: boolean;
        items: NavbarItem[];
    };
    /** The site's own navbar item types (besides the built-ins). */
    navbarItemTypes: NavbarItemType[];
    /** The site's own plugins (after the built-ins). */
    plugins: SitePlugin[];
    tagline: string;
    titleDelimiter: string;
    schema: {
        url?: string;
        vendored: string;
        timeoutMs: number;
    };
    footer: NonNullable<SiteConfig['footer']> | null;
    announcementBar: (Required<Omit<NonNullable<SiteConfig['announcementBar']>, 'backgroundColor' | 'textColor'>> & {
        backgroundColor?: string;
        textColor?: string;
    }) | null;
    colorMode: Required<NonNullable<SiteConfig['colorMode']>>;
    toc: {
        minHeadingLevel: number;
        maxHeadingLevel: number;
    };
    storagePrefix: string;
    sessionCookie: string;
    errorReporting: NonNullable<SiteConfig['errorReporting']> | null;
    tagManager: NonNullable<SiteConfig['tagManager']> | null;
    search: {
        /** The hosted search service, when configured; otherwise the built-in index answers. */
        hosted: {
            appId: string;
            apiKey: string;
            indexName: string;
            hosts: string[];
            shuffle: boolean;
            facetFilters: (string | string[])[];
        } | null;
        /** Where the built-in index is written (site path). */
        indexPath: string;
        /** Write out/search-records.json (the hosted index's records): default, when the hosted service is configured. */
        records: boolean;
        /** The language the built-in index folds words for (a code of renderer/search/language.ts). */
        language: string;
    };
    /** Docs versions (versions.json) as Docusaurus' docs plugin takes its options. */
    docs: {
        lastVersion?: string;
        onlyIncludeVersions?: string[];
        includeCurrentVersion: boolean;
        versions: Record<string, {
            label?: string;
            path?: string;
            banner?: 'none' | 'unreleased' | 'unmaintained';
            noIndex?: boolean;
        }>;
    };
    /** Locales, as Docusaurus' `i18n`. */
    i18n: {
        defaultLocale: string;
        locales: string[];
        localeConfigs: Record<string, {
            label?: string;
            direction?: 'ltr' | 'rtl';
            htmlLang?: string;
            path?: string;
        }>;
    };
    editUrl?: SiteConfig['editUrl'];
    showLastUpdateTime: boolean;
    showLastUpdateAuthor: boolean;
    /** Absolute paths. */
    rootDir: string;
    configFile: string;
    contentDir: string;
    /** `markdown.format` (see SiteConfig). */
    markdownFormat: 'mdx' | 'md' | 'detect';
    /** `markdown.trailingSlash` (see SiteConfig). */
    markdownTrailingSlash?: boolean;
    /** Path prefixes served by something else (`/blog/`), each with a trailing slash. */
    externalPaths: string[];
    outDir: string;
    cacheDir: string;
    /** Values of the `{{token}}` placeholders in content and schema (built-in ones only when their key is set). */
    tokens: Record<string, string>;
    /** Never rendered, logged or written to out/. */
    secrets: Secrets;
}
