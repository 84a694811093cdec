// The interactive API page's behaviour, loaded by the entry (renderer/client/console.ts)
// only on that page. The page shows the groups of operations (tags) as cards, each
// a link to its index page, so it stays small at any number of operations. Here
// a group's link expands it (the card then spans the row) to its operations,
// listed from the console's index (one JSON file, loaded once); opening an
// operation (its link, or a `#<operationId>` URL, which expands its group
// first) puts a console island after its link, which loads the operation's
// data and the form on demand.
// It imports nothing from the entry: the entry hands it what it needs.
import type { ConsoleIndexEntry } from '../api-types.ts';

let env: { baseUrl: string; mountIslands: (root: ParentNode) => void } = { baseUrl: '/', mountIslands: () => {} };

export function setup(given: typeof env) {
  env = given;
}

const indexes = new Map<string, Promise<ConsoleIndexEntry[]>>();

function loadIndex(url: string): Promise<ConsoleIndexEntry[]> {
  let p = indexes.get(url);
  if (!p) {
    p = fetch(url).then(async (r) => {
      if (!r.ok) throw new Error(`${url} answered ${r.status}`);
      return ((await r.json()) as { operations: ConsoleIndexEntry[] }).operations;
    });
    p.catch(() => indexes.delete(url)); // a failed load is tried again next time
    indexes.set(url, p);
  }
  return p;
}

const pageRoot = () => document.querySelector<HTMLElement>('[data-console]');
const indexUrlOf = (root: HTMLElement) => new URL(root.dataset.console ?? '', location.href).href;

/** The group of a tag: its item on the page, or one made for it (a group the page did not list). */
function groupOf(root: HTMLElement, tag: string): HTMLElement {
  for (const item of root.querySelectorAll<HTMLElement>('.console__group')) if (item.dataset.tag === tag) return item;
  const item = document.createElement('li');
  item.className = 'console__group';
  item.dataset.tag = tag;
  const label = document.createElement('span');
  label.className = 'console__tag';
  label.append(Object.assign(document.createElement('span'), { className: 'console__name', textContent: tag }));
  item.append(label);
  root.querySelector('.console__groups')?.append(item);
  return item;
}

function setExpanded(group: HTMLElement, expanded: boolean) {
  group.querySelector('.console__tag')?.setAttribute('aria-expanded', String(expanded));
  const list = group.querySelector<HTMLElement>('.console__list');
  if (list) list.hidden = !expanded;
}

/** Shows a group's operations: links named by their operationId, listed from the index the first time. */
async function expand(root: HTMLElement, group: HTMLElement): Promise<void> {
  if (!group.querySelector('.console__list')) {
    const url = indexUrlOf(root);
    let entries: ConsoleIndexEntry[];
    try {
      entries = await loadIndex(url);
    } catch (error) {
      let note = group.querySelector<HTMLElement>('.console__problem');
      if (!note) group.append((note = Object.assign(document.createElement('p'), { className: 'console__problem' })));
      note.setAttribute('role', 'alert');
      note.textContent = `The operations could not load (${(error as Error).message}). Open the group again to retry.`;
      return;
    }
    group.querySelector('.console__problem')?.remove();
    if (!group.querySelector('.console__list')) {
      const base = env.baseUrl.replace(/\/+$/, '');
      const list = document.createElement('div');
      list.className = 'console__list';
      for (const e of entries) {
        if (e.tag !== group.dataset.tag) continue;
        const link = document.createElement('a');
        link.id = e.operationId;
        link.href = base + e.href;
        link.dataset.data = new URL(e.data, url).href;
        const badge = document.createElement('span');
        badge.className = `method-badge method-badge--${e.method.toLowerCase()}`;
        badge.textContent = e.method;
        const path = document.createElement('code');
        path.className = 'console__op-path';
        path.textContent = e.path;
        link.append(badge, Object.assign(document.createElement('span'), { className: 'console__op-name', textContent: e.summary }), path);
        list.append(link);
      }
      group.append(list);
    }
  }
  setExpanded(group, true);
}

function open(item: HTMLElement, focus: boolean) {
  const root = item.closest<HTMLElement>('[data-console]');
  if (!root) return;
  let panel = item.nextElementSibling as HTMLElement | null;
  if (!panel?.matches('[data-island="console"]')) {
    panel = document.createElement('div');
    panel.className = 'console__panel';
    panel.dataset.island = 'console';
    panel.dataset.islandProps = JSON.stringify({ operationId: item.id, indexUrl: indexUrlOf(root), dataUrl: item.dataset.data });
    panel.dataset.for = item.id;
    item.after(panel);
    env.mountIslands(item.parentElement!);
  }
  item.setAttribute('aria-expanded', 'true');
  if (focus) item.scrollIntoView({ block: 'start' });
}

const isOperationLink = (el: Element | null): el is HTMLElement => !!el?.matches('.console__list > a');

/** Opens the operation the URL's hash names (a "Try it" link, or a deep link), expanding its group first. */
export async function openTarget() {
  const root = pageRoot();
  if (!root) return;
  for (const tag of root.querySelectorAll('a.console__tag:not([aria-expanded])')) tag.setAttribute('aria-expanded', 'false');
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  if (!id) return;
  const hash = location.hash;
  let item = document.getElementById(id);
  if (!isOperationLink(item)) {
    const entry = (await loadIndex(indexUrlOf(root)).catch(() => [])).find((e) => e.operationId === id);
    if (!entry || location.hash !== hash || !root.isConnected) return; // not an operation, or the visitor moved on
    const group = groupOf(root, entry.tag);
    await expand(root, group);
    item = document.getElementById(id);
  } else setExpanded(item.closest<HTMLElement>('.console__group')!, true);
  if (isOperationLink(item)) open(item, true);
}

/** A click on a group's link (expands or collapses it) or an operation's link (opens its console). */
export function activate(link: HTMLElement) {
  const root = link.closest<HTMLElement>('[data-console]');
  if (!root) return;
  if (link.matches('.console__tag')) {
    const group = link.parentElement!;
    if (link.getAttribute('aria-expanded') === 'true') setExpanded(group, false);
    else void expand(root, group);
    return;
  }
  history.replaceState(history.state, '', `#${encodeURIComponent(link.id)}`);
  open(link, false);
}
