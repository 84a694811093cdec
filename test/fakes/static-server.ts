// A static host for a built out/ folder on 127.0.0.1, with the same path
// rules as `docs serve` (cli/serve/http.ts resolveRequest: trailing-slash and
// .html redirects, 404.html with status 404). Options cover the hosts the
// runtime must cope with: a "plain" host that serves /x/index.html and
// /x.html as they are (the client normalises the URL), an "exact" host that
// serves only the files there are (404.html for /x.html: the not-found page
// sends the visitor on), and a site served under a path prefix other than its
// base URL (the wrong-base-URL banner). `intercept` answers chosen requests
// itself (a search index that stalls or fails).
import { listenOnLoopback } from './listen.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_TYPES as TYPES, resolveRequest } from '../../cli/serve/http.ts';


export interface StaticServerOptions {
  /** Serve /x/index.html and /x.html without redirecting (a host without clean-URL rules). */
  plain?: boolean;
  /** Serve only existing files (and /x/index.html for /x/), else 404.html with status 404: no clean-URL rules at all. */
  exact?: boolean;
  /** Serve the site under this path prefix (e.g. "/sub/") instead of its base URL. */
  prefix?: string;
  /** Answers a request itself when it returns true (e.g. a search index that stalls or fails). */
  intercept?: (path: string, req: IncomingMessage, res: ServerResponse) => boolean;
  /** Compress text the way production static hosts do (audits then weigh what visitors download). */
  gzip?: boolean;
}

export interface StaticServer {
  url: string;
  /** Request paths in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

function listFiles(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name);
    files.set(relative(dir, abs).split('\\').join('/'), new Uint8Array());
  }
  return files;
}

export async function startStaticServer(outDir: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const files = listFiles(outDir);
  const requests: string[] = [];
  const prefix = (options.prefix ?? '/').replace(/\/?$/, '/');
  const server: Server = createServer((req, res) => {
    // The path as sent: resolved against a base, `//host/x` would be read as another host's URL.
    const url = new URL('http://127.0.0.1' + (req.url?.startsWith('/') ? req.url : '/'));
    requests.push(url.pathname + url.search);
    if (options.intercept?.(url.pathname, req, res)) return;
    const send = (status: number, file: string) => {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      let body: Buffer = readFileSync(join(outDir, file));
      const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache' };
      if (options.gzip && /^(text\/|application\/(json|xml))|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!url.pathname.startsWith(prefix)) return send(404, '404.html');
    const path = '/' + url.pathname.slice(prefix.length);
    if (options.exact) {
      let rel: string;
      try {
        rel = decodeURIComponent(path).replace(/^\/+/, '');
      } catch {
        return send(404, '404.html');
      }
      const file = rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
      return files.has(file) ? send(200, file) : send(404, '404.html');
    }
    if (options.plain) {
      let rel: string;
      try {
        rel = decodeURIComponent(path).replace(/^\/+/, '');
      } catch {
        return send(404, '404.html');
      }
      if (files.has(rel)) return send(200, rel);
      if (rel.endsWith('.html') && files.has(rel.slice(0, -5) + '/index.html')) return send(200, rel.slice(0, -5) + '/index.html');
    }
    const found = resolveRequest(files, '/', path);
    if (found.kind === 'redirect') {
      res.writeHead(301, { location: prefix.slice(0, -1) + found.location + url.search }).end();
      return;
    }
    if (found.kind === 'forbidden') {
      res.writeHead(403).end();
      return;
    }
    send(found.kind === 'file' ? 200 : 404, found.kind === 'file' ? found.path : '404.html');
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    requests,
    close,
  };
}
