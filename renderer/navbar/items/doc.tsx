// A link to one doc by id (its label defaults to the id).
import { NavLink } from '../parts.tsx';
import { defineNavbarItemType, NavbarItemError, type NavbarItemProps } from '../types.ts';

function link({ site, item }: NavbarItemProps, className: string) {
  const to = site.docRoutes[item.docId!];
  if (!to) throw new NavbarItemError(`Couldn't find any doc with id "${item.docId}".`);
  return <NavLink site={site} item={{ ...item, label: item.label ?? item.docId, to }} className={className} />;
}

export default defineNavbarItemType({
  type: 'doc',
  validate: (item, check, key) => void check.string(item.docId, `${key}.docId`),
  render: (props) => link(props, 'navbar__item navbar__link'),
  renderMobile: (props) => link(props, 'menu__link'),
});
