// Static "Log in to <product>" (the config requires `links.app` for this item);
// the `login` island (renderer/client/islands.ts) takes over when the provider's
// session cookie exists and the config names the keys call's host and client id. A <div> (display:
// contents): the island may put a block (its error panel) in it.
import { DATA } from '../../contract.ts';
import { defineNavbarItemType } from '../types.ts';

export default defineNavbarItemType({
  type: 'login',
  trailing: true,
  render: ({ site }) => (
    <div className="login-slot" {...{ [DATA.island]: 'login' }}>
      <a className="navbar__item navbar__link login-item" href={site.links.app!} data-login-item>
        {`Log in to ${site.productName}`}
      </a>
    </div>
  ),
});
