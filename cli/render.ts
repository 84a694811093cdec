// Render stage: model → one HTML document per route, streamed to the sink.
// A page's content is rendered by its kind (from the sections' registry), the
// layout and chrome around it by the server renderer. Results are cached by a
// key of everything a page depends on, so `docs serve` re-renders only what an
// edit touched.
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { ClientAssets } from './bundle.ts';
import type { ResolvedConfig } from './config.ts';
import { BuildError } from './errors.ts';
import { hashOf } from './sink.ts';
import { flattenLinks, neighbourIndex, pathIndex, type PageRecord, type SiteModel } from './model.ts';
import type { LinkSource, PageAdditions, PageKind, ServerModule } from './sections/types.ts';
import type { ClientConfig } from '../renderer/contract.ts';
import { withBase } from '../renderer/url.ts';
import type * as Server from '../renderer/server.tsx';

export interface RenderedPage {
  reused?: false;
  /** Taken from the render cache (the same key was rendered by an earlier serve build), not rendered now. */
  cached: boolean;
  page: PageRecord;
  html: string;
  /** The content's own HTML. */
  contentHtml: string;
  /** Layout and content without the chrome (what the link check scans per page). */
  main: string;
  chrome: string[];
  key: string;
  /** Content hash of `html` (what the output manifest records). */
  hash: string;
  linkSources: LinkSource[];
}

/** A page whose render key matches the previous build's: its file is reused, not rendered. */
export interface ReusedPage {
  reused: true;
  page: PageRecord;
  key: string;
  linkSources: LinkSource[];
}

export interface RenderInput {
  /** Whether the previous build's output for this page and key can stand (no-change rebuilds). */
  reusable?: (page: PageRecord, key: string) => boolean;
  model: SiteModel;
  assets: ClientAssets;
  server: ServerModule;
  kinds: Map<string, PageKind>;
  additions: (page: PageRecord) => PageAdditions;
  devScript?: string;
  /** Identifies the server renderer's code (a page's key changes with it). */
  rendererKey?: string;
  /** serve: kept by the builder between builds, so unchanged sidebars are not rendered again. */
  rendererCache?: Map<string, unknown>;
  /** serve: each page's key and what it was hashed from, by path (an unchanged page's key is not hashed again). */
  keys?: Map<string, { content: string; layout: string; data: string; key: string }>;
  /** Render results by key from the previous build (serve), replaced on every build. */
  cache?: Map<string, { html: string; contentHtml: string; main: string; chrome: string[]; hash: string }>;
}

export function clientConfig(config: ResolvedConfig): ClientConfig {
  return {
    baseUrl: config.baseUrl,
    productName: config.product.name,
    apiBaseUrl: config.customFields.apiBaseUrl,
    apiClientId: config.customFields.apiClientId,
    sessionCookie: config.sessionCookie,
    links: config.links,
    storagePrefix: config.storagePrefix,
    colorMode: config.colorMode,
    announcementId: config.announcementBar?.id ?? null,
    hideOnScroll: config.navbar.hideOnScroll,
    errorReporting: config.errorReporting ? { dsn: config.errorReporting.dsn, environment: config.errorReporting.environment ?? 'production' } : null,
    search: config.search.hosted ? { backend: 'hosted', ...config.search.hosted } : { backend: 'builtin', indexPath: config.search.indexPath },
  };
}

function siteData(input: RenderInput): Server.SiteData {
  const { config } = input.model;
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    url: config.url,
    baseUrl: config.baseUrl,
    productName: config.product.name,
    productSlug: config.product.slug,
    links: config.links,
    navbar: { title: config.navbar.title, hideOnScroll: config.navbar.hideOnScroll, items: config.navbar.items as Server.SiteData['navbar']['items'] },
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebars: input.model.sidebars,
    docRoutes: Object.fromEntries(input.model.pages.map((p) => [p.id, p.path])),
    ...homeLinks(input.model),
    storagePrefix: config.storagePrefix,
    clientConfig: clientConfig(config) as unknown as Record<string, unknown>,
    assets: { css: input.assets.css, js: input.assets.js, favicon: input.assets.favicon },
    tagManager: config.tagManager,
    devScript: input.devScript,
  };
}

