// The partner keys call (product spec §3, §7). With the provider's session
// cookie present, GET {apiBaseUrl}/api/v7/partner/client-keys tells whether
// the visitor is signed in and gives their keys for the interactive API page.
//
// The keys are kept in this module's memory only: never logged, never put in
// storage, and registered as secrets so error reporting scrubs them.
//
// It imports nothing from the client entry (the entry hands it what it needs),
// so a guide page's entry stays a single file.
import type { paths } from './api-types';
import { addSecret } from './secrets.ts';

/**
 * The response body of the keys call, typed by api-types.d.ts (the fields the
 * spec says the call reads, in openapi-typescript's shape). Parsed JSON is
 * untrusted, so keysFromResponse still checks every field.
 */
export type ClientKeysResponse = paths['/api/v7/partner/client-keys']['get']['responses'][200]['content']['application/json'];

export interface PartnerKeys {
  clientId: string;
  username: string;
  apiKey: string;
  clientSecret: string;
}

/** What the call needs: from the site config (apiBaseUrl, apiClientId) and the session cookie's value. */
export interface KeysRequest {
  apiBaseUrl: string;
  apiClientId: string;
  session: string | null;
}

export interface PartnerKeysResult {
  keys: PartnerKeys;
  /** True when the call threw (network failure, CORS, malformed body); the error was logged. */
  error: boolean;
}

export const CLIENT_KEYS_PATH = '/api/v7/partner/client-keys';
/** Carries the session cookie's value. */
export const SESSION_HEADER = 'Session';
/** Carries `customFields.apiClientId` from the site config. */
export const CLIENT_ID_HEADER = 'Client-Id';

export const EMPTY_KEYS: PartnerKeys = Object.freeze({ clientId: '', username: '', apiKey: '', clientSecret: '' });

let current: PartnerKeys = EMPTY_KEYS;
let pending: Promise<PartnerKeysResult> | null = null;

/** The keys of the signed-in visitor (all empty strings when there are none). */
export function getPartnerKeys(): PartnerKeys {
  return current;
}

export function keysPresent(keys: PartnerKeys): boolean {
  return keys.clientId !== '' || keys.username !== '' || keys.apiKey !== '' || keys.clientSecret !== '';
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Builds the keys exactly from client_id, user_keys.username, user_keys.api_key and client_secret. */
export function keysFromResponse(body: unknown): PartnerKeys {
  // Typed by the schema, but a real answer may miss fields: every one is checked.
  const b = (body && typeof body === 'object' ? body : {}) as Partial<ClientKeysResponse>;
  const user = (b.user_keys && typeof b.user_keys === 'object' ? b.user_keys : {}) as Partial<ClientKeysResponse['user_keys']>;
  return { clientId: text(b.client_id), username: text(user.username), apiKey: text(user.api_key), clientSecret: text(b.client_secret) };
}

export async function fetchPartnerKeys({ apiBaseUrl, apiClientId, session }: KeysRequest & { session: string }): Promise<PartnerKeysResult> {
  addSecret(session);
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}${CLIENT_KEYS_PATH}`, {
      method: 'GET',
      headers: {
        [SESSION_HEADER]: session,
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        [CLIENT_ID_HEADER]: apiClientId,
      },
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) {
      current = EMPTY_KEYS;
      console.warn(`The partner keys call answered HTTP ${response.status}; showing the login call-to-action.`);
      return { keys: EMPTY_KEYS, error: false };
    }
    let body: ClientKeysResponse;
    try {
      body = JSON.parse(await response.text());
    } catch {
      // The parser's message quotes the body, which may hold keys: say only what happened.
      throw new Error('The partner keys response is not valid JSON.');
    }
    const keys = keysFromResponse(body);
    for (const value of Object.values(keys)) addSecret(value);
    current = keys;
    return { keys, error: false };
  } catch (error) {
    current = EMPTY_KEYS;
    console.error('The partner keys call failed:', error);
    return { keys: EMPTY_KEYS, error: true };
  }
}

/** One call per page load, shared by every login item (navbar and drawer). No session, no call. */
export function loadPartnerKeys(request: KeysRequest): Promise<PartnerKeysResult> {
  const { session } = request;
  if (!session) return Promise.resolve({ keys: EMPTY_KEYS, error: false });
  pending ??= fetchPartnerKeys({ ...request, session });
  return pending;
}
