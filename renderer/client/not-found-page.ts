// The not-found page's suggestions (a chunk loaded on that page only): the
// site's pages closest to the address asked for, from the route manifest the
// build writes, and that address's words in the search box, ready to send.
import { closestRoutes, type RouteEntry } from '../closest-routes.ts';
import { NOT_FOUND_ROUTES_ATTR } from '../contract.ts';

export async function showClosest(baseUrl: string) {
  const list = document.querySelector<HTMLElement>(`[${NOT_FOUND_ROUTES_ATTR}]`);
  if (!list || list.dataset.for === location.pathname) return;
  list.dataset.for = location.pathname;
  const base = baseUrl.replace(/\/+$/, '');
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed percent-encoding: the address as it is.
  }
  if (base && path.startsWith(base + '/')) path = path.slice(base.length);
  const input = document.querySelector<HTMLInputElement>('.not-found__search input[name="q"]');
  const words = (path.split('/').filter(Boolean).pop() ?? '').replace(/\.html$/, '').split(/[^A-Za-z0-9]+/).filter(Boolean).join(' ');
  if (input && !input.value && words) input.value = words.slice(0, input.maxLength > 0 ? input.maxLength : 64);
  const response = await fetch(list.getAttribute(NOT_FOUND_ROUTES_ATTR)!);
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  const routes = ((await response.json()) as RouteEntry[]).filter((r) => typeof r.path === 'string' && typeof r.title === 'string');
  const closest = closestRoutes(path, routes);
  if (list.dataset.for !== location.pathname) return; // the visitor moved on
  list.replaceChildren(
    ...closest.map((r) => {
      const item = document.createElement('li');
      const link = Object.assign(document.createElement('a'), { href: base + r.path, textContent: r.title });
      item.append(link, ' ', Object.assign(document.createElement('code'), { textContent: base + r.path }));
      return item;
    }),
  );
  const section = list.closest<HTMLElement>('section');
  if (section) section.hidden = closest.length === 0;
}
