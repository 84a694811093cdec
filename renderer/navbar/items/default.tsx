// A plain link: `{ label, to }` for a page of the site, `{ label, href }` for another site.
import { checkLink, NavLink } from '../parts.tsx';
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'default',
  validate: (item, check, key) => checkLink(item, check, key),
  render: ({ site, item }) => <NavLink site={site} item={item} className="navbar__item navbar__link" />,
  renderMobile: ({ site, item }) => <NavLink site={site} item={item} className="menu__link" />,
});
