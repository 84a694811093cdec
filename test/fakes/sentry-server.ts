// A fake error-reporting (Sentry) endpoint on 127.0.0.1. Use the DSN
// `http://publickey@127.0.0.1:<port>/1`; envelopes POSTed to
// /api/1/envelope/ are parsed and kept, raw text included.
import { listenOnLoopback } from './listen.ts';
import { bound } from '../helpers.ts';
import { createServer, type Server } from 'node:http';

export interface EnvelopeItem {
  type: string;
  payload: Record<string, any>;
}

export interface Envelope {
  header: Record<string, any>;
  items: EnvelopeItem[];
  raw: string;
}

export interface SentryServer {
  dsn: string;
  envelopes: Envelope[];
  /** Resolves with the first item (already received or arriving later) that matches. */
  waitFor(match: (item: EnvelopeItem, envelope: Envelope) => boolean, timeoutMs?: number): Promise<EnvelopeItem>;
  close(): Promise<void>;
}

function parse(raw: string): Envelope {
  const lines = raw.split('\n');
  const header = JSON.parse(lines[0] || '{}');
  const items: EnvelopeItem[] = [];
  for (let i = 1; i < lines.length && lines[i]; i += 2) {
    const itemHeader = JSON.parse(lines[i]);
    let payload: Record<string, any> = {};
    try {
      payload = JSON.parse(lines[i + 1] ?? '{}');
    } catch {
      payload = { unparsed: lines[i + 1] };
    }
    items.push({ type: itemHeader.type, payload });
  }
  return { header, items, raw };
}

export async function startSentryServer(): Promise<SentryServer> {
  const envelopes: Envelope[] = [];
  let listeners: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      if (req.url?.startsWith('/api/1/envelope/')) {
        try {
          envelopes.push(parse(body));
        } catch {
          envelopes.push({ header: {}, items: [], raw: body });
        }
        for (const l of listeners) l();
      }
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
    });
  });
  const { port, close } = await listenOnLoopback(server);
  const find = (match: (item: EnvelopeItem, envelope: Envelope) => boolean) => {
    for (const e of envelopes) for (const item of e.items) if (match(item, e)) return item;
    return undefined;
  };
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    waitFor(match, timeoutMs = 60_000) {
      const found = find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners = listeners.filter((l) => l !== check);
          reject(new Error(`no matching envelope item; got ${JSON.stringify(envelopes.map((e) => e.items.map((i) => i.type)))}`));
        }, bound(timeoutMs));
        const check = () => {
          const hit = find(match);
          if (!hit) return;
          clearTimeout(timer);
          listeners = listeners.filter((l) => l !== check);
          resolve(hit);
        };
        listeners.push(check);
      });
    },
    close,
  };
}
