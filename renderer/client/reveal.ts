// A link to a place hidden in a closed <details> (a schema's child attributes)
// or in a tab panel not shown (a media type's body) opens what hides it, then
// goes there: on load, when the hash changes and after client navigation.
// (Without JavaScript the browser opens the <details> itself; all panels show.)
import { showPanel } from './tabs.ts';

export function revealTarget(hash = location.hash) {
  if (hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const target = document.getElementById(id);
  if (!target) return;
  let moved = false;
  for (let el = target.parentElement; el; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement && !el.open && !el.querySelector(':scope > summary')?.contains(target)) {
      el.open = true;
      moved = true;
    } else if (el.getAttribute('role') === 'tabpanel' && el.hidden) {
      showPanel(el);
      moved = true;
    }
  }
  if (moved) target.scrollIntoView();
}

export function initReveal() {
  revealTarget();
  window.addEventListener('hashchange', () => revealTarget());
  document.addEventListener('docs:navigated', () => revealTarget());
}
