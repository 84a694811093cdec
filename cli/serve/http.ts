// serve's HTTP part: the site in out/ served the way a production static host
// serves it (clean URLs, .html normalised, 404.html with status 404, text
// gzipped), the live-reload event stream, and the failed-build page.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FilesInProgress } from '../files-in-progress.ts';
import type { Manifest } from '../sink.ts';
import { guardRequests, hardenServer, type GuardOptions } from './guard.ts';
import { encodeLocation } from './location.ts';
import { DATA } from '../../renderer/contract.ts';
import { escapeHtml } from '../../renderer/html.ts';

/** Content types by extension (the test static server uses them too). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // The search index's chunks: sent as they are (the browser decompresses them itself).
  '.gz': 'application/gzip',
};

export const EVENTS_PATH = '/__docs/events';

/** Maps a request path to a file of the site, or a redirect, the way static hosts do. */
export function resolveRequest(files: { has(path: string): boolean }, baseUrl: string, rawPath: string):
  | { kind: 'file'; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0')) return { kind: 'forbidden' };
  // Anything that climbs out of the output folder is refused outright.
  const segments = decoded.split(/[\\/]/);
  if (segments.includes('..')) return { kind: 'forbidden' };
  const normalized = posix.normalize(decoded);
  const base = baseUrl.replace(/\/$/, '');
  if (base && normalized !== base && !normalized.startsWith(base + '/')) return { kind: 'not-found' };
  if (base && normalized === base) return { kind: 'redirect', location: encodeLocation(base + '/') };
  const rel = normalized.slice(base.length).replace(/^\/+/, '');
  const withBase = (p: string) => encodeLocation(`${base}/${p}`);
  if (rel === '' ) return files.has('index.html') ? { kind: 'file', path: 'index.html' } : { kind: 'not-found' };
  if (rel.endsWith('/')) {
    return files.has(rel + 'index.html') ? { kind: 'file', path: rel + 'index.html' } : { kind: 'not-found' };
  }
  if (rel === 'index.html') return { kind: 'redirect', location: withBase('') };
  if (rel.endsWith('/index.html')) {
    return files.has(rel) ? { kind: 'redirect', location: withBase(rel.slice(0, -'index.html'.length)) } : { kind: 'not-found' };
  }
  if (rel.endsWith('.html') && rel !== '404.html' && files.has(rel.slice(0, -5) + '/index.html')) {
    return { kind: 'redirect', location: withBase(rel.slice(0, -5) + '/') };
  }
  if (files.has(rel)) return { kind: 'file', path: rel };
  if (files.has(rel + '/index.html')) return { kind: 'redirect', location: withBase(rel + '/') };
  return { kind: 'not-found' };
}

/**
 * What a rebuild changed, as the live-reload event says it: the URL paths of
 * the files written or removed (a page by its route). A tab reloads when its
 * page, or a file it loaded, is among them, or when it shows the error overlay.
 */
