// Deferred schema levels (cli/plugins/api/schema-levels.ts): a large
// operation page draws its schemas' first levels and leaves the deeper ones
// to a JSON file. A placeholder is filled from it when the reader opens the
// level that holds it (or it is in view from the start), and a link to an id
// inside a deferred level (a deep link, a "described above") loads that level
// first, then goes there. Without JavaScript the placeholder links to the
// page's Markdown twin, which lists every field.
import { link } from './property-links.ts';
import { revealTarget } from './reveal.ts';

interface LevelsFile {
  fragments: Record<string, string>;
  ids: Record<string, string>;
}

const files = new Map<string, Promise<LevelsFile>>();

function levelsUrl(): string | undefined {
  return document.querySelector<HTMLElement>('[data-schema-levels-url]')?.dataset.schemaLevelsUrl;
}

function load(url: string): Promise<LevelsFile> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<LevelsFile>;
    });
    file.catch(() => files.delete(url)); // a later open tries again
    files.set(url, file);
  }
  return file;
}

/** Puts a deferred structure in its placeholder's place. */
async function fill(placeholder: HTMLElement): Promise<void> {
  const url = levelsUrl();
  if (!url || placeholder.dataset.loading) return;
  placeholder.dataset.loading = 'true';
  const note = placeholder.querySelector('p');
  if (note) note.textContent = 'Loading the deeper levels…';
  try {
    const html = (await load(url)).fragments[placeholder.dataset.schemaLevels ?? ''];
    if (html === undefined) throw new Error('not in the levels file');
    const template = document.createElement('template');
    template.innerHTML = html;
    link(template.content);
    placeholder.replaceWith(template.content);
  } catch (error) {
    delete placeholder.dataset.loading;
    if (note) note.textContent = `The deeper levels could not be loaded (${(error as Error).message}); open the Markdown version of this page for every field.`;
  }
}

/** Placeholders a reader can see: none of their enclosing <details> is closed. */
function fillVisible(root: ParentNode = document) {
  for (const p of root.querySelectorAll<HTMLElement>('[data-schema-levels]:not([data-loading])')) {
    let hidden = false;
    for (let el = p.parentElement; el && el !== root; el = el.parentElement) if (el instanceof HTMLDetailsElement && !el.open) hidden = true;
    if (!hidden) void fill(p);
  }
}

/** A link to an id the page does not have yet: load the level that holds it, then go there. */
async function reachHash() {
  const url = levelsUrl();
  if (!url || location.hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  if (document.getElementById(id)) return;
  const owner = (await load(url).catch(() => undefined))?.ids[id];
  const placeholder = owner ? document.querySelector<HTMLElement>(`[data-schema-levels="${CSS.escape(owner)}"]`) : null;
  if (!placeholder) return;
  await fill(placeholder);
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
