// The language menu (one locale, English); labelled "Languages" in the drawer.
// Its link is the current page, so switching keeps the path, search and hash.
// A site with locales gives each page its entries (the page in each locale):
// then a slot they fill (renderer/navbar/menus.ts).
import { LanguageIcon } from '../../components/Icons.tsx';
import { CURRENT_PATH, Dropdown } from '../parts.tsx';
import { menuSlot } from '../menus.ts';
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'localeDropdown',
  render: ({ site, item }) =>
    site.menus?.includes('locale') ? (
      menuSlot('locale', item.position === 'right' ? 'right' : 'left')
    ) : (
      <Dropdown label="English" icon={<LanguageIcon />} kind="locale" right={item.position === 'right'}>
        <li>
          <a className="dropdown__link dropdown__link--active" href={CURRENT_PATH} lang="en" target="_self" data-locale="en">
            English
          </a>
        </li>
      </Dropdown>
    ),
  renderMobile: ({ site }) =>
    site.menus?.includes('locale') ? (
      menuSlot('locale', 'mobile')
    ) : (
      <details className="menu__dropdown" open>
        <summary>
          <span className="menu__link menu__link--sublist">
            <LanguageIcon /> Languages
          </span>
        </summary>
        <ul className="menu__list">
          <li>
            <a className="menu__link menu__link--active" href={CURRENT_PATH} lang="en" target="_self" data-locale="en">
              English
            </a>
          </li>
        </ul>
      </details>
    ),
});
