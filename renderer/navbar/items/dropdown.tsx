// A labelled menu of links (`items`); in the drawer, a heading over its links.
import { checkLink, Dropdown, NavLink } from '../parts.tsx';
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'dropdown',
  validate: (item, check, key, nested) => {
    if (nested) check.fail(key, 'a link (nested dropdowns are not allowed)', item);
    check.string(item.label, `${key}.label`);
    check.array(item.items, `${key}.items`).forEach((child, i) => {
      check.item(child, `${key}.items[${i}]`, true);
      checkLink(child as Record<string, unknown>, check, `${key}.items[${i}]`);
    });
  },
  render: ({ site, item }) => (
    <Dropdown label={item.label!} kind="custom" right={item.position === 'right'}>
      {item.items!.map((child, i) => (
        <li key={i}>
          <NavLink site={site} item={child} className="dropdown__link" />
        </li>
      ))}
    </Dropdown>
  ),
  renderMobile: ({ site, item }) => (
    <>
      <span className="menu__link menu__link--heading">{item.label}</span>
      <ul className="menu__list">
        {item.items!.map((child, j) => (
          <li key={j}>
            <NavLink site={site} item={child} className="menu__link" />
          </li>
        ))}
      </ul>
    </>
  ),
});
