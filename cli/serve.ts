// `docs serve`: build, serve the result like a production static host, watch
// the sources, rebuild incrementally and reload open tabs. A failed rebuild
// is shown in the terminal and the browser while the last good site stays up.
import { watch } from 'chokidar';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, extname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SiteBuilder } from './build.ts';
import { preloadCompiler } from './mdx/compile.ts';
import type { Manifest } from './sink.ts';
import { vendoredInputs } from './plugins/api/source.ts';
import type { ResolvedConfig } from './config.ts';
import { DATA, DOM_ID } from '../renderer/contract.ts';
import { escapeHtml } from '../renderer/html.ts';
import { inlineCall, prepareInline } from '../templates/inline/index.ts';
import { liveReload } from '../templates/inline/live-reload.ts';
import { formatError } from './errors.ts';
import { toolRoot } from './paths.ts';
import { checkPort, listenError } from './port.ts';

export interface ServeOptions {
  configFile: string;
  port: number;
  host: string;
  offline?: boolean;
  drafts?: boolean;
  /** Called once listening (tests use it to learn the port). */
  onListening?: (url: string) => void;
  log?: (message: string) => void;
  env?: NodeJS.ProcessEnv;
}

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
  '.ts': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // The search index's chunks: sent as they are (the browser decompresses them itself).
  '.gz': 'application/gzip',
};

const EVENTS_PATH = '/__docs/events';

/** Live-reload client appended to every page in serve mode (made when serve starts: `docs build` loads this module too). */
async function devScript(): Promise<string> {
  await prepareInline([liveReload]);
  return `<script>${inlineCall(liveReload, { events: EVENTS_PATH, overlayId: DOM_ID.buildError })}</script>`;
}

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
  if (base && normalized === base) return { kind: 'redirect', location: base + '/' };
  const rel = normalized.slice(base.length).replace(/^\/+/, '');
  const withBase = (p: string) => `${base}/${p}`;
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

