// A fake of the hosted search service on 127.0.0.1: the multi-index query
// (POST /1/indexes/*/queries) with CORS (preflights answered). The mode picks
// the answer; every request is recorded with its headers and parsed body.
// Start several to play several hosts: one that answers 500, stalls (a
// time-out) or drops the connection (a network error), another that answers.
import { listenOnLoopback } from './listen.ts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export type HostedMode = 'hits' | 'empty' | '500' | 'stall' | 'drop' | 'markup';

export interface HostedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { requests?: Record<string, unknown>[] } | null;
}

export interface HostedSearchServer {
  url: string;
  mode: HostedMode;
  requests: HostedRequest[];
  /** POSTs only (no preflights). */
  queries(): HostedRequest[];
  /** Answers the requests held in `stall` mode (with hits). */
  release(): void;
  close(): Promise<void>;
}

/** Hits in the hosted service's shape; highlights wrap matches in <mark>. */
function hitsFor(query: string, mode: HostedMode) {
  const word = query.trim().split(/\s+/)[0] ?? '';
  const hit = (i: number) => ({
    objectID: `hit-${i}`,
    url: `https://docs.acme.example/guides/widget-${String((i % 12) + 1).padStart(2, '0')}/#install`,
    type: 'lvl2',
    hierarchy: { lvl0: 'Guides', lvl1: `Hosted page ${i}`, lvl2: `Hosted section ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: `Hosted content about ${word}.`,
    _highlightResult: {
      hierarchy: { lvl0: { value: 'Guides' }, lvl1: { value: `Hosted page ${i}` }, lvl2: { value: `Hosted <mark>section</mark> ${i}` } },
      content: { value: `Hosted content about <mark>${word}</mark>.` },
    },
    _snippetResult: { content: { value: `Hosted content about <mark>${word}</mark>.` } },
  });
  if (mode === 'markup') {
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    return [
      {
        ...hit(0),
        hierarchy: { lvl0: `Guides ${evil}`, lvl1: `Page ${evil}`, lvl2: `Section ${evil}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: `Text ${evil}`,
        _highlightResult: { hierarchy: { lvl0: { value: `Guides ${evil}` }, lvl1: { value: `Page ${evil}` }, lvl2: { value: `<mark>Section</mark> ${evil}` } }, content: { value: `Text ${evil}` } },
        _snippetResult: { content: { value: `<mark>Text</mark> ${evil}` } },
      },
      { ...hit(1), url: 'javascript:window.__pwned=1' },
    ];
  }
  return Array.from({ length: 20 }, (_, i) => hit(i));
}

export async function startHostedSearchServer(): Promise<HostedSearchServer> {
  let held: (() => void)[] = [];
  const state = { mode: 'hits' as HostedMode };
  const requests: HostedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      let body: HostedRequest['body'] = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '0',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      const answer = (mode: HostedMode) => {
        if (mode === '500') return void res.writeHead(500, { ...cors, 'content-type': 'application/json' }).end('{"message":"Internal error"}');
        const query = String(body?.requests?.[0]?.query ?? '');
        const hits = mode === 'empty' ? [] : hitsFor(query, mode);
        const nbHits = mode === 'empty' ? 0 : mode === 'markup' ? hits.length : 57;
        res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(
          JSON.stringify({ results: [{ hits, nbHits, page: 0, nbPages: Math.ceil(nbHits / 20), hitsPerPage: 20, query, params: '' }] }),
        );
      };
      if (req.method !== 'POST' || req.url !== '/1/indexes/*/queries') return void res.writeHead(404, cors).end();
      if (state.mode === 'drop') return void req.socket.destroy();
      if (state.mode === 'stall') held.push(() => answer('hits'));
      else answer(state.mode);
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(m: HostedMode) {
      state.mode = m;
    },
    requests,
    queries: () => requests.filter((r) => r.method === 'POST'),
    release() {
      const h = held;
      held = [];
      h.forEach((f) => f());
    },
    close: () => {
      held = [];
      return close();
    },
  };
}
