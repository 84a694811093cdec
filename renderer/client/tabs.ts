// Tabs written in content: click and arrow keys select; a `groupId` keeps
// tabs with the same values in sync across the page, and is remembered
// (local storage) for the next pages: the code-sample language site-wide.
import { local, prefixed } from './storage.ts';

function select(tab: HTMLElement, focus: boolean) {
  const tabs = tab.closest('.tabs');
  if (!tabs) return;
  const list = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > [role="tab"]')];
  for (const t of list) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
    const lazy = on ? panel?.querySelector<HTMLElement>('[data-sample]:not([data-loading])') : null;
    if (lazy) fill(lazy);
  }
  if (focus) tab.focus();
  keepInView(tab);
}

/** A row of tabs wider than its column scrolls sideways: the chosen tab is scrolled into it (the row only, never the page). */
function keepInView(tab: HTMLElement) {
  const row = tab.parentElement;
  if (!row || row.scrollWidth <= row.clientWidth) return;
  const outer = row.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  const margin = 32; // past the faded edge
  if (inner.left < outer.left + margin) row.scrollLeft -= outer.left + margin - inner.left;
  else if (inner.right > outer.right - margin) row.scrollLeft += inner.right - (outer.right - margin);
}

/** Shows a tab panel (a link led into it): its tab is selected, not remembered. */
export function showPanel(panel: HTMLElement) {
  const tab = document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(panel.id)}"]`);
  if (tab) select(tab, false);
}

/** An API page's request sample the page left out: written when its tab is first shown (samples.ts, a lazy chunk). */
function fill(placeholder: HTMLElement) {
  placeholder.dataset.loading = '';
  const status = Object.assign(document.createElement('p'), { className: 'code-block__status', textContent: 'Loading the sample…' });
  placeholder.replaceChildren(status);
  import('./samples.ts')
    .then(({ fillSample }) => fillSample(placeholder))
    .catch((error) => {
      console.warn('A code sample failed to load:', error);
      // Never an empty tab: what failed, and where the same request is (the console shows it in every language).
      const link = placeholder.closest('.api-samples')?.querySelector<HTMLAnchorElement>('.api-samples__nojs a');
      // The tab before the first lazy one holds the same request (the schema's own samples may come before it).
      const tabs = [...(placeholder.closest('.tabs')?.querySelectorAll(':scope > .tabs__list > [role="tab"]') ?? [])];
      const first = tabs[tabs.findIndex((t) => document.getElementById(t.getAttribute('aria-controls') ?? '')?.classList.contains('tabs__panel--lazy')) - 1];
      status.textContent = `This sample could not be loaded. The ${first?.textContent ?? 'first'} tab has the same request`;
      if (link) status.append(', and the ', Object.assign(document.createElement('a'), { href: link.href, textContent: 'interactive console' }), ' shows it in every language.');
      else status.append('.');
      placeholder.removeAttribute('data-loading');
    });
}

const key = (group: string) => prefixed(`docs.tabs.${group}`);
const remembered = (group: string) => local.get(key(group));
function selectGroup(group: string, value: string, except?: HTMLElement) {
  for (const other of document.querySelectorAll<HTMLElement>(`.tabs[data-group="${CSS.escape(group)}"] > .tabs__list > .tabs__tab[data-value="${CSS.escape(value)}"]`)) {
    if (other !== except) select(other, false);
  }
}

/**
 * Makes the panels the page leaves out: a lazy tab's (an API page's request sample past the first
 * language), as the build would have written it, empty until the tab is shown (see `fill`).
 */
function makePanels(root: ParentNode) {
  for (const tab of root.querySelectorAll<HTMLElement>('.tabs__tab[data-lazy]')) {
    const tabs = tab.closest('.tabs');
    if (!tabs) continue;
    // The page leaves a lazy tab's id out (Mdx.tsx: Tabs): a named tab's (the shown one has one), numbered by its place.
    const list = [...tab.parentElement!.children];
    tab.id ||= list.find((t) => t.id)!.id.replace(/-\d+$/, `-${list.indexOf(tab)}`);
    const panel = document.createElement('div');
    panel.setAttribute('role', 'tabpanel');
    panel.id = tab.id.replace(/^tab-/, 'panel-');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.className = 'tabs__panel tabs__panel--lazy';
    panel.hidden = true;
    const label = Object.assign(document.createElement('p'), { className: 'tabs__panel-label', textContent: tab.textContent });
    const placeholder = Object.assign(document.createElement('div'), { className: 'code-block code-block--bare' });
    placeholder.dataset.sample = tab.dataset.value ?? '';
    panel.append(label, placeholder);
    // In the tabs' order: before the panel of the next tab that has one.
    let next = tab.nextElementSibling;
    while (next && !next.hasAttribute('aria-controls')) next = next.nextElementSibling;
    const before = next && document.getElementById(next.getAttribute('aria-controls')!);
    tabs.insertBefore(panel, before?.parentElement === tabs ? before : null);
    tab.setAttribute('aria-controls', panel.id);
    tab.removeAttribute('data-lazy');
  }
}

/** Applies the remembered choice of every tab group on the page (called on load and after client navigation). */
export function restoreTabs(root: ParentNode = document) {
  makePanels(root);
  const groups = new Set([...root.querySelectorAll<HTMLElement>('.tabs[data-group]')].map((t) => t.dataset.group!));
  for (const group of groups) {
    const value = remembered(group);
    if (value) selectGroup(group, value);
  }
}

export function initTabs(root: ParentNode = document) {
  restoreTabs(root);
  document.addEventListener('docs:navigated', () => restoreTabs());
  root.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('.tabs__tab');
    if (!tab) return;
    select(tab, false);
    const group = tab.closest<HTMLElement>('.tabs')?.dataset.group;
    if (group) {
      selectGroup(group, tab.dataset.value ?? '', tab);
      local.set(key(group), tab.dataset.value ?? '');
    }
  });
  root.addEventListener('keydown', (event) => {
    const e = event as KeyboardEvent;
    const tab = (e.target as Element).closest?.<HTMLElement>('.tabs__tab');
    if (!tab) return;
    const list = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')];
    const i = list.indexOf(tab);
    const next = e.key === 'ArrowRight' ? list[(i + 1) % list.length] : e.key === 'ArrowLeft' ? list[(i - 1 + list.length) % list.length] : e.key === 'Home' ? list[0] : e.key === 'End' ? list[list.length - 1] : null;
    if (next) {
      e.preventDefault();
      select(next, true);
    }
  });
}
