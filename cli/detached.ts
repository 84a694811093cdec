// Copies of strings cut from larger ones. V8 keeps a substring (a slice, a
// regex match) as a view of its whole parent: a front-matter title kept for
// the build keeps the guide's whole source alive, a search record's anchor
// the page's whole HTML. What is kept until the end of a build goes through
// here: held per page, those parents grew with the site.

/** A string equal to `s` that holds no other string alive. */
export function detachedString(s: string): string {
  // Short strings are copied anyway; a JSON round trip makes a new flat string (lone surrogates kept).
  return s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string);
}

/** `value` with every string in it (in plain objects and arrays, in place) detached; other values as they are. */
export function detached<T>(value: T): T {
  if (typeof value === 'string') return detachedString(value) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = detached(value[i]);
  } else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = detached(record[key]);
  }
  return value;
}
