// The language menu (one locale, English); labelled "Languages" in the drawer.
// Its link is the current page, so switching keeps the path, search and hash.
import { LanguageIcon } from '../../components/Icons.tsx';
import { CURRENT_PATH, Dropdown } from '../parts.tsx';
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'localeDropdown',
  render: ({ item }) => (
    <Dropdown label="English" icon={<LanguageIcon />} kind="locale" right={item.position === 'right'}>
      <li>
        <a className="dropdown__link dropdown__link--active" href={CURRENT_PATH} lang="en" target="_self" data-locale="en">
          English
        </a>
      </li>
    </Dropdown>
  ),
  renderMobile: () => (
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
