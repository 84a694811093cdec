// Client entry: progressive enhancement of the static HTML. Everything here
// is small; heavy features load on demand from their own chunks.
import { initCopyButtons } from './copy.ts';
import { initTabs } from './tabs.ts';

initTabs();
initCopyButtons();
document.documentElement.setAttribute('data-has-hydrated', 'true');
