// URLs the CLI prints (in its log, its errors, its problem lists) may carry
// secrets: a token or `user:pass` in DOCS_SCHEMA_URL, a key in a query
// string. Every URL it prints goes through here first: credentials and query
// values become `***`, the rest stays readable.

const HIDDEN = '***';
/** Query parameters this tool sets itself: their values are never secret. */
const OPEN_PARAMS = new Set(['format']);

/** The URL with its user name, password, query values and fragment replaced by `***`. Not a URL: returned as is. */
export function redactUrl(url: string | URL): string {
  let u: URL;
  try {
    u = new URL(String(url));
  } catch {
    return String(url);
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(u.href)) return u.href; // mailto:, data: and the like carry no authority
  const authority = u.username || u.password ? `${HIDDEN}@` : '';
  const query = u.search
    ? '?' +
      u.search
        .slice(1)
        .split('&')
        .map((pair) => {
          const eq = pair.indexOf('=');
          const name = eq < 0 ? pair : pair.slice(0, eq);
          return eq < 0 || OPEN_PARAMS.has(safeDecode(name)) ? pair : `${name}=${HIDDEN}`;
        })
        .join('&')
    : '';
  const hash = u.hash ? `#${HIDDEN}` : '';
  return `${u.protocol}//${authority}${u.host}${u.pathname}${query}${hash}`;
}

/** Matches absolute URLs in running text (up to a space, quote or bracket). */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`()[\]{}]+/gi;

/** The text with every absolute URL in it redacted (for messages that may quote one, e.g. a fetch error's). */
export function redactText(text: string): string {
  return text.replace(URL_IN_TEXT, (found) => {
    // A sentence's full stop or comma after a URL is not part of it.
    const tail = /[.,;:!?]+$/.exec(found)?.[0] ?? '';
    const url = tail ? found.slice(0, -tail.length) : found;
    const redacted = redactUrl(url);
    // Only when something was hidden: a URL printed as the user wrote it stays exactly so.
    return (redacted.includes(HIDDEN) ? redacted : url) + tail;
  });
}

/**
 * A URL with credentials split for a request: fetch refuses a URL that has them, so they go in
 * an Authorization header (Basic, as curl sends them).
 */
export function requestParts(url: URL): { url: URL; headers: Record<string, string> } {
  if (!url.username && !url.password) return { url, headers: {} };
  const bare = new URL(url.href);
  const user = safeDecode(url.username);
  const password = safeDecode(url.password);
  bare.username = '';
  bare.password = '';
  return { url: bare, headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` } };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
