// How parameter values go into a request (OpenAPI's `style` and `explode`),
// and which fields a form body has: what the sample requests are made of.
import type { SchemaResolver } from './schema-tree.ts';
import { arr, asText, isObj, obj, str } from './values.ts';

/** A parameter value as it goes into a query string, per `style` and `explode` (form, spaceDelimited, pipeDelimited, deepObject). */
export function queryPairs(name: string, value: unknown, style: string, explode: boolean): string {
  const e = encodeURIComponent;
  if (Array.isArray(value)) {
    const items = value.map((v) => e(asText(v) ?? ''));
    if (style === 'form' && explode) return items.map((v) => `${e(name)}=${v}`).join('&');
    const sep = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '|' : ',';
    return `${e(name)}=${items.join(sep)}`;
  }
  if (isObj(value)) {
    const kv = Object.entries(value).map(([k, v]) => [e(k), e(asText(v) ?? '')]);
    if (style === 'deepObject') return kv.map(([k, v]) => `${e(name)}%5B${k}%5D=${v}`).join('&');
    if (explode) return kv.map(([k, v]) => `${k}=${v}`).join('&');
    return `${e(name)}=${kv.map(([k, v]) => `${k},${v}`).join(',')}`;
  }
  return `${e(name)}=${e(asText(value) ?? '')}`;
}

/** A path parameter value per `style` (simple, label, matrix). */
export function pathValue(name: string, value: unknown, style: string, explode: boolean): string {
  const e = encodeURIComponent;
  const items = Array.isArray(value) ? value.map((v) => e(asText(v) ?? '')) : isObj(value) ? Object.entries(value).map(([k, v]) => (explode ? `${e(k)}=${e(asText(v) ?? '')}` : `${e(k)},${e(asText(v) ?? '')}`)) : [e(asText(value) ?? '')];
  if (style === 'label') return '.' + items.join(explode ? '.' : ',');
  if (style === 'matrix') return explode && Array.isArray(value) ? items.map((v) => `;${e(name)}=${v}`).join('') : `;${e(name)}=${items.join(',')}`;
  return items.join(',');
}

/**
 * The fields of a form body: properties through allOf, and of a oneOf/anyOf the
 * alternative holding the file (the other alternatives' fields are other modes).
 */
export function formFields(resolver: SchemaResolver, raw: unknown) {
  const props: Record<string, unknown> = {};
  const required = new Set<string>();
  const alternatives = new Set<string>();
  let fileField: string | undefined;
  const isFile = (v: unknown) => {
    const p = obj(resolver.deref(v).value);
    return ['binary', 'base64'].includes(str(p.format) ?? '') || p.contentMediaType !== undefined || str(p.contentEncoding) !== undefined;
  };
  const hasFile = (v: unknown, depth: number): boolean => {
    const s = obj(resolver.deref(v).value);
    if (depth > 8) return false;
    return Object.values(obj(s.properties)).some(isFile) || [...arr(s.allOf), ...arr(s.oneOf), ...arr(s.anyOf)].some((x) => hasFile(x, depth + 1));
  };
  const names = (v: unknown, depth: number): string[] => {
    const s = obj(resolver.deref(v).value);
    return depth > 8 ? [] : [...Object.keys(obj(s.properties)), ...[...arr(s.allOf), ...arr(s.oneOf), ...arr(s.anyOf)].flatMap((x) => names(x, depth + 1))];
  };
  const walk = (v: unknown, depth: number) => {
    const s = obj(resolver.deref(v).value);
    if (depth > 8) return;
    for (const [k, p] of Object.entries(obj(s.properties))) {
      props[k] = p;
      if (!fileField && isFile(p)) fileField = k;
    }
    for (const r of arr(s.required)) if (typeof r === 'string') required.add(r);
    for (const part of arr(s.allOf)) walk(part, depth + 1);
    const variants = arr(s.oneOf).length ? arr(s.oneOf) : arr(s.anyOf);
    if (variants.length) {
      const chosen = variants.find((x) => hasFile(x, 0)) ?? variants[0];
      walk(chosen, depth + 1);
      for (const other of variants) if (other !== chosen) for (const n of names(other, 0)) alternatives.add(n);
    }
  };
  walk(raw, 0);
  for (const k of Object.keys(props)) alternatives.delete(k);
  return { props, required, alternatives, fileField };
}

/**
 * A value as an `application/x-www-form-urlencoded` body: scalars as `k=v`,
 * objects in brackets (`metadata[order]=6735`, as form APIs decode them), lists
 * repeated (`k=a&k=b`), or indexed (`k[0]=a`) when the field's `encoding` says `deepObject`.
 */
export function formEncoded(value: unknown, encoding: Record<string, unknown> = {}): string {
  const e = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  const pairs: string[] = [];
  const add = (key: string, v: unknown, deep: boolean, depth: number) => {
    if (v === undefined || depth > 16) return;
    if (Array.isArray(v)) v.forEach((item, i) => add(deep || isObj(item) ? `${key}[${i}]` : key, item, deep, depth + 1));
    else if (isObj(v)) for (const [k, x] of Object.entries(v)) add(`${key}[${k}]`, x, deep, depth + 1);
    else pairs.push(`${e(key)}=${e(v === null ? '' : (asText(v) ?? ''))}`);
  };
  if (isObj(value)) for (const [k, v] of Object.entries(value)) add(k, v, str(obj(encoding[k]).style) === 'deepObject', 0);
  else if (value !== undefined && value !== null) pairs.push(e(asText(value) ?? ''));
  return pairs.join('&');
}
