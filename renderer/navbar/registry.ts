// The built-in navbar item types, by name. Adding a type is one module in
// ./items/ plus one line here; a site adds its own with `navbarItemTypes`.
import defaultItem from './items/default.tsx';
import docSidebar from './items/doc-sidebar.tsx';
import doc from './items/doc.tsx';
import docsVersionDropdown from './items/docs-version-dropdown.tsx';
import dropdown from './items/dropdown.tsx';
import html from './items/html.tsx';
import localeDropdown from './items/locale-dropdown.tsx';
import login from './items/login.tsx';
import search from './items/search.tsx';
import type { NavbarItemType } from './types.ts';

export const BUILTIN_NAVBAR_ITEM_TYPES: readonly NavbarItemType[] = [defaultItem, dropdown, docSidebar, doc, docsVersionDropdown, localeDropdown, search, login, html];

/** The registry: built-ins, then the site's own types (which may not reuse a built-in name). */
export function navbarItemTypes(extra: readonly NavbarItemType[] = []): Map<string, NavbarItemType> {
  return new Map([...BUILTIN_NAVBAR_ITEM_TYPES, ...extra].map((t) => [t.type, t]));
}
