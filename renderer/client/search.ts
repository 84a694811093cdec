// The search modal's opener (vanilla, in the entry). The modal itself (React
// and @docsearch/react) is its own chunk, loaded on first use: clicking or
// focusing the navbar search box, Ctrl+K / Cmd+K, or `/` outside editable
// fields. Pointing at the box only warms the chunk up. Escape closes the
// modal; focus then returns to the search box.
import { getConfig } from './config.ts';
import { SEARCH } from '../contract.ts';

type ModalModule = typeof import('./search/modal.tsx');

let chunk: Promise<ModalModule> | undefined;
let open = false;
/** The box whose focus opened the modal (or that was focused last): focus returns there. */
let opener: HTMLElement | null = null;
/** Focus we give back on close must not open the modal again. */
let refocusing = false;

const loadModal = () => (chunk ??= import('./search/modal.tsx'));

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));
}

/** Keystrokes kept while the modal's code loads (see typeAhead). */
let pending: { stop(): string } | undefined;

function close() {
  if (!open) return;
  open = false;
  pending?.stop();
  void chunk?.then((m) => m.closeSearchModal());
}

function refocus(target: HTMLElement) {
  refocusing = true;
  target.focus();
  refocusing = false;
}

function onClosed() {
  open = false;
  const target = opener ?? document.querySelector<HTMLElement>(`[${SEARCH.buttonAttr}]`);
  if (!target?.isConnected) return;
  refocus(target);
  // Closed by a press on the backdrop: the press itself moves focus afterwards.
  setTimeout(() => {
    if (!open && (document.activeElement === document.body || !document.activeElement) && target.isConnected) refocus(target);
  });
}

/**
 * What is typed while the modal's code loads (Ctrl+K, then the query at once): kept and handed
 * to the modal as its query, so no keystroke is lost to the first open.
 */
function typeAhead(): { stop(): string } {
  let typed = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
  };
  window.addEventListener('keydown', onKey, true);
  return {
    stop() {
      window.removeEventListener('keydown', onKey, true);
      return typed;
    },
  };
}

export function openSearch(initialQuery = '') {
  // Another modal already owns the page.
  if (open || document.body.classList.contains('DocSearch--active')) return;
  open = true;
  document.documentElement.dataset.searchLoading = 'true';
  const typed = (pending = typeAhead());
  loadModal().then(
    (m) => {
      delete document.documentElement.dataset.searchLoading;
      const query = initialQuery + typed.stop();
      // Closed before the chunk arrived.
      if (open) m.openSearchModal({ config: getConfig(), initialQuery: query, onClose: onClosed });
    },
    (error: unknown) => {
      typed.stop();
      delete document.documentElement.dataset.searchLoading;
      open = false;
      chunk = undefined;
      console.error('The search could not load:', error);
    },
  );
}

export function initSearch() {
  const button = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>(`[${SEARCH.buttonAttr}]`) ?? null;
  document.addEventListener('click', (event) => {
    const el = button(event);
    if (!el) return;
    opener = el;
    openSearch();
  });
  document.addEventListener('focusin', (event) => {
    const el = button(event);
    if (!el || refocusing) return;
    opener = el;
    openSearch();
  });
  for (const type of ['mouseover', 'touchstart']) {
    document.addEventListener(type, (event) => void (button(event) && loadModal().catch(() => (chunk = undefined))), { passive: true });
  }
  window.addEventListener('keydown', (event) => {
    if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
      event.preventDefault();
      if (open) close();
      else {
        opener = document.querySelector<HTMLElement>(`[${SEARCH.buttonAttr}]`);
        openSearch();
      }
    } else if (event.key === 'Escape' && open) {
      close();
    } else if (event.key === '/' && !open && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.composedPath?.()[0] ?? event.target)) {
      event.preventDefault();
      opener = document.querySelector<HTMLElement>(`[${SEARCH.buttonAttr}]`);
      openSearch();
    }
  });
}
