// Scrubbing of everything sent to error reporting: the partner keys and the
// session value never leave the page, whatever field they end up in.
import { secretValues } from './secrets.ts';

const FILTERED = '[Filtered]';
const SENSITIVE_KEY = /api[_-]?key|client[_-]?secret|secret|password|passwd|token|session|cookie|authorization|user_keys/i;
const KEYS_CALL = '/partner/client-keys';

function scrubString(value: string, secrets: string[]): string {
  let out = value;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(FILTERED);
  return out;
}

/**
 * A deep copy with secret values replaced and (unless `keepShape`)
 * sensitive-looking fields blanked. Spans keep their shape: only values change.
 */
export function scrubValue<T>(value: T, secrets = secretValues(), keepShape = false, depth = 0): T {
  if (typeof value === 'string') return scrubString(value, secrets) as T;
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, secrets, keepShape, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const blank = !keepShape && SENSITIVE_KEY.test(key) && (typeof v === 'string' || typeof v === 'object') && v !== null;
    out[key] = blank ? FILTERED : scrubValue(v, secrets, keepShape, depth + 1);
  }
  return out as T;
}

/** Streamed spans: secret values replaced, structure untouched. */
export const scrubSpan = <S>(span: S): S => scrubValue(span, secretValues(), true);

interface Crumb {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
}

/** Drops the breadcrumbs of the keys call; scrubs the rest. */
export function scrubBreadcrumb<B extends Crumb>(crumb: B): B | null {
  const url = String(crumb.data?.url ?? '');
  if (url.includes(KEYS_CALL)) return null;
  return scrubValue(crumb);
}

interface EventLike {
  request?: { cookies?: unknown; headers?: Record<string, string>; data?: unknown };
  breadcrumbs?: Crumb[];
}

export function scrubEvent<E extends EventLike>(event: E): E {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.data;
    const ua = event.request.headers?.['User-Agent'];
    event.request.headers = ua ? { 'User-Agent': ua } : {};
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.filter((b) => !String(b.data?.url ?? '').includes(KEYS_CALL));
  return scrubValue(event);
}
