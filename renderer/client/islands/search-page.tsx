// The /search/ page's island: the query lives in `q` and stays in the URL as
// the visitor types (at most 64 characters); 20 hits a page, the next page
// on scroll or with the button; the same empty and error states as the
// modal. It talks to the same interface as the modal.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH, type SearchClientConfig } from '../../contract.ts';
import { SearchPageView, type SearchStatus } from '../../search/SearchPageView.tsx';
import { clampQuery, type SearchHit } from '../../search/types.ts';
import { searchBackend } from '../search/backend.ts';

interface Props {
  search: SearchClientConfig;
  baseUrl: string;
}

const queryFromUrl = () => clampQuery(new URLSearchParams(location.search).get('q') ?? '', SEARCH.maxQueryLength);

export default function SearchPageIsland({ search, baseUrl }: Props) {
  const backend = searchBackend(search, baseUrl);
  // The first render matches the server's markup (an empty page); the URL's query is read after it.
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [nbHits, setNbHits] = useState(0);
  const [answered, setAnswered] = useState(false);
  const [page, setPage] = useState(0);
  const [nbPages, setNbPages] = useState(0);
  const request = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const run = useCallback(
    async (q: string, pageNo: number) => {
      const id = ++request.current;
      inFlight.current?.abort();
      const controller = (inFlight.current = new AbortController());
      if (!q.trim()) {
        setStatus('idle');
        setHits([]);
        setNbHits(0);
        setNbPages(0);
        setAnswered(false);
        return;
      }
      setStatus('loading');
      const stall = setTimeout(() => id === request.current && setStatus('stalled'), SEARCH.stallMs);
      try {
        const result = await backend.search(q, { page: pageNo, hitsPerPage: SEARCH.hitsPerPage, snippetWords: 24, signal: controller.signal });
        if (id !== request.current) return; // a later query has started: this answer is stale
        setHits((before) => (pageNo === 0 ? result.hits : [...before, ...result.hits]));
        setNbHits(result.nbHits);
        setNbPages(result.nbPages);
        setPage(pageNo);
        setAnswered(true);
        setStatus('idle');
      } catch (error) {
        if (id !== request.current) return;
        console.error(error);
        setStatus('error');
      } finally {
        clearTimeout(stall);
      }
    },
    [backend],
  );

  // The URL's query, on load and when the history moves.
  useEffect(() => {
    const fromUrl = () => {
      const q = queryFromUrl();
      setQuery(q);
      void run(q, 0);
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [run]);

  // The title says what was searched, like the heading.
  const title = useRef('');
  useEffect(() => {
    title.current ||= document.title;
    document.title = title.current.replace(/^Search the documentation/, query ? `Search results for "${query}"` : 'Search the documentation');
  }, [query]);

  const onQuery = (value: string) => {
    const q = clampQuery(value, SEARCH.maxQueryLength);
    setQuery(q);
    const url = new URL(location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    void run(q, 0);
  };

  const hasMore = page + 1 < nbPages;
  const more = useCallback(() => {
    if (status === 'idle' && hasMore) void run(query, page + 1);
  }, [status, hasMore, run, query, page]);

  // The next page loads when the end of the list scrolls into view.
  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), { rootMargin: '0px 0px 200px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, hasMore]);

  return (
    <SearchPageView
      action={(baseUrl === '/' ? '' : baseUrl.replace(/\/$/, '')) + (search.pagePath ?? SEARCH.pagePath)}
      query={query}
      status={status}
      hits={hits}
      nbHits={nbHits}
      answered={answered}
      hasMore={hasMore}
      onQuery={onQuery}
      onMore={more}
      inputRef={inputRef}
      sentinelRef={sentinelRef}
    />
  );
}
