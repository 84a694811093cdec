// The not-found page, entry part: on that page only, loads its suggestions
// (renderer/client/not-found-page.ts, its own chunk). Without it, or without
// JavaScript, the page still has its search box and the main areas.
import { NOT_FOUND_ROUTES_ATTR } from '../contract.ts';
import { getConfig } from './config.ts';

function start() {
  if (!document.querySelector(`[${NOT_FOUND_ROUTES_ATTR}]`)) return;
  import('./not-found-page.ts')
    .then((m) => m.showClosest(getConfig().baseUrl))
    .catch((error: unknown) => console.warn('The not-found page could not find similar pages:', error));
}

export function initNotFound() {
  start();
  document.addEventListener('docs:navigated', start);
}
