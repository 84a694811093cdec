// The two helpers Redocly's ref-utils (parseRef, escapePointer: imported by
// openapi-typescript's transform) takes from its utils module, whose other
// imports (YAML, minimatch, a proxy agent…) the types thread never uses. The
// launcher points that one import here, in the types bundle only (bin/docs.mjs).
// The same code as openapi-core 1.34's lib/utils.js.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isTruthy<T>(value: T): boolean {
  return !!value;
}
