// The one contract between the build and the browser: element ids, data
// attributes and the typed client config. Both sides import these names, so
// a rename cannot silently break the other side.

/** Element ids the server renders and the client looks up. */
export const DOM_ID = {
  /** The page's `<main>`; also the skip link's target. */
  main: '__docs_main',
  /** Wraps sidebar and main; client navigation swaps its contents. */
  wrapper: '__docs_wrapper',
  /** `<script type="application/json">` holding the ClientConfig. */
  config: '__docs_config',
  /** `docs serve`'s build-error overlay. */
  buildError: '__docs_build_error',
  /** The home page's wrong-base-URL banner. */
  baseUrlBanner: '__docs-base-url-issue-banner-container',
} as const;

/** Data attributes shared by server markup and client modules. */
export const DATA = {
  /** On the wrapper: the page kind (`doc`, `api-operation`, `not-found`, …). */
  kind: 'data-kind',
  /** On the doc sidebar `<aside>`: the sidebar id. */
  sidebar: 'data-sidebar',
  /** An island: the name of the component that takes the element over. */
  island: 'data-island',
  islandProps: 'data-island-props',
} as const;

/** Public runtime settings serialised into every page (never secrets). */
export interface ClientConfig {
  baseUrl: string;
  productName: string;
  /** Unset: the console sends requests to the schema's servers. */
  apiBaseUrl?: string;
  /** Unset: no keys call (the login item is a plain link). */
  apiClientId?: string;
  sessionCookie: string;
  links: { app?: string; hub?: string; status?: string };
  storagePrefix: string;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementId: string | null;
  hideOnScroll: boolean;
  errorReporting: { dsn: string; environment: string } | null;
  /** Which search backend answers, and how to reach it (renderer/search/types.ts). */
  search: SearchClientConfig;
  /** The page's locale's translations of the UI strings client code draws (search modal, console): id → text. */
  strings?: Record<string, string>;
}

/** The built-in index (written by the build under `indexPath`), or the hosted search service. */
export type SearchClientConfig = (
  | { backend: 'builtin'; indexPath: string; language: string }
  | { backend: 'hosted'; appId: string; apiKey: string; indexName: string; hosts: string[]; shuffle: boolean; facetFilters: (string | string[])[] }
) & {
  /** The search page of the part of the site being read (`/fr/search/`); unset: `SEARCH.pagePath`. */
  pagePath?: string;
};

/** Search constants both sides agree on (product spec §5 and §9). */
export const SEARCH = {
  pagePath: '/search/',
  /** Where the built-in index is written, under the site root. */
  indexPath: '/search-index/',
  maxQueryLength: 64,
  hitsPerPage: 20,
  hitsPerGroup: 10,
  hitsPerGroupNarrow: 5,
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  /** A search still running after this long is `stalled` (the modal's spinner). */
  stallMs: 300,
  timeouts: { connectMs: 1000, readMs: 2000, writeMs: 30000 },
  /** The element the modal opens from (the navbar search box). */
  buttonAttr: 'data-search-button',
} as const;
export const SEARCH_PAGE_PATH = SEARCH.pagePath;

/** Defaults both sides agree on. */
export const DEFAULTS = {
  hideOnScroll: true,
} as const;

/**
 * Where a page's own content goes in the layout: the layout is rendered with
 * this element in the content's place, and the content's HTML (rendered on
 * its own, so sections can reuse it) is put there.
 */
export const CONTENT_SLOT_TAG = 'docs-content';
export const CONTENT_SLOT = `<${CONTENT_SLOT_TAG}></${CONTENT_SLOT_TAG}>`;

/** A header button that copies the text at a URL (the page's Markdown twin). */
export const COPY_FROM_ATTR = 'data-copy-from';

/** Marks a reference to a file next to the content in compiled MDX; the build puts the file's hashed URL in its place. */
export const ASSET_MARK = 'docs-asset:';

/** A sidebar with more links than this is trimmed on each page to its branch (the rest loads on demand). */
export const SIDEBAR_TRIM_LINKS = 100;

/** On the not-found page: the list its script fills with the pages closest to the address asked for; its value is the route manifest's URL. */
export const NOT_FOUND_ROUTES_ATTR = 'data-not-found-routes';
