// The navbar's login item once a session cookie exists: "Dashboard" (the
// provider's hub, new tab) when the keys call returns keys, otherwise the same
// "Log in to <product>" link the static HTML already shows.
import { useEffect, useState } from 'react';
import { keysPresent, loadPartnerKeys, type KeysRequest } from '../partner-keys.ts';

const CLASS = 'navbar__item navbar__link login-item';

export interface LoginItemProps {
  /** `hub` unset: "Dashboard" goes to the app. */
  links: { app: string; hub?: string };
  productName: string;
  keysRequest: KeysRequest;
}

export default function LoginItem({ links, productName, keysRequest }: LoginItemProps) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let live = true;
    void loadPartnerKeys(keysRequest).then((result) => {
      if (live) setSignedIn(keysPresent(result.keys));
    });
    return () => {
      live = false;
    };
  }, [keysRequest]);
  return signedIn ? (
    <a className={CLASS} href={links.hub ?? links.app} target="_blank" rel="noopener noreferrer" data-login-item="true">
      Dashboard
    </a>
  ) : (
    <a className={CLASS} href={links.app} data-login-item="true">
      {`Log in to ${productName}`}
    </a>
  );
}
