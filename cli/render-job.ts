// Rendering a page whose content is made from data (an API operation's view):
// the content job of its kind, then the layout around it, on whichever thread
// the pool runs it — a worker thread while the main thread renders the guides,
// or the main thread itself. One path either way: the worker imports the same
// server renderer bundle and builds the same layout from the same site data.
import { pathToFileURL } from 'node:url';
import type * as Server from '../renderer/server.tsx';
import { scanHtml, type Scan } from './check.ts';
import type { JobRef, Rendered } from './plugin-api.ts';
import { hashOf } from './sink.ts';
import type { JobEnv } from './workers/run.ts';

/** What every page of a build shares: sent to a worker once (see JobContext). */
export interface RenderContext {
  serverFile: string;
  site: Server.SiteData;
  /** The inline scripts as the main thread minified them. */
  scripts: [string, string][];
  /** On the main thread only: the renderer the build made (a site's own navbar item types are code, which no worker has). */
  live?: { server: typeof Server; renderer: Server.PageRenderer };
}

export interface RenderPageInput {
  page: Server.PageData;
  content: { ref: JobRef; input: unknown };
}

export interface RenderedPageData extends Rendered {
  html: string;
  main: string;
  chrome: string[];
  hash: string;
  /** The page's ids and links (what the link check scans `main` for). */
  scan: Scan;
}

const made = new WeakMap<RenderContext, Promise<{ server: typeof Server; renderer: Server.PageRenderer }>>();

/** The server renderer module and the page renderer of a build's context, made once per context on this thread. */
export function rendererOf(context: RenderContext): Promise<{ server: typeof Server; renderer: Server.PageRenderer }> {
  if (context.live) return Promise.resolve(context.live);
  let hit = made.get(context);
  if (!hit) {
    hit = (async () => {
      const server = (await import(pathToFileURL(context.serverFile).href)) as typeof Server;
      server.addMinifiedScripts(context.scripts);
      return { server, renderer: server.createRenderer(context.site) };
    })();
    made.set(context, hit);
  }
  return hit;
}

/** The server renderer module a content job renders with (`env.context` is the build's render context). */
export async function serverOf(env: JobEnv): Promise<typeof Server> {
  return (await rendererOf(env.context as RenderContext)).server;
}

/** The job: content, layout, hash and link scan of one page. */
export async function renderPage(input: RenderPageInput, env: JobEnv): Promise<RenderedPageData> {
  const { renderer } = await rendererOf(env.context as RenderContext);
  const rendered = (await env.run(input.content.ref, input.content.input)) as Rendered;
  const doc = renderer.renderPage(input.page, rendered.contentHtml);
  return { ...rendered, html: doc.html, main: doc.main, chrome: doc.chrome, hash: hashOf(doc.html), scan: scanHtml(doc.main) };
}