/** Front matter the layout shows (Docusaurus keys): title hiding, keywords, Open Graph image, unlisted, tags, edit link, last update. */
function docExtras(page: PageRecord, config: ResolvedConfig): Partial<Server.PageData> {
  const fm = page.frontMatter;
  const meta: NonNullable<Server.PageData['meta']> = [];
  if (fm.keywords?.length) meta.push({ name: 'keywords', content: fm.keywords.join(', ') });
  if (fm.image) {
    const image = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(fm.image) ? fm.image : config.url + withBase(config.baseUrl, fm.image.startsWith('/') ? fm.image : `/${fm.image}`);
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  return {
    ...(meta.length ? { meta } : {}),
    ...(fm.hide_title ? { hideTitle: true } : {}),
    ...(fm.unlisted ? { unlisted: true, noindex: true } : {}),
    ...(page.tags?.length ? { tags: page.tags } : {}),
    ...(page.editUrl ? { editUrl: page.editUrl } : {}),
    ...(page.lastUpdate ? { lastUpdate: page.lastUpdate } : {}),
  };
}

/** Without a page at `/`, the chrome links the first doc of the first sidebar instead (or the first page). */
function homeLinks(model: SiteModel): { homeHref: string; hasHome: boolean } {
  if (model.byPath.has('/')) return { homeHref: '/', hasHome: true };
  const first = Object.values(model.sidebars).map((items) => flattenLinks(items)[0]).find(Boolean);
  return { homeHref: first?.href ?? model.pages[0]?.path ?? '/', hasHome: false };
}

/** Renders every page in model order, handing each to `emit` as soon as it is ready. */
/**
 * What every page's layout is made of, as keys: the chrome and site data all
 * pages share, and each sidebar by id. A page's key takes the shared part and
 * its own sidebar only, so a change to one sidebar (a guide's new title)
 * re-renders the pages showing that sidebar, not every page. The sidebars and
 * doc routes reach other pages only through the navbar, whose HTML is keyed.
 */
function layoutKeys(site: Server.SiteData, renderer: Server.PageRenderer, rendererKey: string) {
  const { sidebars, docRoutes: _routes, ...shared } = site;
  const hash = createHash('sha256').update(JSON.stringify(shared)).update(rendererKey);
  for (const region of ['skip', 'announcement', 'navbar', 'footer']) hash.update('\0').update(renderer.chromeHtml(region));
  const common = hash.digest('hex');
  const bySidebar = new Map<string, string>();
  return (sidebar: string | undefined): string => {
    if (sidebar === undefined) return common; // also what renderPages reports as the shared layout's key
    let key = bySidebar.get(sidebar);
    if (key === undefined) bySidebar.set(sidebar, (key = createHash('sha256').update(common).update(JSON.stringify(sidebars[sidebar] ?? null)).digest('hex')));
    return key;
  };
}

/** Renders every page in model order, handing each to `emit` as soon as it is ready. */
export async function renderPages(
  input: RenderInput,
  emit: (page: RenderedPage | ReusedPage, renderer: Server.PageRenderer) => Promise<void>,
): Promise<{ notFound: Server.RenderedDocument; renderer: Server.PageRenderer; /** Key of what every page shares around its content and sidebar. */ layout: string }> {
  const { server, model } = input;
  const site = siteData(input);
  let renderer: Server.PageRenderer;
  await server.prepareRenderer();
  try {
    renderer = server.createRenderer(site, { navbarItemTypes: model.config.navbarItemTypes, cache: input.rendererCache });
  } catch (error) {
    if (error instanceof server.NavbarRenderError) throw new BuildError(error.message, { file: model.config.configFile });
    throw error;
  }
  // A site's own navbar item types are code in its config: their source is part of the key too.
  const customTypes = JSON.stringify(model.config.navbarItemTypes, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v));
  const layoutKey = layoutKeys(site, renderer, `${input.rendererKey ?? ''}\0${String(server.createRenderer)}\0${customTypes}`);
  const neighbours = neighbourIndex(model);
  const { config } = model;
  const previous = input.cache ? new Map(input.cache) : undefined;
  input.cache?.clear();

  for (const page of model.pages) {
    const kind = input.kinds.get(page.kind);
    if (!kind) throw new BuildError(`No section renders pages of kind "${page.kind}".`, { file: page.sourceFile });
    const nb = neighbours.get(page.path) ?? {};
    const crumbs = page.sidebar ? (pathIndex(model.sidebars[page.sidebar] ?? []).get(page.path) ?? []) : [];
    const fm = page.frontMatter;
    const pageData: Server.PageData = {
      id: page.id,
      path: page.path,
      kind: page.kind,
      title: page.title,
      description: page.description,
      sidebar: page.sidebar,
      headings: page.headings,
      hideToc: fm.hide_table_of_contents ?? false,
      noFooter: fm.no_footer ?? false,
      tocMin: fm.toc_min_heading_level ?? config.toc.minHeadingLevel,
      tocMax: fm.toc_max_heading_level ?? config.toc.maxHeadingLevel,
      titleInContent: page.titleInContent,
      breadcrumbs: crumbs.filter((c) => c.href !== page.path).map((c) => ({ label: c.label, href: c.href ?? '' })),
      previous: nb.previous,
      next: nb.next,
      ...docExtras(page, config),
      ...input.additions(page),
    };
    const content = await kind.content(page, { server, model });
    const layout = layoutKey(page.sidebar);
    const data = JSON.stringify(pageData);
    const known = input.keys?.get(page.path);
    let key: string;
    if (known && known.content === content.key && known.layout === layout && known.data === data) key = known.key;
    else {
      key = createHash('sha256').update(content.key).update(layout).update(data).digest('hex');
      input.keys?.set(page.path, { content: content.key, layout, data, key });
    }
    if (input.reusable?.(page, key)) {
      await emit({ reused: true, page, key, linkSources: content.linkSources }, renderer);
      continue;
    }
    let result = previous?.get(key);
    const cached = result !== undefined;
    if (!result) {
      try {
        const rendered = renderToString(await content.render());
        const contentHtml = content.finalize ? content.finalize(rendered) : rendered;
        if (content.tocFromHtml) pageData.headings = server.tocFromHtml(contentHtml);
        const doc = renderer.renderPage(pageData, contentHtml);
        result = { ...doc, contentHtml, hash: hashOf(doc.html) };
      } catch (error) {
        if (error instanceof BuildError) throw error;
        throw new BuildError(`Rendering failed: ${(error as Error).message}`, { file: page.sourceFile }, 'Check the components and props used on this page.');
      }
    }
    input.cache?.set(key, result);
    await emit({ page, key, linkSources: content.linkSources, cached, ...result }, renderer);
  }
  return { notFound: renderer.renderNotFound(), renderer, layout: layoutKey(undefined) };
}
