// The provider's session cookie (name from the config, e.g. `quire_session`).
import { getConfig } from './config.ts';

/** The raw cookie value, or null when the visitor has no session cookie. */
export function sessionCookieValue(): string | null {
  const name = getConfig().sessionCookie;
  if (!name) return null;
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim() || null;
  }
  return null;
}

export const hasSessionCookie = () => sessionCookieValue() !== null;
