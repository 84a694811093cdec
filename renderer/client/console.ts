// Interactive API page, entry part: a check for the page and a click hook.
// The page's behaviour (renderer/client/console-page.ts: groups that expand
// to their operations, deep links, the console islands) is its own chunk,
// loaded when the page is shown, so a guide page carries none of it. Should
// that chunk fail to load, a click follows the link, as without JavaScript.
import { getConfig } from './config.ts';
import { mountIslands } from './islands.ts';

type PageModule = typeof import('./console-page.ts');
let page: Promise<PageModule> | undefined;

function load(): Promise<PageModule> {
  page ??= import('./console-page.ts').then(
    (m) => {
      m.setup({ baseUrl: getConfig().baseUrl, mountIslands });
      return m;
    },
    (error: unknown) => {
      page = undefined; // tried again next time
      throw error;
    },
  );
  return page;
}

/** On the interactive API page: opens the operation the URL's hash names. */
function start() {
  if (!document.querySelector('[data-console]')) return;
  load().then(
    (m) => m.openTarget(),
    (error: unknown) => console.warn('The interactive API page could not load its script:', error),
  );
}

export function initConsole() {
  start();
  window.addEventListener('hashchange', start);
  document.addEventListener('docs:navigated', start);
  // With JavaScript, a group's link expands the group and an operation's link opens its console
  // (the panel links to the reference); a modified click still follows the link.
  // Capture phase: before the router's client navigation.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('[data-console] .console__list > a, [data-console] .console__group > a.console__tag');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      load().then(
        (m) => m.activate(link),
        () => location.assign(link.href),
      );
    },
    true,
  );
}
