// The backend the modal and the /search/ page talk to, chosen by the site's
// config: the hosted search service when one is configured, else the
// built-in index. One instance per page, so what it fetched is reused by the
// modal and the page alike. Every query is timed with the User Timing API
// (`docs-search` measures), which the search benchmark reads.
import type { SearchClientConfig } from '../../contract.ts';
import type { SearchBackend, SearchOptions, SearchResult } from '../../search/types.ts';
import { BuiltinBackend } from './builtin.ts';
import { HostedBackend } from './hosted.ts';

let shared: { key: string; backend: SearchBackend } | undefined;

export function searchBackend(config: SearchClientConfig, baseUrl: string): SearchBackend {
  const key = JSON.stringify([config, baseUrl]);
  if (shared?.key === key) return shared.backend;
  const inner: SearchBackend =
    config.backend === 'hosted' ? new HostedBackend(config) : new BuiltinBackend((baseUrl === '/' ? '' : baseUrl.replace(/\/$/, '')) + config.indexPath, baseUrl, config.language);
  let n = 0;
  const backend: SearchBackend = {
    async search(query: string, options?: SearchOptions): Promise<SearchResult> {
      const mark = `docs-search-${++n}`;
      performance.mark(mark);
      try {
        return await inner.search(query, options);
      } finally {
        try {
          performance.measure('docs-search', { start: mark, detail: { query, page: options?.page ?? 0 } });
          performance.clearMarks(mark);
        } catch {
          // timing is best effort
        }
      }
    },
  };
  shared = { key, backend };
  return backend;
}
