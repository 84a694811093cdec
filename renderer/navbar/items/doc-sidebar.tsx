// Opens a sidebar at its first page, and is highlighted on every page of it.
import { firstLink, NavLink } from '../parts.tsx';
import { defineNavbarItemType, NavbarItemError, type NavbarItemProps } from '../types.ts';

function link({ site, item }: NavbarItemProps, className: string) {
  const sidebar = site.sidebars[item.sidebarId!];
  if (!sidebar) throw new NavbarItemError(`Can't find any sidebar with id "${item.sidebarId}".`);
  const first = firstLink(sidebar);
  if (!first) throw new NavbarItemError(`DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`);
  return <NavLink site={site} item={{ ...item, to: first }} className={className} sidebarId={item.sidebarId} />;
}

export default defineNavbarItemType({
  type: 'docSidebar',
  validate: (item, check, key) => {
    check.string(item.sidebarId, `${key}.sidebarId`);
    check.string(item.label, `${key}.label`);
  },
  render: (props) => link(props, 'navbar__item navbar__link'),
  renderMobile: (props) => link(props, 'menu__link'),
});
