// The console's credentials: one store for every open operation, held in this
// module's memory and kept in session storage only when the visitor ticks the
// box; they never go into the URL or a log (each value is registered as a
// secret the error reports scrub).
import { useSyncExternalStore } from 'react';
import { addSecret } from '../secrets.ts';

export interface Credentials {
  clientId: string;
  authorization: string;
  remember: boolean;
}

let credentials: Credentials | undefined;
let storageKey = 'console-credentials';
const listeners = new Set<() => void>();

/** The session-storage key, with the site's storage prefix. */
export function setStoragePrefix(prefix: string) {
  storageKey = `${prefix}console-credentials`;
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function currentCredentials(): Credentials {
  if (!credentials) {
    credentials = { clientId: '', authorization: '', remember: false };
    try {
      const kept = JSON.parse(session()?.getItem(storageKey) ?? 'null') as Partial<Credentials> | null;
      if (kept) credentials = { clientId: String(kept.clientId ?? ''), authorization: String(kept.authorization ?? ''), remember: true };
    } catch {
      // Unreadable: start empty.
    }
    addSecret(credentials.clientId);
    addSecret(credentials.authorization);
  }
  return credentials;
}

export function setCredentials(next: Credentials) {
  credentials = next;
  addSecret(next.clientId);
  addSecret(next.authorization);
  try {
    if (next.remember) session()?.setItem(storageKey, JSON.stringify({ clientId: next.clientId, authorization: next.authorization }));
    else session()?.removeItem(storageKey);
  } catch {
    // Storage unavailable: memory only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCredentials(): Credentials {
  return useSyncExternalStore(subscribe, currentCredentials, currentCredentials);
}

export function CredentialFields() {
  const c = useCredentials();
  return (
    <fieldset className="console__credentials" data-console-credentials>
      <legend>Credentials</legend>
      <label className="console__field">
        <span className="console__label">CLIENT-ID</span>
        <input type="text" name="clientId" value={c.clientId} onChange={(e) => setCredentials({ ...c, clientId: e.target.value })} autoComplete="off" spellCheck={false} />
      </label>
      <label className="console__field">
        <span className="console__label">Authorization</span>
        <input
          type="password"
          name="authorization"
          value={c.authorization}
          onChange={(e) => setCredentials({ ...c, authorization: e.target.value })}
          autoComplete="off"
          spellCheck={false}
          placeholder="apikey username:api_key  or  Bearer token"
        />
      </label>
      <label className="console__remember">
        <input type="checkbox" name="remember" checked={c.remember} onChange={(e) => setCredentials({ ...c, remember: e.target.checked })} /> Keep for this browser session (session
        storage); otherwise they live in this tab's memory only
      </label>
    </fieldset>
  );
}
