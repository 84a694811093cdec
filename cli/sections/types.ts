// The seam every kind of page plugs into. The build knows stages, not content
// kinds: each section (MDX guides, the API reference, the llms files, …)
// contributes page records and sidebar items, renders its own page kinds, may
// see every page as it is written and may emit extra files.
import type { ReactNode } from 'react';
import type { CacheRoot } from '../cache.ts';
import type { ResolvedConfig } from '../config.ts';
import type { PageRecord, SidebarItem, SiteModel } from '../model.ts';
import type { OutputSink } from '../sink.ts';
import type * as Server from '../../renderer/server.tsx';

export type ServerModule = typeof Server;

export interface BuildContext {
  config: ResolvedConfig;
  offline: boolean;
  strictSchema: boolean;
  /** Include pages whose front matter says `draft: true`. */
  drafts: boolean;
  log: (message: string) => void;
  /** The builder's cache root: a section keeps its caches in its own area. */
  cache: CacheRoot;
}

/** Where a page's links were written, so a broken one is blamed on its line. */
export interface LinkSource {
  file: string;
  links: { url: string; line: number }[];
}

export interface PageContent {
  /** Render-cache key of the content: the same key gives the same HTML. */
  key: string;
  linkSources: LinkSource[];
  render: () => ReactNode | Promise<ReactNode>;
  /** The table of contents comes from the rendered content (its parts bring headings the page record lacks). */
  tocFromHtml?: boolean;
  /** Adjusts the rendered content HTML (e.g. puts hashed asset URLs in place). */
  finalize?: (html: string) => string;
}

/** How one kind of page (`doc`, `api-operation`, …) is rendered. */
export interface PageKind {
  content(page: PageRecord, env: { server: ServerModule; model: SiteModel }): Promise<PageContent>;
}

export interface SectionContribution {
  pages: PageRecord[];
  /** Sidebar item types this section expands: `{ api: [...] }` answers `{ type: 'api' }` in a sidebar. */
  sidebarItems?: Record<string, SidebarItem[]>;
  /** Renderers of the page kinds this section's records use. */
  kinds?: Record<string, PageKind>;
  /** Data other sections may read from `model.sectionData` (e.g. the API model). */
  data?: unknown;
}

/** What a section may add to every page: `<head>` links and header actions. */
export interface PageAdditions {
  headLinks?: { rel: string; type?: string; href: string; title?: string }[];
  /** Buttons in the page header; `copyFrom` copies that URL's text to the clipboard. */
  actions?: { label: string; copyFrom: string; title?: string }[];
}

export interface WrittenPage {
  page: PageRecord;
  /** Render key: the same key means the same page (content, layout and data). */
  key: string;
  /** The page was not rendered: the previous build's file, with this key, stands (no HTML here). */
  reused: boolean;
  /** The page content's own HTML (without layout, navbar, sidebar or footer); absent when reused. */
  contentHtml?: string;
  /** The complete document; absent when reused. */
  html?: string;
}

export interface Section {
  readonly name: string;
  /** Sections load concurrently (MDX compiles while the schema lints). */
  load?(ctx: BuildContext): Promise<SectionContribution>;
  /** Additions to one page, asked before it renders (part of its cache key). */
  pageAdditions?(page: PageRecord, model: SiteModel): PageAdditions | undefined;
  /** The model is built and rendering starts: a section may start background work here (not while sections load). */
  rendering?(ctx: BuildContext): void;
  /** Whether `pageWritten` needs this page's HTML (then an unchanged page is rendered again, not reused). */
  needsContent?(page: PageRecord, key: string): boolean;
  /** Sees every page as it streams to the output. */
  pageWritten?(page: WrittenPage, out: OutputSink, model: SiteModel): void | Promise<void>;
  /** Inputs read by the last build that changed since (serve re-checks after each rebuild). */
  staleSources?(): string[];
  /** Extra files once every page is written; they are link-checked like the rest. */
  finish?(ctx: BuildContext, out: OutputSink, model: SiteModel): void | Promise<void>;
}
