// Browser storage that never throws. Storage can be unavailable (sandboxed
// iframes, some private modes, strict privacy settings): the site then keeps
// working without persistence and says so once in the console.
import { getConfig } from './config.ts';

let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  const name = getConfig().productName;
  console.warn(
    `${name} browser storage is not available.\nPossible reasons: running ${name} in an iframe, in an incognito browser session, or using too strict browser privacy settings.`,
    error,
  );
}

function area(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const s = window[kind];
    if (!s) throw new Error(`${kind} is missing`);
    return s;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

function make(kind: 'localStorage' | 'sessionStorage') {
  return {
    get(key: string): string | null {
      try {
        return area(kind)?.getItem(key) ?? null;
      } catch (error) {
        warnOnce(error);
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        area(kind)?.setItem(key, value);
      } catch (error) {
        warnOnce(error);
      }
    },
    remove(key: string) {
      try {
        area(kind)?.removeItem(key);
      } catch (error) {
        warnOnce(error);
      }
    },
  };
}

export const local = make('localStorage');
export const session = make('sessionStorage');
/** Keys of our own settings are namespaced with the config's storage prefix. */
export const prefixed = (key: string) => getConfig().storagePrefix + key;
