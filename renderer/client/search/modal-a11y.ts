// What the search modal adds to DocSearch's markup so that it is a proper
// dialog for assistive technology and the keyboard (DocSearch 3's own falls
// short: its backdrop is a `role=button` holding the whole dialog, its input
// controls list ids that do not exist, its options hold links and buttons,
// and its focus trap remembers the first and last controls of the first
// render only).
//
// - The dialog: `role=dialog`, `aria-modal`, a name; the backdrop is no control.
// - The results: a combobox whose popup is a grid per section (rows that may
//   hold a link and the save/remove buttons, which an option may not), each
//   labelled by its section title; the input controls the grids there are.
// - Focus stays in the dialog: Tab and Shift+Tab go round its controls as they
//   are now, and the page behind is inert while it is open.
//
// DocSearch (React) writes its attributes when it renders; an observer puts
// ours back right after, before the browser paints.

const BACKDROP_ATTRS = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls'];

function set(el: Element, name: string, value: string) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}
function unset(el: Element, name: string) {
  if (el.hasAttribute(name)) el.removeAttribute(name);
}

function repair(host: HTMLElement, label: string) {
  const backdrop = host.querySelector('.DocSearch-Container');
  if (backdrop) for (const name of BACKDROP_ATTRS) unset(backdrop, name);
  const dialog = host.querySelector('.DocSearch-Modal');
  if (dialog) {
    set(dialog, 'role', 'dialog');
    set(dialog, 'aria-modal', 'true');
    set(dialog, 'aria-label', label);
  }
  const grids: string[] = [];
  host.querySelectorAll('.DocSearch-Dropdown section.DocSearch-Hits').forEach((section, i) => {
    const list = section.querySelector(':scope > ul');
    if (!list) return;
    const id = `docsearch-grid-${i}`;
    const title = section.querySelector(':scope > .DocSearch-Hit-source');
    if (title) set(title, 'id', `${id}-title`);
    set(list, 'role', 'grid');
    set(list, 'id', id);
    if (title) set(list, 'aria-labelledby', `${id}-title`);
    for (const item of list.querySelectorAll(':scope > li')) set(item, 'role', 'row');
    grids.push(id);
  });
  const input = host.querySelector('.DocSearch-Input');
  if (input) {
    set(input, 'role', 'combobox');
    set(input, 'aria-haspopup', 'grid');
    set(input, 'aria-expanded', String(grids.length > 0));
    if (grids.length) set(input, 'aria-controls', grids.join(' '));
    else unset(input, 'aria-controls');
    const active = input.getAttribute('aria-activedescendant');
    if (active && !document.getElementById(active)) unset(input, 'aria-activedescendant');
  }
}

/** The controls Tab reaches in the dialog now, in order. */
function tabbables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/** Keeps the modal's markup accessible and its focus inside while it is open; returns what undoes it. */
export function makeAccessible(host: HTMLElement, label: string): () => void {
  repair(host, label);
  const observer = new MutationObserver(() => repair(host, label));
  observer.observe(host, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'id', 'aria-controls', 'aria-activedescendant', ...BACKDROP_ATTRS] });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = host.querySelector('.DocSearch-Modal');
    if (!dialog) return;
    const controls = tabbables(dialog);
    if (!controls.length) return;
    const at = controls.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? controls.length - 1 : -1) : at === controls.length - 1 || at < 0 ? 0 : -1;
    if (next < 0) return; // the browser moves focus within the dialog
    event.preventDefault();
    event.stopPropagation(); // DocSearch's own trap would move it again
    controls[next].focus();
  };
  host.addEventListener('keydown', onKeyDown, true);

  // The page behind: out of reach of Tab, clicks and screen readers.
  const made: HTMLElement[] = [];
  for (const el of document.body.children) {
    if (el === host || !(el instanceof HTMLElement) || el.inert || el.tagName === 'SCRIPT') continue;
    el.inert = true;
    made.push(el);
  }
  return () => {
    observer.disconnect();
    host.removeEventListener('keydown', onKeyDown, true);
    for (const el of made) el.inert = false;
  };
}
