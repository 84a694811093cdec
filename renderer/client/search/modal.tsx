// The search modal (its own chunk, loaded on first use): @docsearch/react's
// modal, fed by the search interface instead of the hosted client it would
// create. Its stylesheet comes with the chunk and is put in the page when the
// modal first opens. Like every lazy chunk it imports nothing from the entry:
// the opener passes the config in.
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from '@docsearch/react';
import { Children, isValidElement, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import variablesCss from '@docsearch/css/dist/_variables.css' with { type: 'text' };
import modalCss from '@docsearch/css/dist/modal.css' with { type: 'text' };
import { SEARCH, type ClientConfig } from '../../contract.ts';
import { escapeHtml } from '../../html.ts';
import { clampQuery, type SearchHit, type Segment } from '../../search/types.ts';
import type { SearchStatus } from '../../search/SearchPageView.tsx';
import { searchBackend } from './backend.ts';
import { makeAccessible } from './modal-a11y.ts';
import { MODAL_CSS } from './modal-styles.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const NARROW = '(max-width: 996px)';
/** The group of the hits that hold only some of the query's words (they come after the others). */
export const PARTIAL_GROUP = 'Pages with some of the words';

/** Segments as DocSearch's highlight markup: every piece of text escaped, only `<mark>` is markup. */
const marked = (segments: Segment[]) => segments.map((s) => (s.match ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join('');
const field = (value: string) => ({ value, matchLevel: value.includes('<mark>') ? 'full' : 'none', matchedWords: [] as string[] }) as const;

/**
 * The interface's hit as DocSearch renders it. DocSearch puts highlight
 * values (and, for recent searches kept in storage, the plain values) into
 * the page as HTML, so every one of them is escaped here. The section name
 * (lvl0) is only ever rendered as text.
 */
export function toDocSearchHit(hit: SearchHit): DocSearchHit {
  // DocSearch groups hits by section (lvl0), in the order they come: the partial ones get a group of their own, last.
  const lvl0 = hit.missing?.length ? PARTIAL_GROUP : (hit.hierarchy[0] ?? '');
  const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, i === 0 ? lvl0 : hit.hierarchy[i] === null ? null : escapeHtml(hit.hierarchy[i]!)]));
  const highlighted = Object.fromEntries(LEVELS.map((l, i) => [l, field(i === 0 ? lvl0 : marked(hit.hierarchyMarked[i] ?? []))]));
  const content = field(marked(hit.snippet));
  const [withoutAnchor, anchor] = hit.url.split('#');
  return {
    objectID: hit.id,
    content: hit.content === null ? null : escapeHtml(hit.content),
    url: hit.url,
    url_without_anchor: withoutAnchor,
    type: hit.type,
    anchor: anchor ?? null,
    hierarchy: hierarchy as DocSearchHit['hierarchy'],
    _highlightResult: { hierarchy: highlighted, content, hierarchy_camel: [highlighted] } as unknown as DocSearchHit['_highlightResult'],
    _snippetResult: { hierarchy: highlighted, content, hierarchy_camel: [highlighted] } as unknown as DocSearchHit['_snippetResult'],
  };
}

/**
 * A hit as a grid cell: its link, and beside it (not in it) what DocSearch puts last in a hit,
 * the save and remove buttons of a recent or favourite search (or the ↵ sign of the selected hit).
 * DocSearch's own hit is a link holding them all, inside an option: controls inside controls.
 */
function GridHit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const container = children as ReactElement<{ children?: ReactNode }>;
  const parts = Children.toArray(isValidElement(container) ? container.props.children : children);
  const actions = parts.length > 1 ? parts.pop() : null;
  return (
    <div role="gridcell" className="DocSearch-Hit-Container">
      <a className="docs-search-hit-link" href={hit.url}>
        {parts}
      </a>
      {actions}
    </div>
  );
}

interface ModalProps {
  config: ClientConfig;
  initialQuery: string;
  onClose: () => void;
}

const ErrorIcon = () => (
  <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
  </svg>
);

