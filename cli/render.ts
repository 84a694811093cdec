// Render stage: model → one HTML document per route. Results are cached by a
// key of everything a page depends on, so `docs serve` re-renders only what an
// edit touched.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { ClientAssets } from './bundle.ts';
import { loadServerRenderer } from './bundle.ts';
import type { SourceFile } from './content.ts';
import { BuildError } from './errors.ts';
import type { CompiledMdx, MdxCompiler } from './mdx/compile.ts';
import { neighbourIndex, pathTo, type PageRecord, type SiteModel } from './model.ts';
import type * as Server from '../renderer/server.tsx';

type ServerModule = typeof Server;

export interface RenderedPage {
  page: PageRecord;
  html: string;
  key: string;
  /** Files the page's content came from (page + partials), with the links they contain. */
  linkSources: { file: string; links: { url: string; line: number }[] }[];
}

/** Generated pages (API reference, …) render through these. */
export type GeneratedRenderer = (page: PageRecord, server: ServerModule) => ReactNode;

export interface RenderInput {
  model: SiteModel;
  assets: ClientAssets;
  compiler: MdxCompiler;
  /** Partials by absolute path, loaded on demand. */
  partial: (file: string) => SourceFile | undefined;
  generated: Record<string, GeneratedRenderer>;
  devScript?: string;
  clientConfig: Record<string, unknown>;
}

/** Page HTML by render key, from the previous build (replaced each build, so it never grows). */
let renderCache = new Map<string, string>();

export function siteData(input: RenderInput): Server.SiteData {
  const { config } = input.model;
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    url: config.url,
    baseUrl: config.baseUrl,
    productName: config.product.name,
    productSlug: config.product.slug,
    links: config.links,
    navbar: { title: config.navbar.title, hideOnScroll: config.navbar.hideOnScroll ?? true, items: config.navbar.items as Server.SiteData['navbar']['items'] },
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebars: input.model.sidebars,
    docRoutes: Object.fromEntries(input.model.pages.map((p) => [p.id, p.path])),
    storagePrefix: config.storagePrefix,
    clientConfig: input.clientConfig,
    assets: { css: input.assets.css, js: input.assets.js, favicon: input.assets.favicon },
    tagManager: config.tagManager,
    devScript: input.devScript,
  };
}

export async function renderSite(input: RenderInput): Promise<{ pages: RenderedPage[]; notFound: string }> {
  const server = await loadServerRenderer<ServerModule>();
  const site = siteData(input);
  const chromeKey = createHash('sha256').update(JSON.stringify(site)).update(String(server.createRenderer)).digest('hex');
  let renderer: Server.PageRenderer | undefined;
  const getRenderer = () => {
    try {
      return (renderer ??= server.createRenderer(site));
    } catch (error) {
      if (error instanceof server.NavbarRenderError) throw new BuildError(error.message, { file: input.model.config.configFile });
      throw error;
    }
  };
  const neighbours = neighbourIndex(input.model);
  const { config } = input.model;

  // Partial components, each with its own imports resolved.
  const partialCache = new Map<string, { component: ComponentType<any>; hashes: string[]; linkSources: RenderedPage['linkSources'] }>();
  async function resolveImports(compiled: CompiledMdx, file: string, stack: string[]) {
    const components: Record<string, unknown> = {};
    const hashes: string[] = [];
    const linkSources: RenderedPage['linkSources'] = [];
    for (const imp of compiled.data.imports) {
      const target = resolve(dirname(file), imp.source);
      if (stack.includes(target)) {
        throw new BuildError(`Circular import of ${imp.source}.`, { file, line: imp.line }, 'A partial may not import itself, directly or through other partials.');
      }
      const src = existsSync(target) ? input.partial(target) : undefined;
      if (!src) throw new BuildError(`Cannot find the partial "${imp.source}".`, { file, line: imp.line }, `Expected a file at ${target}.`);
      let loaded = partialCache.get(target);
      if (!loaded) {
        const partialCompiled = await input.compiler.compile(src.body, src.file);
        const inner = await resolveImports(partialCompiled, src.file, [...stack, target]);
        const Content = await input.compiler.component(partialCompiled);
        const innerComponents = inner.components;
        const component = (props: Record<string, unknown>) =>
          createElement(Content, { ...props, components: { ...(props.components as object), ...innerComponents } });
        loaded = {
          component,
          hashes: [partialCompiled.hash, ...inner.hashes],
          linkSources: [{ file: src.file, links: partialCompiled.data.links }, ...inner.linkSources],
        };
        partialCache.set(target, loaded);
      }
      components[imp.name] = loaded.component;
      hashes.push(...loaded.hashes);
      linkSources.push(...loaded.linkSources);
    }
    return { components, hashes, linkSources };
  }

  const pages: RenderedPage[] = [];
  const previousCache = renderCache;
  const nextCache = new Map<string, string>();
  for (const page of input.model.pages) {
    const nb = neighbours.get(page.path) ?? {};
    const crumbs = page.sidebar ? (pathTo(input.model.sidebars[page.sidebar], page.path) ?? []) : [];
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
    };
    let contentKey: string;
    let linkSources: RenderedPage['linkSources'];
    let makeContent: () => Promise<ReactNode>;
    if (page.compiled) {
      const compiled = page.compiled;
      const imports = await resolveImports(compiled, page.sourceFile, [page.sourceFile]);
      contentKey = [compiled.hash, ...imports.hashes].join(',');
      linkSources = [{ file: page.sourceFile, links: compiled.data.links }, ...imports.linkSources];
      makeContent = async () => {
        const Content = await input.compiler.component(compiled);
        const pageDir = dirname(page.sourceFile);
        const components = {
          ...server.mdxComponents({
            baseUrl: config.baseUrl,
            resolveFileLink: (href) => {
              const [file, hash] = href.split('#');
              const route = input.model.routeByFile.get(resolve(pageDir, decodeURIComponent(file)));
              return route && (hash ? `${route}#${hash}` : route);
            },
          }),
          ...imports.components,
        };
        return createElement(Content, { components });
      };
    } else {
      const render = input.generated[page.kind];
      if (!render) throw new Error(`No renderer for generated page kind "${page.kind}"`);
      contentKey = `${page.kind}:${page.contentHash ?? page.id}`;
      linkSources = [{ file: page.sourceFile, links: page.sourceLinks }];
      makeContent = async () => render(page, server);
    }
    const key = createHash('sha256').update(contentKey).update(chromeKey).update(JSON.stringify(pageData)).digest('hex');
    let html = previousCache.get(key);
    if (html === undefined) {
      try {
        html = getRenderer().renderPage(pageData, await makeContent());
      } catch (error) {
        if (error instanceof BuildError) throw error;
        throw new BuildError(`Rendering failed: ${(error as Error).message}`, { file: page.sourceFile }, 'Check the components and props used on this page.');
      }
    }
    nextCache.set(key, html);
    pages.push({ page, html, key, linkSources });
  }
  renderCache = nextCache;
  return { pages, notFound: getRenderer().renderNotFound() };
}
