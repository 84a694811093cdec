// Island runtime (vanilla part, in the entry). A `data-island="name"` element
// holds static markup that a React component takes over on demand: React and
// the component load as their own chunks only when an island actually mounts.
// A chunk that fails to load leaves a panel with the error text and a Retry
// button, which loads what failed afresh (renderer/client/chunks.ts); a
// component that crashes shows the error boundary's fallback
// (renderer/client/island-runtime.tsx).
import type { ComponentType } from 'react';
import { importAfresh } from './chunks.ts';
import { getConfig } from './config.ts';
import { reportError } from './report.ts';
import { hasSessionCookie, sessionCookieValue } from './session.ts';

/** The keys call, when the config names both its host and its client id (otherwise there is none). */
function keysRequest() {
  const { apiBaseUrl, apiClientId } = getConfig();
  return apiBaseUrl && apiClientId ? { apiBaseUrl, apiClientId, session: sessionCookieValue() } : undefined;
}

interface IslandModule {
  // Each island declares its own props type; the runtime passes them through.
  default: ComponentType<any>;
}

interface IslandDefinition {
  load: () => Promise<IslandModule>;
  /** The module `load` imports, as the chunk graph names it (its path under renderer/client, no extension). */
  chunk: string;
  /** Mount only when this holds; otherwise the static markup stays as it is. */
  when?: () => boolean;
  /** Props from the runtime (lazy chunks import nothing from the entry), merged with `data-island-props`. */
  props?: () => Record<string, unknown>;
}

const ISLANDS: Record<string, IslandDefinition> = {
  // The login item is an island that mounts only when the provider's session
  // cookie exists. Without it (most visitors) the static "Log in to <product>"
  // link is already the right answer, so nothing is loaded at all. With it, the
  // keys call decides between that link and "Dashboard", and the keys are then
  // held by the same module graph the interactive API page reuses.
  login: {
    load: () => import('./islands/login.tsx'),
    chunk: 'islands/login',
    when: () => hasSessionCookie() && keysRequest() !== undefined,
    props: () => {
      const { links, productName } = getConfig();
      return { links, productName, keysRequest: keysRequest() };
    },
  },
  // The /search/ page: its results come from the search backend the config names.
  'search-page': {
    load: () => import('./islands/search-page.tsx'),
    chunk: 'islands/search-page',
    props: () => {
      const { search, baseUrl } = getConfig();
      return { search, baseUrl };
    },
  },
  // The interactive API page's console: one per opened operation (renderer/client/console.ts adds them).
  console: {
    load: () => import('./islands/console.tsx'),
    chunk: 'islands/console',
    props: () => {
      const { apiBaseUrl, storagePrefix, baseUrl, strings } = getConfig();
      return { apiBaseUrl, storagePrefix, baseUrl, keysRequest: keysRequest(), ...(strings ? { strings } : {}) };
    },
  },
};

const mounted = new WeakSet<Element>();
/** Retries so far on this page: each one imports from URLs no earlier attempt used. */
let retries = 0;

export function mountIslands(root: ParentNode = document) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (el.dataset.island === 'site') {
      if (!mounted.has(el)) {
        mounted.add(el);
        void mountSiteIsland(el, el.innerHTML);
      }
      continue;
    }
    const definition = ISLANDS[el.dataset.island ?? ''];
    if (mounted.has(el) || !definition || (definition.when && !definition.when())) continue;
    mounted.add(el);
    void mount(el, definition, el.innerHTML);
  }
}

type Runtime = typeof import('./island-runtime.tsx');

async function mount(el: HTMLElement, definition: IslandDefinition, markup: string, retry = 0) {
  let runtime: Runtime;
  let component: ComponentType<Record<string, unknown>>;
  try {
    const [r, m] =
      retry === 0
        ? await Promise.all([import('./island-runtime.tsx'), definition.load()])
        : await Promise.all([importAfresh<Runtime>('island-runtime', retry), importAfresh<IslandModule>(definition.chunk, retry)]);
    runtime = r;
    component = m.default;
  } catch (error) {
    showLoadError(el, error, () => {
      el.innerHTML = markup;
      void mount(el, definition, markup, ++retries);
    });
    return;
  }
  let props: Record<string, unknown> = {};
  try {
    props = el.dataset.islandProps ? JSON.parse(el.dataset.islandProps) : {};
  } catch {
    // Bad props: the component gets only the runtime's.
  }
  runtime.renderIsland(el, component, { ...props, ...definition.props?.() }, reportError);
}

/** A site component's island bundle (cli/plugins/docs/site-islands.ts): it carries its React and mounts its exports. */
interface SiteIslandModule {
  mount(el: HTMLElement, exportName: string, props: Record<string, unknown>, onError: (error: unknown) => void): void;
}

async function mountSiteIsland(el: HTMLElement, markup: string, retry = 0) {
  const url = el.dataset.islandModule ?? '';
  let mod: SiteIslandModule;
  try {
    mod = (await import(/* @vite-ignore */ retry ? `${url}?retry=${retry}` : url)) as SiteIslandModule;
  } catch (error) {
    showLoadError(el, error, () => {
      el.innerHTML = markup;
      void mountSiteIsland(el, markup, ++retries);
    });
    return;
  }
  let props: Record<string, unknown> = {};
  try {
    props = el.dataset.islandProps ? JSON.parse(el.dataset.islandProps) : {};
  } catch {
    // Bad props: the component renders without them.
  }
  mod.mount(el, el.dataset.islandExport ?? 'default', props, reportError);
}

function showLoadError(el: HTMLElement, error: unknown, retry: () => void) {
  const panel = document.createElement('div');
  panel.className = 'island-error';
  panel.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.className = 'island-error__text';
  message.textContent = String(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'island-error__retry';
  button.textContent = 'Retry';
  button.addEventListener('click', retry);
  panel.append(message, button);
  el.replaceChildren(panel);
}
