// The version menu. One version, "Next" (the product spec's only version),
// unless a plugin gives each page its entries (a site with versions): then a
// slot the page's own entries fill (renderer/navbar/menus.ts).
import { Dropdown } from '../parts.tsx';
import { menuSlot } from '../menus.ts';
import { withBase } from '../../url.ts';
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'docsVersionDropdown',
  render: ({ site, item }) =>
    site.menus?.includes('version') ? (
      menuSlot('version', item.position === 'right' ? 'right' : 'left')
    ) : (
      <Dropdown label="Next" kind="version" right={item.position === 'right'}>
        <li>
          <a className="dropdown__link dropdown__link--active" href={withBase(site.baseUrl, site.homeHref ?? '/')} data-version="current">
            Next
          </a>
        </li>
      </Dropdown>
    ),
  renderMobile: ({ site }) =>
    site.menus?.includes('version') ? (
      menuSlot('version', 'mobile')
    ) : (
      <a className="menu__link" href={withBase(site.baseUrl, site.homeHref ?? '/')} data-version="current">
        Version: Next
      </a>
    ),
});
