// Rendering a page on a worker thread: pages whose content is plain data (an
// API operation's view, read from the model's views file) are rendered here
// while the main thread renders the guides, whose compiled MDX and site
// components live there. The worker imports the same server renderer bundle
// and builds the same layout from the same site data, so the HTML is the
// same as the main thread's.
import { readSync, openSync, closeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type * as Server from '../../renderer/server.tsx';
import type { OperationView } from '../../renderer/api-types.ts';
import { scanHtml, type Scan } from '../check.ts';
import type { ApiMarkdownOptions } from '../plugins/llms/api-markdown.ts';
import { twinView } from '../plugins/llms/twin-view.ts';
import type { RecordPart } from '../plugins/search/records.ts';
import { hashOf } from '../sink.ts';

/**
 * The page's Markdown twin, made here from the view the page renders from (the main thread would
 * read and parse the view again to post it as a job of its own): which view it is, and its options.
 */
export interface TwinRequest {
  as: 'operation' | 'group' | 'info';
  options: ApiMarkdownOptions & { title?: string };
}

/** What the sections ask to be made from an API page's view where it renders (see `Section.offThreadExtras`). */
export interface PageExtras {
  twin?: TwinRequest;
  /** The search parts of an operation's view. */
  searchParts?: boolean;
}

/** A page's content as data: a component of the server renderer and its props (one of them, perhaps, a view read from a file). */
export interface OffThreadContent {
  component: 'OperationPage' | 'GroupPage' | 'ApiInfoPage';
  props: Record<string, unknown>;
  /** A prop held as JSON text in a file (the API model's views file), read and parsed by the worker. */
  fileProp?: { name: string; file: string; offset: number; length: number };
  /** What to make from the prop named `view` as well. */
  extras?: PageExtras;
}

/** What every page of a build shares: sent to a worker once (see WorkerPool contexts). */
export interface RenderContextData {
  serverFile: string;
  site: Server.SiteData;
  /** The inline scripts as the main thread minified them. */
  scripts: [string, string][];
}

export interface RenderedOffThread {
  html: string;
  contentHtml: string;
  main: string;
  chrome: string[];
  hash: string;
  /** The page's ids and links (what the link check scans `main` for), scanned here. */
  scan: Scan;
  /** The twin asked for in `extras`. */
  twin?: string;
  /** The search parts asked for in `extras`. */
  searchParts?: RecordPart[];
}

const renderers = new Map<string, Promise<{ server: typeof Server; renderer: Server.PageRenderer }>>();

function rendererFor(key: string, data: RenderContextData | undefined) {
  let made = renderers.get(key);
  if (!made) {
    if (!data) throw new Error(`No render context ${key} on this thread.`);
    made = (async () => {
      const server = (await import(pathToFileURL(data.serverFile).href)) as typeof Server;
      server.addMinifiedScripts(data.scripts);
      return { server, renderer: server.createRenderer(data.site) };
    })();
    // A build's context replaces the last one's (serve's rebuilds, tests' builds in one process).
    renderers.clear();
    renderers.set(key, made);
  }
  return made;
}

function readJsonAt(ref: NonNullable<OffThreadContent['fileProp']>): unknown {
  const buffer = Buffer.allocUnsafe(ref.length);
  const fd = openSync(ref.file, 'r');
  try {
    for (let done = 0; done < ref.length; ) {
      const n = readSync(fd, buffer, done, ref.length - done, ref.offset + done);
      if (n === 0) throw new Error(`${ref.file} ends early: remove the cache folder and build again.`);
      done += n;
    }
  } finally {
    closeSync(fd);
  }
  return JSON.parse(buffer.toString('utf8'));
}

export async function renderOffThread(context: { key: string; data?: RenderContextData }, page: Server.PageData, content: OffThreadContent): Promise<RenderedOffThread> {
  const { server, renderer } = await rendererFor(context.key, context.data);
  const props = content.fileProp ? { ...content.props, [content.fileProp.name]: readJsonAt(content.fileProp) } : content.props;
  const contentHtml = renderToString(createElement(server[content.component] as never, props as never));
  const doc = renderer.renderPage(page, contentHtml);
  const view = (props as { view?: unknown }).view;
  const twin = content.extras?.twin && view ? await twinOf(content.extras.twin, view) : undefined;
  const searchParts = content.extras?.searchParts && view ? (await import('../plugins/search/records.ts')).operationParts(view as never) : undefined;
  return {
    html: doc.html,
    contentHtml,
    main: doc.main,
    chrome: doc.chrome,
    hash: hashOf(doc.html),
    scan: scanHtml(doc.main),
    ...(twin !== undefined ? { twin } : {}),
    ...(searchParts ? { searchParts } : {}),
  };
}

/** The twin of an API page from its view: the llms section's own job, run here. */
async function twinOf(request: TwinRequest, view: unknown): Promise<string> {
  const { runJob } = await import('./jobs.ts');
  const made = request.as === 'operation' ? twinView(view as OperationView) : view;
  return (await runJob({ type: 'api-markdown', options: request.options, [request.as]: made })) as string;
}
