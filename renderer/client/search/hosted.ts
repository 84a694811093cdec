// The hosted backend: the hosted search service's multi-index query
// (`POST /1/indexes/*/queries`, the app id and the public search key in
// headers), filtered by language and the docs tag. Its hosts are tried in
// order: a time-out, a network error or a 5xx moves on to the next host with
// longer time-outs; a 4xx fails at once. Time-outs (product spec §9): 1 s to
// connect (until the answer's headers arrive), 2 s to read a query's answer
// (30 s would be the write time-out, for requests that change an index: the
// site makes none).
import { SEARCH } from '../../contract.ts';
import { segmentsOf, SearchUnavailableError, type HitType, type SearchBackend, type SearchHit, type SearchOptions, type SearchResult, type Segment } from '../../search/types.ts';

export interface HostedConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  hosts: string[];
  facetFilters: (string | string[])[];
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

export class HostedBackend implements SearchBackend {
  constructor(private readonly config: HostedConfig) {}

  private async attempt(host: string, body: string, scale: number, outer?: AbortSignal): Promise<unknown> {
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
      return await res.json();
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
    let timeouts = 0;
    const problems: string[] = [];
    for (const host of this.config.hosts) {
      try {
        const data = (await this.attempt(host, body, timeouts + 1, signal)) as { results?: { hits?: RawHit[]; nbHits?: number; page?: number; nbPages?: number }[] };
        const result = data?.results?.[0];
        if (!result || !Array.isArray(result.hits)) throw new AttemptError('The search service sent an answer without results.', false);
        const hits = result.hits.map(toHit).filter((h): h is SearchHit => h !== null);
        return { hits, nbHits: Number(result.nbHits) || 0, page: Number(result.page) || 0, nbPages: Number(result.nbPages) || 0 };
      } catch (error) {
        if (!(error instanceof AttemptError)) throw error;
        problems.push(error.message);
        if (!error.retry) break;
        if (error.timedOut) timeouts++;
      }
    }
    throw new SearchUnavailableError(`Unreachable hosts: ${problems.join(' ')}`);
  }
}
