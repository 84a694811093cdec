// The hosted backend: the hosted search service's multi-index query
// (`POST /1/indexes/*/queries`, the app id and the public search key in
// headers), filtered by language and the docs tag. Its hosts are tried in
// order (the service's default hosts: the dsn host first, then the other
// three shuffled once per page load). A time-out, a network error or a 5xx
// moves on to the next host and marks the host down (timed out) for 2 minutes,
// in memory and in local storage (`<CLIENT_VERSION>-<appId>`), so later
// queries and later page loads try the other hosts first: a down host only
// when every host is down, a timed-out one after the hosts that are up. A 4xx
// fails at once. Time-outs (product spec §9): 1 s to connect (until the
// answer's headers arrive), 2 s to read a query's answer (30 s would be the
// write time-out, for requests that change an index: the site makes none),
// multiplied on retry as the service's own client does (`timeoutScale`).
// Identical queries are answered from memory for the page's life.
import { SEARCH } from '../../contract.ts';
import { segmentsOf, SearchUnavailableError, type HitType, type SearchBackend, type SearchHit, type SearchOptions, type SearchResult, type Segment } from '../../search/types.ts';

export interface HostedConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  hosts: string[];
  facetFilters: (string | string[])[];
  /** Shuffle the hosts after the first (the service's default hosts). */
  shuffle?: boolean;
}

/** Names this client's host state in local storage (`<CLIENT_VERSION>-<appId>`); a new format takes a new version. */
export const CLIENT_VERSION = 'docs-hosted-1';
/** How long a host that failed or timed out stays so. */
export const HOST_STATE_MS = 2 * 60 * 1000;

type HostStatus = 'down' | 'timed out';
type HostStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The time-out multiplier: 1 on a clean first try, else the hosts timed out before this query + 3 + its time-outs so far. */
export const timeoutScale = (timedOutHosts: number, timeouts: number) => (timedOutHosts || timeouts ? timedOutHosts + 3 + timeouts : 1);

