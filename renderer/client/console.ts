// Interactive API page (entry part, kept tiny): the page lists the operations;
// opening one (its link, or a `#<operationId>` URL) puts a console island in
// the list after its link, which loads the operation's data and the form on demand.
import { mountIslands } from './islands.ts';

function open(item: HTMLElement, focus: boolean) {
  const list = item.closest<HTMLElement>('[data-console]');
  if (!list) return;
  let panel = item.nextElementSibling as HTMLElement | null;
  if (!panel?.matches('[data-island="console"]')) {
    panel = document.createElement('div');
    panel.className = 'console__panel';
    panel.dataset.island = 'console';
    panel.dataset.islandProps = JSON.stringify({ operationId: item.id, indexUrl: new URL(list.dataset.console ?? '', location.href).href });
    panel.dataset.for = item.id;
    item.after(panel);
    mountIslands(item.parentElement!);
  }
  item.setAttribute('aria-expanded', 'true');
  if (focus) item.scrollIntoView({ block: 'start' });
}

/** Opens the operation the URL's hash names (a "Try it" link, or a deep link). */
function openTarget() {
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  const item = id ? document.getElementById(id) : null;
  if (item?.parentElement?.matches('.console__list') && item.matches('a')) open(item, true);
}

export function initConsole() {
  openTarget();
  window.addEventListener('hashchange', openTarget);
  document.addEventListener('docs:navigated', openTarget);
  // With JavaScript, an operation's link opens its console (the panel links to the reference);
  // a modified click still follows the link. Capture phase: before the router's client navigation.
  document.addEventListener(
    'click',
    (event) => {
    const link = (event.target as Element).closest?.<HTMLElement>('.console__list > a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const item = link;
    history.replaceState(history.state, '', `#${encodeURIComponent(item.id)}`);
    open(item, false);
    },
    true,
  );
}
