// Client entry: progressive enhancement of the static HTML with small vanilla
// modules (one per behaviour). React is not part of it: islands load React and
// their component on demand (islands.ts), error reporting loads after the page
// has loaded (error-reporting.ts).
import { initAnnouncementBar } from './announcement.ts';
import { initColorMode } from './color-mode.ts';
import { initConsole } from './console.ts';
import { initCopyButtons } from './copy.ts';
import { initDrawer } from './drawer.ts';
import { initErrorReporting } from './error-reporting.ts';
import { initHashLinks } from './hash-links.ts';
import { mountIslands } from './islands.ts';
import { initNavbar } from './navbar.ts';
import { initNotFound } from './not-found.ts';
import { forgetPages, initPrefetch, prefetch } from './prefetch.ts';
import { initPropertyLinks } from './property-links.ts';
import { initReveal } from './reveal.ts';
import { initRouter, navigate, refreshPage } from './router.ts';
import { initScrollRegionsOnNavigation } from './scroll-regions.ts';
import { initSchemaLevels } from './schema-levels.ts';
import { initSearch } from './search.ts';
import { initSidebar } from './sidebar.ts';
import { initTabs } from './tabs.ts';
import { initToc } from './toc.ts';

// The marker the home page's wrong-base-URL check looks for: the entry ran. `docs serve`'s
// live reload uses `refresh` (the page again, in place) and `forget` (fetched pages are stale).
(window as unknown as { __docs: unknown }).__docs = Object.freeze({ prefetch, navigate: (href: string) => navigate(href, 'push'), refresh: refreshPage, forget: forgetPages });

const steps: [string, () => void][] = [
  ['error reporting', initErrorReporting],
  ['colour mode', initColorMode],
  ['announcement bar', initAnnouncementBar],
  ['router', initRouter],
  ['navbar', initNavbar],
  ['search', initSearch],
  ['drawer', initDrawer],
  ['sidebar', initSidebar],
  ['table of contents', initToc],
  ['heading links', initHashLinks],
  ['tabs', () => initTabs()],
  ['hidden link targets', initReveal],
  ['property links', initPropertyLinks],
  ['deferred schema levels', initSchemaLevels],
  ['copy buttons', () => initCopyButtons()],
  ['scroll regions', initScrollRegionsOnNavigation],
  ['prefetch', initPrefetch],
  ['islands', () => mountIslands()],
  ['interactive API console', initConsole],
  ['not-found page', initNotFound],
];
// One behaviour failing must not take the others down.
for (const [name, init] of steps) {
  try {
    init();
  } catch (error) {
    console.error(`The ${name} failed to start:`, error);
  }
}
document.documentElement.setAttribute('data-has-hydrated', 'true');