/** Whether a tab showing `pagePath` (its URL path) reloads on `event` (the server's estimate: it does not know what the page loaded). */
function reloads(event: { paths?: string[] }, pagePath: string | undefined, files: Manifest | undefined, baseUrl: string): boolean {
  if (!event.paths || pagePath === undefined) return true;
  const paths = new Set(event.paths);
  if (paths.has(pagePath) || paths.has(safeDecode(pagePath))) return true;
  if (event.paths.some((p) => !/(\/|\.html|\.md)$/.test(p))) return true; // an image or other file a page may show
  return files !== undefined && resolveRequest(files, baseUrl, pagePath).kind === 'not-found' && paths.has(`${baseUrl.replace(/\/$/, '')}/404.html`);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The files serve watches besides the content folder: the vendored schema (and the files it refers to) and its lint config. */
function schemaFiles(config: ResolvedConfig): string[] {
  if (!config.schema.vendored) return [];
  return [...new Set([config.schema.vendored, ...(vendoredInputs(config) ?? []), join(config.rootDir, 'redocly.yaml')])];
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

export async function serve(options: ServeOptions): Promise<number> {
  const log = options.log ?? ((m: string) => process.stderr.write(m + '\n'));
  const DEV_SCRIPT = await devScript();
  const builder = new SiteBuilder({
    configFile: options.configFile,
    offline: options.offline,
    drafts: options.drafts ?? true,
    devScript: DEV_SCRIPT,
    incremental: true,
    log,
    env: options.env,
  });
  let files: Manifest | undefined;
  let baseUrl = '/';
  let contentDir: string | undefined;
  let outDir: string | undefined;
  let config: ResolvedConfig | undefined;
  /** Adds files to the watcher (the schema may refer to new files after an edit). */
  let watchMore: ((paths: string[]) => void) | undefined;
  let lastError: string | undefined;
  /** Open pages' event streams, each with the URL path of the page that opened it (from its Referer). */
  const clients = new Map<ServerResponse, string | undefined>();
  const send = (event: string, data: unknown) => {
    for (const res of clients.keys()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  /** Wakes whatever waits for a tab to come back or for a new edit. */
  let wake: (() => void) | undefined;
  /** Pages served so far: a tab that reloads (or takes its page in place) fetches its page. */
  let pagesServed = 0;

  let building: Promise<void> | null = null;
  let again = false;
  /** Files saved while a build ran (`again`), unless something else asked for another build (`forced`). */
  const savedMeanwhile = new Set<string>();
  let forced = false;
  let timer: NodeJS.Timeout | undefined;
  /** The check after a burst of saves for those the watcher did not pass on (see the watcher's handler). */
  let trailing: NodeJS.Timeout | undefined;
  const pending = new Set<string>();
  /** An edit is waiting for a rebuild (or saved while one runs). */
  const changeWaiting = () => again || pending.size > 0;
  /**
   * A file event came in that the watcher has not reported yet (it stats the file first): the
   * site-wide pass gives way to it at once, or each of the watcher's steps would wait for a slice
   * of the pass's work. If the event was no edit, the pass after the next build gives way to edits
   * only (`giveWay`).
   */
  let stirred = false;
  let giveWay = true;
  /**
   * An edit waits: a watcher event about a file the last build did not read as it is now (its
   * modification time and size; a mode change is none). The site-wide pass gives way to it.
   */
  const editWaiting = () =>
    forced || (pending.size > 0 && !builder.upToDate([...pending])) || (again && (!savedMeanwhile.size || !builder.upToDate([...savedMeanwhile])));

  /**
   * Until `expected` tabs have fetched their new page (or `ms` passed), then until edits have
   * paused for `idleMs`: the site-wide pass neither slows the page down nor starts only to be
   * given up for the next save of a burst. Returns early once an edit waits.
   */
  const settled = async (expected: number, ms: number, idleMs: number) => {
    const target = pagesServed + expected;
    const deadline = Date.now() + ms;
    const pause = (until: number) =>
      new Promise<void>((resolveWait) => {
        const t = setTimeout(resolveWait, Math.max(0, until - Date.now()));
        wake = () => {
          clearTimeout(t);
          resolveWait();
        };
      }).finally(() => (wake = undefined));
    while (pagesServed < target && !changeWaiting() && Date.now() < deadline) await pause(deadline);
    const idle = Date.now() + idleMs;
    while (!changeWaiting() && Date.now() < idle) await pause(idle);
  };

  /**
   * Whether to build again: something changed since the build read it. Editors' saves often
   * reach the watcher as two events, the second after the build has read the file: a save the
   * last build read (unchanged since) needs no other build.
   */
  const buildAgain = () => {
    if (again && !forced && savedMeanwhile.size && builder.upToDate([...savedMeanwhile])) again = false;
    return again;
  };

  const rebuild = async (reason: string, paths: string[] = []) => {
    if (building) {
      again = true;
      if (paths.length) for (const p of paths) savedMeanwhile.add(p);
      else forced = true;
      wake?.();
      return building;
    }
    building = (async () => {
      do {
        again = false;
        forced = false;
        savedMeanwhile.clear();
        const started = performance.now();
        let deferred: ((stop?: () => boolean) => Promise<Manifest | undefined>) | undefined;
        let reloading = 0;
        try {
          const result = await builder.build();
          files = result.manifest;
          config = result.config;
          watchMore?.(schemaFiles(config));
          contentDir = result.config.contentDir;
          baseUrl = result.config.baseUrl;
          outDir = result.config.outDir;
          const recovered = lastError !== undefined;
          lastError = undefined;
          // The changed pages are in out/: tell the tabs now; the site-wide files follow.
          const event = recovered ? {} : reloadEvent(result.changed, baseUrl, result.sameLayout);
          for (const page of clients.values()) if (reloads(event, page, files, baseUrl)) reloading++;
          send('reload', event);
          deferred = result.deferred;
          const { stats } = result;
          const phases = Object.entries(stats.ms).filter(([, ms]) => ms >= 5).map(([k, ms]) => `${k} ${ms}`).join(', ');
          const rendered = stats.rendered < stats.pages ? `, ${stats.rendered} rendered` : '';
          log(`${reason}: built ${stats.pages} pages${rendered} in ${Math.round(performance.now() - started)} ms${phases ? ` (${phases})` : ''}`);
        } catch (error) {
          if (builder.staleSources().length) {
            // The build read a file mid-save (an editor truncates, then writes): its error may be
            // about text nobody wrote. Build the saved file before showing anything.
            again = forced = true;
            log(`${reason}: a file changed while it was read; building again.`);
            continue;
          }
          lastError = formatError(error);
          log(`${reason}: build failed — still serving the last good site.\n${lastError}`);
          send('build-error', { message: lastError });
        }
        // A save can slip between a watcher event and the read of the file: if any
        // file this build read has changed since, build again. The last save wins.
        if (!again && builder.staleSources().length) again = forced = true;
        if (deferred && !buildAgain()) {
          // The site-wide files (search index, llms files, sitemap) once the tabs that show a changed
          // page have it and edits pause; an edit arriving first builds before them.
          await settled(reloading, 1000, 250);
          const siteWide = performance.now();
          try {
            stirred = false;
            const written = editWaiting() ? undefined : await deferred(() => editWaiting() || (giveWay && stirred));
            if (!written && giveWay && stirred && !editWaiting()) {
              // It gave way to a file event the watcher has not reported yet: an edit's report starts the
              // next build (not the event itself: the file may be half written). Anything else, the pass
              // (whose data it used up) comes again after a build, giving way to edits only.
              await settled(0, 0, 50);
              if (!editWaiting()) {
                giveWay = false;
                again = forced = true;
                reason = 'After a file event';
              }
            } else if (written) giveWay = true;
            if (written) {
              files = written;
              log(`  site-wide files in ${Math.round(performance.now() - siteWide)} ms`);
            }
          } catch (error) {
            lastError = formatError(error);
            log(`${reason}: build failed — still serving the last good site.\n${lastError}`);
            send('build-error', { message: lastError });
          }
          if (!again && builder.staleSources().length) again = forced = true;
        }
      } while (buildAgain());
      building = null;
    })();
    return building;
  };

  await checkPort(options.host, options.port); // the port first: a taken one ends serve before any build
  await rebuild('Initial build');

  // The site's own components (src/) and static files count as sources too.
  const siteDir = dirname(options.configFile);
  const watched = [contentDir ?? join(siteDir, 'content'), join(siteDir, 'src'), join(siteDir, 'static'), join(toolRoot, 'renderer'), join(toolRoot, 'templates'), options.configFile, ...(config ? schemaFiles(config) : [])];
  const ignored = (p: string) => /(^|[/\\])(node_modules|\.cache|out)([/\\]|$)/.test(p);
  const watcher = watch(watched, { ignoreInitial: true, ignored });
  // Only files not watched yet (adding a watched one again has chokidar scan it again), and none once stopping.
  const watchedFiles = new Set(watched);
  let stopping = false;
  watchMore = (paths) => {
    const fresh = paths.filter((p) => !watchedFiles.has(p));
    if (stopping || !fresh.length) return;
    for (const p of fresh) watchedFiles.add(p);
    watcher.add(fresh);
  };
  watcher.on('raw', (_event, name, opts) => {
    const watchedPath = (opts as { watchedPath?: string } | undefined)?.watchedPath ?? '';
    const path = name ? join(watchedPath, name) : watchedPath;
    if (!ignored(path) && !(outDir && path.startsWith(outDir))) stirred = true;
  });
  const changed = (paths: string[]) => `Changed ${paths.map((p) => p.replace(siteDir + '/', '')).join(', ')}`;
  watcher.on('all', (_event, path) => {
    pending.add(path);
    wake?.();
    clearTimeout(timer);
    // Editors write in bursts (temp file, rename); one rebuild per burst.
    timer = setTimeout(() => {
      const paths = [...pending];
      pending.clear();
      // The last build already read these saves (it started after them): nothing to do.
      if (!building && builder.upToDate(paths)) return;
      void rebuild(changed(paths), paths);
    }, 5);
    // chokidar passes on one change of a file per 50 ms and drops the others, with no event at the
    // end: a save that lands in that window (an editor saving as one types) is found by this check.
    clearTimeout(trailing);
    trailing = setTimeout(() => {
      const stale = stopping ? [] : builder.staleSources();
      if (stale.length) void rebuild(changed(stale), stale);
    }, 60);
  });
  // Watching before the terminal says so: an edit made right after that line is seen (a tree too
  // large to be watched within seconds is served meanwhile).
  await new Promise<void>((resolveReady) => {
    const bound = setTimeout(resolveReady, 5000);
    watcher.once('ready', () => {
      clearTimeout(bound);
      resolveReady();
    });
  });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === EVENTS_PATH) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n`);
      let page: string | undefined;
      try {
        page = req.headers.referer ? new URL(req.headers.referer).pathname : undefined;
      } catch {
        page = undefined;
      }
      clients.set(res, page);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!files) {
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!DOCTYPE html><title>Build failed</title><h1>Build failed</h1><pre>${escapeHtml(lastError ?? '')}</pre>${DEV_SCRIPT}`);
      return;
    }
    // The raw path, not url.pathname: URL parsing would already have resolved `..` segments.
    const found = resolveRequest(files, baseUrl, (req.url ?? '/').split(/[?#]/)[0]);
    if (found.kind === 'redirect') {
      res.writeHead(301, { location: found.location + url.search }).end();
      return;
    }
    if (found.kind === 'forbidden') {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: the path leaves the site folder.');
      return;
    }
    const path = found.kind === 'file' ? found.path : '404.html';
    if (path.endsWith('.html') && !path.startsWith('assets/')) {
      pagesServed++;
      wake?.();
    }
    const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    const hash = files.get(path);
    let body: Buffer | undefined;
    try {
      body = hash === undefined || !outDir ? undefined : readFileSync(join(outDir, path));
    } catch {
      body = undefined; // removed between the build and this request
    }
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache', vary: 'accept-encoding' };
    // Compress text like a production host does, so previews (and audits of them) weigh what visitors get.
    if (body !== undefined && hash && /^(text\/|application\/(json|xml))|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      body = compressed(path, hash, body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(found.kind === 'file' ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolveListen());
    });
  } catch (error) {
    await watcher.close(); // or it keeps the process alive after the error
    throw listenError(error, options.host, options.port);
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  const siteUrl = `http://${shownHost}:${port}${baseUrl}`;
  log(`Serving ${outDir ?? 'the site'} at ${siteUrl} — watching for changes (Ctrl+C to stop).`);
  options.onListening?.(siteUrl);

  // Warm the compilers and the twin converter in the background: the first edit should not pay for loading them.
  void preloadCompiler()
    .catch(() => {})
    .then(() => builder.warm());

  return new Promise<number>((resolveDone) => {
    const stop = () => {
      stopping = true;
      clearTimeout(trailing);
      void watcher.close();
      for (const res of clients.keys()) res.end();
      server.close(() => resolveDone(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