function SearchModal({ config, initialQuery, onClose }: ModalProps) {
  const backend = searchBackend(config.search, config.baseUrl);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const latest = useRef(0);
  const narrow = typeof matchMedia === 'function' && matchMedia(NARROW).matches;
  const storageName = config.search.backend === 'hosted' ? config.search.indexName : `${config.storagePrefix}builtin`;

  // DocSearch's own error state is reset to idle as soon as its request
  // settles, so the error screen would never be seen: the status is kept
  // here and the screen drawn over the results (see the styles).
  useLayoutEffect(() => {
    setDropdown(root.current?.querySelector('.DocSearch-Dropdown') ?? null);
    const input = root.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    const cleared = () => {
      if (input && !input.value) {
        latest.current++;
        setStatus('idle');
      }
    };
    input?.addEventListener('input', cleared);
    return () => input?.removeEventListener('input', cleared);
  }, []);

  // DocSearch rebuilds its autocomplete (and loses the query) when these props change: they are made once.
  const props = useMemo(() => {
    let inFlight: AbortController | undefined;
    const search = async (query: string, page: number, snippetWords: number) => {
      // Each keystroke supersedes the last: DocSearch drops a stale answer, so the backend may stop early.
      inFlight?.abort();
      const controller = (inFlight = new AbortController());
      const id = ++latest.current;
      setStatus('loading');
      const stall = setTimeout(() => id === latest.current && setStatus('stalled'), SEARCH.stallMs);
      try {
        const result = await backend.search(clampQuery(query, SEARCH.maxQueryLength), { page, hitsPerPage: SEARCH.hitsPerPage, snippetWords, signal: controller.signal });
        if (id === latest.current) setStatus('idle');
        return result;
      } catch (error) {
        if (id === latest.current) setStatus('error');
        throw error;
      } finally {
        clearTimeout(stall);
      }
    };
    const baseUrl = config.baseUrl.replace(/\/$/, '');
    const seeAll = config.strings?.['theme.SearchModal.footer.seeAllResults'];
    const pageUrl = (query: string) => `${baseUrl}${config.search.pagePath ?? SEARCH.pagePath}?q=${encodeURIComponent(query)}`;
    return {
      transformSearchClient: (client: DocSearchTransformClient): DocSearchTransformClient => ({
        ...client,
        // DocSearch sends one request per keystroke; the interface answers it.
        search: (async (request: { requests: { query?: string; page?: number; attributesToSnippet?: string[] }[] }) => {
          const r = request.requests[0] ?? {};
          const words = Number(/:(\d+)$/.exec(r.attributesToSnippet?.at(-1) ?? '')?.[1]) || 10;
          const result = await search(r.query ?? '', r.page ?? 0, words);
          return {
            results: [
              {
                hits: result.hits.map(toDocSearchHit),
                nbHits: result.nbHits,
                page: result.page,
                nbPages: result.nbPages,
                hitsPerPage: SEARCH.hitsPerPage,
                processingTimeMS: 0,
                query: r.query ?? '',
                params: '',
                exhaustiveNbHits: true,
              },
            ],
          };
        }) as unknown as DocSearchTransformClient['search'],
      }),
      navigator: {
        navigate: ({ itemUrl }: { itemUrl: string }) => navigateTo(itemUrl),
        navigateNewTab: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener'),
      },
      resultsFooterComponent: ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
        <a
          className="docs-search-see-all"
          href={pageUrl(state.query)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onClose();
            navigateTo(pageUrl(state.query));
          }}
        >
          {seeAll ? seeAll.replace('{count}', String(state.context.nbHits ?? 0)) : <>See all {String(state.context.nbHits ?? 0)} results</>}
        </a>
      ),
    };
  }, [backend, config.baseUrl, onClose]);

  // The page's locale's strings (Docusaurus' ids), where it has them; DocSearch's own English otherwise.
  const say = (id: string, english: string) => config.strings?.[id] ?? english;
  const translations = config.strings ? modalTranslations(say) : undefined;
  return (
    <div ref={root} className="docs-search-modal" data-status={status} data-backend={config.search.backend}>
      <DocSearchModal
        appId={config.search.backend === 'hosted' ? config.search.appId : 'builtin'}
        apiKey={config.search.backend === 'hosted' ? config.search.apiKey : 'builtin'}
        indexName={storageName}
        placeholder={say('theme.SearchModal.placeholder', 'Search docs')}
        {...(translations ? { translations } : {})}
        initialQuery={clampQuery(initialQuery, SEARCH.maxQueryLength)}
        initialScrollY={window.scrollY}
        maxResultsPerGroup={narrow ? SEARCH.hitsPerGroupNarrow : SEARCH.hitsPerGroup}
        onClose={onClose}
        transformSearchClient={props.transformSearchClient}
        navigator={props.navigator}
        hitComponent={GridHit}
        resultsFooterComponent={props.resultsFooterComponent}
      />
      {status === 'error' &&
        dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen docs-search-error" role="alert">
            <div className="DocSearch-Screen-Icon">
              <ErrorIcon />
            </div>
            <p className="DocSearch-Title">{say('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results')}</p>
            <p className="DocSearch-Help">{say('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.')}</p>
          </div>,
          dropdown,
        )}
    </div>
  );
}

/** DocSearch's texts from the page's UI strings (the modal's translations, as Docusaurus passes them). */
function modalTranslations(say: (id: string, english: string) => string) {
  const cancel = say('theme.SearchModal.searchBox.cancelButtonText', 'Cancel');
  return {
    searchBox: { cancelButtonText: cancel, cancelButtonAriaLabel: cancel },
    startScreen: { recentSearchesTitle: say('theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'), favoriteSearchesTitle: say('theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite') },
    errorScreen: { titleText: say('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'), helpText: say('theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.') },
    noResultsScreen: { noResultsText: say('theme.SearchModal.noResultsScreen.noResultsText', 'No results for') },
  };
}

/** Client navigation when the entry offers it (window.__docs), else a page load. */
function navigateTo(url: string) {
  const docs = (window as unknown as { __docs?: { navigate?: (href: string) => void } }).__docs;
  if (docs?.navigate) docs.navigate(url);
  else window.location.assign(url);
}

const STYLE_ID = 'docs-search-styles';

let root: Root | undefined;
let host: HTMLDivElement | undefined;
let closing: (() => void) | undefined;
let release: (() => void) | undefined;

export function openSearchModal({ config, initialQuery, onClose }: ModalProps) {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = variablesCss + modalCss + MODAL_CSS;
    document.head.appendChild(style);
  }
  host = document.createElement('div');
  host.className = 'docs-search-host';
  document.body.insertBefore(host, document.body.firstChild);
  release = makeAccessible(host, 'Search the documentation');
  root = createRoot(host);
  closing = onClose;
  root.render(<SearchModal config={config} initialQuery={initialQuery} onClose={closeSearchModal} />);
}

export function closeSearchModal() {
  const done = closing;
  closing = undefined;
  release?.();
  release = undefined;
  root?.unmount();
  host?.remove();
  root = undefined;
  host = undefined;
  done?.();
}