export function reloadEvent(changed: readonly string[] | undefined, baseUrl: string, sameLayout = false): { paths?: string[]; notFound?: string; inPlace?: boolean } {
  if (!changed) return {}; // out/ was made anew: every tab reloads
  const base = baseUrl.replace(/\/$/, '');
  const paths = changed.map((file) => `${base}/${file === 'index.html' ? '' : file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file}`);
  return {
    paths,
    // A tab showing the not-found page (at any unknown path) reloads when 404.html changed.
    ...(changed.includes('404.html') ? { notFound: `[${DATA.kind}="not-found"]` } : {}),
    // Only the pages' own content, head and sidebar changed: a tab may take its page in place.
    ...(sameLayout ? { inPlace: true } : {}),
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const DOCUMENT_END = Buffer.from('</body></html>');

/** A page as rendered (it ends as the document template ends it) with `script` at the end of its body; any other file as it is. */
export function withDevScript(body: Buffer, script: string): Buffer {
  if (!body.subarray(-DOCUMENT_END.length).equals(DOCUMENT_END)) return body;
  return Buffer.concat([body.subarray(0, -DOCUMENT_END.length), Buffer.from(script), DOCUMENT_END]);
}

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** The route of a page a request asks for (`/guides/intro/` under the base URL), if it may be one. */
function routeOf(raw: string, baseUrl: string): string | undefined {
  const path = safeDecode(raw);
  const base = baseUrl.replace(/\/$/, '');
  if (!path.startsWith(base + '/')) return undefined;
  const route = path.slice(base.length).replace(/(\/index)?\.html$/, '/');
  return route.endsWith('/') ? route : route + '/';
}

/** Gzipped bodies, kept while the file's content hash stays the same. */
const gzipCache = new Map<string, { hash: string; gz: Buffer }>();
function compressed(path: string, hash: string, source: Uint8Array): Buffer {
  const hit = gzipCache.get(path);
  if (hit && hit.hash === hash) return hit.gz;
  const gz = gzipSync(source, { level: 6 });
  gzipCache.set(path, { hash, gz });
  return gz;
}

/** The site as the last good build left it (undefined before one succeeded). */
export interface ServedSite {
  files: Manifest;
  baseUrl: string;
  outDir: string;
}

/** The HTTP server, the open tabs' event streams and what it tells them. */
export class SiteServer {
  readonly server: Server;
  /** Open pages' event streams, each with the URL path of the page that opened it (from its Referer). */
  private readonly clients = new Map<ServerResponse, string | undefined>();
  site?: ServedSite;
  /** The last build's error, shown by every tab until a build succeeds. */
  error?: string;
  /** The first build's files as it makes them (until it ends). */
  get building(): FilesInProgress | undefined {
    return this.files;
  }
  set building(files: FilesInProgress | undefined) {
    this.files = files;
    if (files) {
      this.filesComing.resolve();
      this.filesComing = signal();
    }
  }
  private files?: FilesInProgress;
  /** Resolves when a first build has files to answer from. */
  private filesComing = signal();
  /** The first builds, until one has ended (a request before then waits). */
  starting?: Promise<void>;
  private readonly log: (message: string) => void;

  constructor(
    private readonly devScript: string,
    /** A page (not an asset) was served: a tab that reloads fetches its page. */
    private readonly onPage: () => void,
    /** Which Host names it answers (DNS rebinding), and where it tells what went wrong with a request. */
    guard: GuardOptions,
  ) {
    this.log = guard.log;
    // Any web page can make a browser send requests here: no request may end the process.
    this.server = createServer(guardRequests((req, res) => this.handle(req, res), guard));
    hardenServer(this.server);
  }

  send(event: string, data: unknown): void {
    for (const res of this.clients.keys()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** How many open tabs reload on `event` (the server's estimate: it does not know what a page loaded). */
  reloading(event: { paths?: string[] }): number {
    let n = 0;
    for (const page of this.clients.values()) if (this.reloads(event, page)) n++;
    return n;
  }

  private reloads(event: { paths?: string[] }, pagePath: string | undefined): boolean {
    if (!event.paths || pagePath === undefined) return true;
    const paths = new Set(event.paths);
    if (paths.has(pagePath) || paths.has(safeDecode(pagePath))) return true;
    if (event.paths.some((p) => !/(\/|\.html|\.md)$/.test(p))) return true; // an image or other file a page may show
    const site = this.site;
    return site !== undefined && resolveRequest(site.files, site.baseUrl, pagePath).kind === 'not-found' && paths.has(`${site.baseUrl.replace(/\/$/, '')}/404.html`);
  }

  close(done: () => void): void {
    for (const res of this.clients.keys()) res.end();
    this.server.close(done);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === EVENTS_PATH) return this.events(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const site = this.site;
    if (!site && !this.building && this.starting) {
      // Before the first build has files to answer from (or between its attempts).
      const starting = this.starting;
      void Promise.race([starting, this.filesComing.promise]).then(() => (this.starting === starting && !this.site && !this.building ? this.failedPage(res) : this.handle(req, res)));
      return;
    }
    if (!site && this.building) {
      void this.early(req, res, this.building).catch((error) => {
        if (!res.headersSent) res.writeHead(500).end();
        this.log(`A request failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      return;
    }
    if (!site) return this.failedPage(res);
    // The raw path, not url.pathname: URL parsing would already have resolved `..` segments.
    const found = resolveRequest(site.files, site.baseUrl, (req.url ?? '/').split(/[?#]/)[0]);
    if (found.kind === 'redirect' || found.kind === 'forbidden') return this.refuse(res, found, url.search);
    const path = found.kind === 'file' ? found.path : '404.html';
    const hash = site.files.get(path);
    let body: Buffer | undefined;
    try {
      body = hash === undefined ? undefined : readFileSync(join(site.outDir, path));
    } catch {
      body = undefined; // removed between the build and this request
    }
    this.reply(req, res, found.kind === 'file' ? 200 : 404, path, hash, body);
  }

  /** A redirect, or a path that leaves the site. */
  private refuse(res: ServerResponse, found: { kind: 'redirect'; location: string } | { kind: 'forbidden' }, search: string): void {
    if (found.kind === 'redirect') res.writeHead(301, { location: found.location + search }).end();
    else res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: the path leaves the site folder.');
  }

  private failedPage(res: ServerResponse): void {
    res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!DOCTYPE html><title>Build failed</title><h1>Build failed</h1><pre>${escapeHtml(this.error ?? '')}</pre>${this.devScript}`);
  }

  /**
   * A request while the first build runs: answered with this build's file as soon as the build has
   * it (a page the last build left unchanged at once, others as they are written); anything the
   * build has not made yet (or a path it may not have at all) waits for it.
   */
  private async early(req: IncomingMessage, res: ServerResponse, building: FilesInProgress): Promise<void> {
    const raw = (req.url ?? '/').split(/[?#]/)[0];
    const route = routeOf(raw, building.baseUrl);
    const release = route ? building.want(route) : undefined;
    try {
      await this.earlyAnswer(req, res, building, raw);
    } finally {
      release?.();
    }
  }

  private async earlyAnswer(req: IncomingMessage, res: ServerResponse, building: FilesInProgress, raw: string): Promise<void> {
    for (;;) {
      if (this.building !== building) return this.handle(req, res); // the build ended
      const next = building.next();
      const found = resolveRequest(building, building.baseUrl, raw);
      if (found.kind === 'file') {
        const file = await building.current(found.path);
        let body: Buffer | undefined;
        try {
          body = file === undefined ? undefined : readFileSync(file);
        } catch {
          body = undefined; // a staged file renamed into out/ meanwhile: ask again
        }
        if (body) return this.reply(req, res, 200, found.path, building.get(found.path), body);
      } else if (found.kind !== 'not-found') return this.refuse(res, found, new URL(req.url ?? '/', 'http://localhost').search);
      await next;
    }
  }

  private reply(req: IncomingMessage, res: ServerResponse, status: number, path: string, hash: string | undefined, body: Buffer | undefined): void {
    if (path.endsWith('.html') && !path.startsWith('assets/')) this.onPage();
    const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    // A page carries the live-reload client as served, not in out/: out/ is what `docs build` writes (whose state serve reuses).
    if (body !== undefined && path.endsWith('.html')) body = withDevScript(body, this.devScript);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache', vary: 'accept-encoding' };
    // Compress text like a production host does, so previews (and audits of them) weigh what visitors get.
    if (body !== undefined && hash && /^(text\/|application\/(json|xml))|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      body = compressed(path, hash, body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The live-reload stream of one open page. */
  private events(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    if (this.error) res.write(`event: build-error\ndata: ${JSON.stringify({ message: this.error })}\n\n`);
    let page: string | undefined;
    try {
      page = req.headers.referer ? new URL(req.headers.referer).pathname : undefined;
    } catch {
      page = undefined;
    }
    this.clients.set(res, page);
    req.on('close', () => this.clients.delete(res));
  }
}
