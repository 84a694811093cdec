// The Location of a redirect `docs serve` answers: built from the decoded
// request path, so it must be encoded again before it goes into a header
// (Node throws on any character outside Latin-1 there, which used to end the
// process) and must stay a path of this site (never `//host` or `/\host`,
// which browsers read as another origin).

/**
 * Percent-encodes a decoded URL path for a Location header: a path of this origin, ASCII only.
 * (The path comes from decodeURIComponent, which never yields the lone surrogates encodeURI rejects.)
 */
export function encodeLocation(path: string): string {
  // encodeURI leaves `?` and `#` alone: here they are part of the path (they came decoded from `%3F`/`%23`).
  // It encodes a backslash (%5C), so only a leading `//` could still name another host.
  const encoded = encodeURI(path).replace(/\?/g, '%3F').replace(/#/g, '%23').replace(/^\/{2,}/, '/');
  return encoded.startsWith('/') ? encoded : '/' + encoded;
}
