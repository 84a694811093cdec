// Navbar menus whose entries differ per page (the version and locale menus of
// a site with versions or locales): the navbar, rendered once per build, holds
// a slot per menu, filled here with each page's entries as the page is
// assembled. Plain strings: this runs once per page.
import { escapeHtml } from '../html.ts';
import type { PageMenuData } from '../types.ts';
import { withBase } from '../url.ts';

/** Stands for a menu in the navbar (desktop and drawer). */
export const menuSlot = (kind: string, mode: 'left' | 'right' | 'mobile') => `__DOCS_MENU_${kind}_${mode}__`;
/** Every slot in a piece of HTML. */
export const MENU_SLOTS = /__DOCS_MENU_([a-z]+)_(left|right|mobile)__/g;

function attrs(item: PageMenuData['items'][number], kind: string): string {
  const data = Object.entries(item.data ?? {}).map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`).join('');
  // target: another part of the site loads in full (the client router leaves such links alone).
  return `${item.lang ? ` lang="${escapeHtml(item.lang)}" hreflang="${escapeHtml(item.lang)}"` : ''} target="_self"${data}`;
}

/** A menu's HTML: the desktop dropdown, or the drawer's list. `label` is the drawer's title (translated). */
export function menuHtml(kind: string, menu: PageMenuData, baseUrl: string, mode: string, drawerLabel: string, icon: string): string {
  const mobile = mode === 'mobile';
  const right = mode === 'right';
  if (mobile) {
    const items = menu.items
      .map((i) => `<li><a class="menu__link${i.active ? ' menu__link--active' : ''}" href="${escapeHtml(withBase(baseUrl, i.href))}"${attrs(i, kind)}>${escapeHtml(i.label)}</a></li>`)
      .join('');
    return `<details class="menu__dropdown" data-page-menu="${kind}"><summary><span class="menu__link menu__link--sublist">${icon}${escapeHtml(drawerLabel)}</span></summary><ul class="menu__list">${items}</ul></details>`;
  }
  const items = menu.items
    .map((i) => `<li><a class="dropdown__link${i.active ? ' dropdown__link--active' : ''}" href="${escapeHtml(withBase(baseUrl, i.href))}"${attrs(i, kind)}>${escapeHtml(i.label)}</a></li>`)
    .join('');
  return (
    `<div class="navbar__item dropdown dropdown--hoverable${right ? ' dropdown--right' : ''}" data-dropdown="${kind}" data-page-menu="${kind}">` +
    `<button type="button" class="navbar__link" aria-haspopup="true" aria-expanded="false">${icon}<span class="dropdown__label">${escapeHtml(menu.label)}</span></button>` +
    `<ul class="dropdown__menu">${items}</ul></div>`
  );
}
