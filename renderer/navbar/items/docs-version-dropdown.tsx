// The version menu: one version, "Next" (the product spec's only version).
import { Dropdown } from '../parts.tsx';
import { withBase } from '../../url.ts';
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'docsVersionDropdown',
  render: ({ site, item }) => (
    <Dropdown label="Next" kind="version" right={item.position === 'right'}>
      <li>
        <a className="dropdown__link dropdown__link--active" href={withBase(site.baseUrl, site.homeHref ?? '/')} data-version="current">
          Next
        </a>
      </li>
    </Dropdown>
  ),
  renderMobile: ({ site }) => (
    <a className="menu__link" href={withBase(site.baseUrl, site.homeHref ?? '/')} data-version="current">
      Version: Next
    </a>
  ),
});
