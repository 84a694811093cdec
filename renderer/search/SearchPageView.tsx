// The /search/ page's markup, rendered by the server (empty, with a plain
// notice for visitors without JavaScript) and by the search-page island
// (renderer/client/islands/search-page.tsx) as the visitor types. Hits are
// drawn from text segments: React escapes every piece.
import type { ReactNode, RefObject } from 'react';
import { DATA, SEARCH } from '../contract.ts';
import { withBase } from '../url.ts';
import { hitTitle, type SearchHit, type Segment } from './types.ts';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

export interface SearchPageViewProps {
  /** The page's own URL (the form's action: without JavaScript it reloads with `q`). */
  action: string;
  query: string;
  status: SearchStatus;
  hits: SearchHit[];
  nbHits: number;
  /** A search has answered for the current query (so "no results" can be told apart from "not searched yet"). */
  answered: boolean;
  hasMore: boolean;
  onQuery?: (query: string) => void;
  onMore?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  sentinelRef?: RefObject<HTMLDivElement | null>;
}

export function Marked({ segments }: { segments: Segment[] }): ReactNode {
  return segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text));
}

function Hit({ hit }: { hit: SearchHit }) {
  const title = hitTitle(hit);
  // Section › page › heading: every level above the one the hit is titled by.
  const crumbs = hit.hierarchy.map((text, i) => ({ text, i })).filter((c) => c.text && c.text !== title.text);
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        <a href={hit.url}>
          <Marked segments={title.marked} />
        </a>
      </h2>
      {crumbs.length > 0 && (
        <nav aria-label="breadcrumbs" className="search-result__breadcrumbs">
          <ol>
            {crumbs.map((c) => (
              <li key={c.i}>
                <Marked segments={hit.hierarchyMarked[c.i] ?? [{ text: c.text! }]} />
              </li>
            ))}
          </ol>
        </nav>
      )}
      {hit.snippet.length > 0 && (
        <p className="search-result__snippet">
          <Marked segments={hit.snippet} />
        </p>
      )}
      {hit.missing && hit.missing.length > 0 && (
        <p className="search-result__missing">
          Missing:{' '}
          {hit.missing.map((word, i) => (
            <span key={word}>
              {i > 0 && ', '}
              <s>{word}</s>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}

/** The hits, those with every word of the query first; those with only some of them under a heading of their own. */
function Results({ hits }: { hits: SearchHit[] }) {
  const full = hits.filter((h) => !h.missing?.length);
  const partial = hits.filter((h) => h.missing?.length);
  return (
    <>
      {full.length > 0 && (
        <ol className="search-page__results">
          {full.map((hit) => (
            <Hit key={hit.id} hit={hit} />
          ))}
        </ol>
      )}
      {partial.length > 0 && (
        <>
          <h2 className="search-page__partial">{full.length ? 'Pages with some of the words' : 'No page has all of the words; these have some of them'}</h2>
          <ol className="search-page__results" start={full.length + 1}>
            {partial.map((hit) => (
              <Hit key={hit.id} hit={hit} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

export function SearchPageView(props: SearchPageViewProps) {
  const { query, status, hits, nbHits, answered } = props;
  const busy = status === 'loading' || status === 'stalled';
  return (
    <div className="search-page" data-status={status}>
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form className="search-page__form" role="search" action={props.action} method="get" onSubmit={(e) => e.preventDefault()}>
        <input
          ref={props.inputRef}
          className="search-page__input"
          type="search"
          name="q"
          value={query}
          onChange={(e) => props.onQuery?.(e.currentTarget.value)}
          placeholder="Type your search here"
          aria-label="Search"
          autoComplete="off"
          maxLength={SEARCH.maxQueryLength}
          autoFocus
        />
        <button type="submit" className="search-page__submit">
          Search
        </button>
      </form>
      <noscript>
        <p className="search-page__notice">
          Search needs JavaScript, and it is turned off in this browser. Every page is still listed in the sidebars and in the sitemap.
        </p>
      </noscript>
      <div className="search-page__status" aria-live="polite">
        {status === 'error' ? (
          <div className="search-page__error" role="alert">
            <p className="search-page__error-title">Unable to fetch results</p>
            <p className="search-page__error-help">You might want to check your network connection.</p>
          </div>
        ) : answered && query && nbHits === 0 && !busy ? (
          <p className="search-page__empty">
            No results for "<strong>{query}</strong>"
          </p>
        ) : nbHits > 0 ? (
          <p className="search-page__count">{nbHits === 1 ? 'One document found' : `${nbHits} documents found`}</p>
        ) : null}
      </div>
      {hits.length > 0 && <Results hits={hits} />}
      {status === 'stalled' && <div className="search-page__spinner" role="progressbar" aria-label="Loading results" />}
      {props.hasMore && status !== 'error' && (
        <div className="search-page__more" ref={props.sentinelRef}>
          <button type="button" className="search-page__more-button" onClick={props.onMore} disabled={busy}>
            {busy ? 'Fetching new results...' : 'Load more results'}
          </button>
        </div>
      )}
    </div>
  );
}

/** Server markup: the empty page, taken over by the search-page island. */
export function SearchPage({ baseUrl, pagePath = SEARCH.pagePath }: { baseUrl: string; pagePath?: string }) {
  return (
    <div className="search-page-island" {...{ [DATA.island]: 'search-page' }}>
      <SearchPageView action={withBase(baseUrl, pagePath)} query="" status="idle" hits={[]} nbHits={0} answered={false} hasMore={false} />
    </div>
  );
}
