// What stands between the network and `docs serve`'s request handler: the
// Host check (see host-check.ts), and a net under the handler so that no
// request can end the process. Any web page can make a browser send requests
// to localhost, so every request is hostile input; an error one causes is
// answered (400 for a request that cannot be understood, else 500) and told
// on the terminal once per kind of error.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { redactText } from '../redact.ts';
import { blockedText, hostAllowed, hostName, type HostRules } from './host-check.ts';

export interface GuardOptions extends HostRules {
  log: (message: string) => void;
}

/** Distinct messages told so far, bounded: a flood of odd requests cannot fill the terminal or the memory. */
class Once {
  private readonly seen = new Set<string>();
  constructor(private readonly log: (message: string) => void) {}
  tell(key: string, message: string) {
    if (this.seen.has(key) || this.seen.size >= 50) return;
    this.seen.add(key);
    this.log(message);
  }
}

/** A request the handler could not understand (a malformed URL or percent-encoding). */
const badRequest = (error: unknown) => error instanceof URIError || (error as { code?: string })?.code === 'ERR_INVALID_URL';

export function guardRequests(handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>, options: GuardOptions): RequestListener {
  const once = new Once(options.log);
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    const status = badRequest(error) ? 400 : 500;
    const message = error instanceof Error ? error.message : String(error);
    const path = redactText(String(req.url ?? '').slice(0, 200));
    once.tell(`${status} ${message}`, `A request failed (${req.method} ${path}): ${redactText(message)}. Answered ${status}; the server keeps running.`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(status === 400 ? 'Bad request.\n' : 'Internal error: this request failed; the terminal running docs serve says why.\n');
  };
  return (req, res) => {
    try {
      if (!hostAllowed(req.headers.host, options)) {
        const name = req.headers.host ? hostName(req.headers.host) : undefined;
        once.tell(`host ${name ?? req.headers.host}`, `Blocked a request for Host ${JSON.stringify(String(req.headers.host ?? '').slice(0, 100))} (only localhost, IP addresses and the --host name are answered; --allow-host adds names).`);
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(blockedText(req.headers.host));
        return;
      }
      const done = handler(req, res);
      if (done) done.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };
}

/**
 * Limits for slow clients: one that sends its headers a byte at a time is dropped after 20 s
 * (Node's default is 60 s). Every connection costs little, so slow ones never hold up the others.
 */
export function hardenServer(server: Server): void {
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
}