/** The first host stays first; with `shuffle`, the others in random order. */
export function hostOrder(hosts: string[], shuffle = false): string[] {
  const rest = hosts.slice(1);
  for (let i = rest.length - 1; shuffle && i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return [...hosts.slice(0, 1), ...rest];
}

function browserStorage(): HostStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const TYPES = new Set(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);

interface RawHit {
  objectID?: unknown;
  url?: unknown;
  type?: unknown;
  content?: unknown;
  hierarchy?: Record<string, unknown>;
  _highlightResult?: { hierarchy?: Record<string, { value?: unknown }>; content?: { value?: unknown } };
  _snippetResult?: { hierarchy?: Record<string, { value?: unknown }>; content?: { value?: unknown } };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** An absolute http(s) URL of the hit → this site's path (the index is crawled from the production site). Anything else is dropped. */
function safeUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let u: URL;
  try {
    u = new URL(raw, globalThis.location?.href ?? 'http://localhost/');
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  return u.pathname + u.search + u.hash;
}

/** One of the service's hits as the interface's hit: every value text, highlights as segments. */
export function toHit(raw: RawHit): SearchHit | null {
  const url = safeUrl(raw.url);
  if (!url) return null;
  const hierarchy = LEVELS.map((l) => text(raw.hierarchy?.[l]));
  const hierarchyMarked = LEVELS.map((l, i): Segment[] | null => {
    const tagged = text(raw._highlightResult?.hierarchy?.[l]?.value);
    return tagged ? segmentsOf(tagged) : hierarchy[i] ? [{ text: hierarchy[i]! }] : null;
  });
  const content = text(raw.content);
  const snippetTagged = text(raw._snippetResult?.content?.value);
  const type = typeof raw.type === 'string' && TYPES.has(raw.type) ? (raw.type as HitType) : 'lvl1';
  return {
    id: text(raw.objectID) ?? url,
    url,
    type,
    hierarchy,
    hierarchyMarked,
    content,
    snippet: snippetTagged ? segmentsOf(snippetTagged) : content ? [{ text: content }] : [],
  };
}

class AttemptError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** An answer's text → the first result (a 2xx that is not one fails at once, like a 4xx: no other host would answer better). */
function resultOf(raw: string): SearchResult {
  let data: { results?: { hits?: RawHit[]; nbHits?: number; page?: number; nbPages?: number }[] } | null = null;
  try {
    data = JSON.parse(raw);
  } catch {
    // handled below
  }
  const result = data?.results?.[0];
  if (!result || !Array.isArray(result.hits)) throw new AttemptError('The search service sent an answer without results.', false);
  const hits = result.hits.map(toHit).filter((h): h is SearchHit => h !== null);
  return { hits, nbHits: Number(result.nbHits) || 0, page: Number(result.page) || 0, nbPages: Number(result.nbPages) || 0 };
}

export class HostedBackend implements SearchBackend {
  private readonly hosts: string[];
  private readonly key: string;
  /** Hosts that failed or timed out, and when; kept in storage too when it works (else in memory only). */
  private states: Record<string, { status: HostStatus; lastUpdate: number }> = {};
  /** The answers (as sent) of the queries answered so far, by request body. */
  private readonly answers = new Map<string, string>();

  constructor(
    private readonly config: HostedConfig,
    private readonly storage: HostStore | null = browserStorage(),
  ) {
    this.hosts = hostOrder(config.hosts, config.shuffle);
    this.key = `${CLIENT_VERSION}-${config.appId}`;
    try {
      const stored = JSON.parse(storage?.getItem(this.key) || '{}');
      if (stored && typeof stored === 'object' && !Array.isArray(stored)) this.states = stored;
    } catch {
      // unreadable or unavailable storage: memory only
    }
  }

  private status(host: string): HostStatus | 'up' {
    const s = this.states[host];
    return s && Date.now() - s.lastUpdate <= HOST_STATE_MS ? s.status : 'up';
  }

  private mark(host: string, status: HostStatus) {
    this.states[host] = { status, lastUpdate: Date.now() };
    try {
      this.storage?.setItem(this.key, JSON.stringify(this.states));
    } catch {
      // full, disabled or throwing storage: memory only
    }
  }

  private async attempt(host: string, body: string, scale: number, outer?: AbortSignal): Promise<string> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    outer?.addEventListener('abort', abort);
    let timedOut = false;
    const timeout = (ms: number) =>
      setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ms * scale);
    let timer = timeout(SEARCH.timeouts.connectMs);
    try {
      const res = await fetch(`${host}/1/indexes/*/queries`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-algolia-application-id': this.config.appId,
          'x-algolia-api-key': this.config.apiKey,
        },
        body,
        signal: controller.signal,
        credentials: 'omit',
      });
      clearTimeout(timer);
      timer = timeout(SEARCH.timeouts.readMs);
      if (res.status >= 400 && res.status < 500) throw new AttemptError(`The search service answered ${res.status}.`, false);
      if (!res.ok) throw new AttemptError(`The search service answered ${res.status}.`, true);
      return await res.text();
    } catch (error) {
      if (error instanceof AttemptError) throw error;
      if (outer?.aborted) throw error;
      throw new AttemptError(timedOut ? `The search service did not answer in time (${host}).` : `The search service could not be reached (${host}): ${String(error)}`, true, timedOut);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    }
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
    const { page = 0, hitsPerPage = SEARCH.hitsPerPage, snippetWords = 10, signal } = options;
    const body = JSON.stringify({
      requests: [
        {
          indexName: this.config.indexName,
          query: query.slice(0, SEARCH.maxQueryLength),
          page,
          hitsPerPage,
          facetFilters: this.config.facetFilters,
          attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
          attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${snippetWords}`), `content:${snippetWords}`],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    const cached = this.answers.get(body);
    if (cached) return resultOf(cached);
    const up = this.hosts.filter((h) => this.status(h) === 'up');
    const slow = this.hosts.filter((h) => this.status(h) === 'timed out');
    let timeouts = 0;
    const problems: string[] = [];
    for (const host of up.length || slow.length ? [...up, ...slow] : this.hosts) {
      try {
        const raw = await this.attempt(host, body, timeoutScale(slow.length, timeouts), signal);
        const result = resultOf(raw);
        this.answers.set(body, raw);
        return result;
      } catch (error) {
        if (!(error instanceof AttemptError)) throw error;
        if (!error.retry) throw new SearchUnavailableError(error.message);
        problems.push(error.message);
        this.mark(host, error.timedOut ? 'timed out' : 'down');
        if (error.timedOut) timeouts++;
      }
    }
    throw new SearchUnavailableError(`Unreachable hosts - your application id may be incorrect. ${problems.join(' ')}`);
  }
}
