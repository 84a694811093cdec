// Deferred schema levels (cli/plugins/api/schema-levels.ts): a large
// operation page draws its schemas' first levels and leaves the deeper ones
// to a JSON file. A placeholder is filled from it when the reader opens the
// level that holds it (or it is in view from the start), and a link to an id
// inside a deferred level (a deep link, a "described above") loads that level
// first, then goes there. Without JavaScript the placeholder links to the
// page's Markdown twin, which lists every field. A large page's deep
// components are in files shared by every page (cli/plugins/api/shared-levels.ts):
// their placeholders name their file.
import { link } from './property-links.ts';
import { revealTarget } from './reveal.ts';

interface LevelsFile {
  fragments: Record<string, string>;
  ids: Record<string, string>;
}

/** A component's structure shared by every page that uses it; its ids start with ROOT. */
interface SharedFile {
  html: string;
}

/** cli/plugins/api/shared-levels.ts's ROOT_ANCHOR: replaced by the anchor of the node a shared file opens under. */
const ROOT = 'schema-level-root';
const ROOTED = new RegExp(`( (?:id|href|data-schema-levels)=")(#?)${ROOT}`, 'g');
/** How many shared files in a row fill in without the reader opening anything (a list of a list of …). */
const CHAIN = 6;

const files = new Map<string, Promise<unknown>>();
const filling = new WeakMap<HTMLElement, Promise<void>>();

function levelsUrl(): string | undefined {
  return document.querySelector<HTMLElement>('[data-schema-levels-url]')?.dataset.schemaLevelsUrl;
}

function load<T>(url: string): Promise<T> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json();
    });
    file.catch(() => files.delete(url)); // a later open tries again
    files.set(url, file);
  }
  return file as Promise<T>;
}

/** The HTML of a placeholder's structure: the page's levels file has it, or a shared file, its ids then made the placeholder's. */
async function structureOf(placeholder: HTMLElement): Promise<string | undefined> {
  const anchor = placeholder.dataset.schemaLevels ?? '';
  const src = placeholder.dataset.schemaLevelsSrc;
  if (src) return (await load<SharedFile>(src)).html.replace(ROOTED, (_, attr: string, hash: string) => `${attr}${hash}${anchor}`);
  const url = levelsUrl();
  return url ? (await load<LevelsFile>(url)).fragments[anchor] : undefined;
}

/** Puts a deferred structure in its placeholder's place; `chain`: how many fills led here without the reader. */
function fill(placeholder: HTMLElement, chain = 0): Promise<void> {
  let done = filling.get(placeholder);
  if (!done) {
    done = put(placeholder, chain).finally(() => filling.delete(placeholder));
    filling.set(placeholder, done);
  }
  return done;
}

async function put(placeholder: HTMLElement, chain: number): Promise<void> {
  placeholder.dataset.loading = 'true';
  const note = placeholder.querySelector('p');
  if (note) note.textContent = 'Loading the deeper levels…';
  try {
    const html = await structureOf(placeholder);
    if (html === undefined) throw new Error('not in the levels file');
    const template = document.createElement('template');
    template.innerHTML = html;
    link(template.content);
    const parent = placeholder.parentElement;
    placeholder.replaceWith(template.content);
    // A shared structure may open on another one (its items' component): in view, it loads too.
    if (parent && chain < CHAIN) fillVisible(parent, chain + 1);
  } catch (error) {
    delete placeholder.dataset.loading;
    if (note) note.textContent = `The deeper levels could not be loaded (${(error as Error).message}); open the Markdown version of this page for every field.`;
  }
}

/** Placeholders a reader can see: none of their enclosing <details> is closed. */
function fillVisible(root: ParentNode = document, chain = 0) {
  for (const p of root.querySelectorAll<HTMLElement>('[data-schema-levels]:not([data-loading])')) {
    let hidden = false;
    for (let el = p.parentElement; el && el !== root; el = el.parentElement) if (el instanceof HTMLDetailsElement && !el.open) hidden = true;
    if (!hidden) void fill(p, chain);
  }
}

/** The placeholder whose structure holds an id: the page's levels file says, else the shared structure whose anchor the id continues. */
async function holderOf(id: string): Promise<HTMLElement | null> {
  const url = levelsUrl();
  const owner = url ? (await load<LevelsFile>(url).catch(() => undefined))?.ids[id] : undefined;
  const own = owner ? document.querySelector<HTMLElement>(`[data-schema-levels="${CSS.escape(owner)}"]`) : null;
  if (own) return own;
  let best: HTMLElement | null = null;
  for (const p of document.querySelectorAll<HTMLElement>('[data-schema-levels-src]')) {
    const anchor = p.dataset.schemaLevels ?? '';
    if (id.startsWith(`${anchor}-`) && anchor.length > (best?.dataset.schemaLevels?.length ?? -1)) best = p;
  }
  return best;
}

/** A link to an id the page does not have yet: load the levels that hold it (one within another, for shared ones), then go there. */
async function reachHash() {
  if (location.hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  if (document.getElementById(id)) return;
  for (let step = 0; step < 16 && !document.getElementById(id); step++) {
    const placeholder = await holderOf(id);
    if (!placeholder) return;
    await fill(placeholder);
    if (placeholder.isConnected) return; // could not be loaded (it says so)
  }
  revealTarget();
}

export function initSchemaLevels() {
  // `toggle` does not bubble: listened for in the capture phase.
  document.addEventListener('toggle', (e) => {
    if (e.target instanceof HTMLDetailsElement && e.target.open) fillVisible(e.target);
  }, true);
  const start = () => {
    fillVisible();
    void reachHash();
  };
  start();
  window.addEventListener('hashchange', () => void reachHash());
  document.addEventListener('docs:navigated', start);
}
