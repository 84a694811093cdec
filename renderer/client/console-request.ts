// The interactive API console's request, as data: built from the form's values
// and an operation's data (renderer/api-types.ts ConsoleOperationData). Two
// results from one set of values: the request fetch sends (with the entered
// credentials), and the same request as a `SampleRequest` for the code the
// visitor may copy, in which credentials are placeholders and never their
// values. No DOM, no React: the console island uses it.
import type { ConsoleOperationData, SampleRequest } from '../api-types.ts';
import { credentialPlaceholder, requestSample, SAMPLE_FILE_NAME } from '../request-samples.ts';

export interface ConsoleValues {
  /** Parameter values by `<in>:<name>`. */
  params: Record<string, string>;
  mediaType?: string;
  /** The raw body (JSON or text). */
  body?: string;
  /** Multipart text fields by name (a list field: one value per line). */
  fields?: Record<string, string>;
  file?: { field: string; file: File } | null;
  clientId: string;
  authorization: string;
}

export interface BuiltRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** The same request for code samples: credentials as placeholders. */
  sample: SampleRequest;
  /** The sample as a curl command (what a failed request suggests running from a terminal). */
  curl: string;
}

/** What code samples show for an entered credential that is secret in any part. */
export const SECRET_PLACEHOLDER = 'YOUR_SECRET';

const AUTH_SCHEMES: Record<string, string> = {
  apikey: 'apikey YOUR_USERNAME:YOUR_API_KEY',
  bearer: 'Bearer YOUR_ACCESS_TOKEN',
  basic: 'Basic BASE64_USERNAME_PASSWORD',
  token: 'Token YOUR_API_KEY',
  digest: 'Digest YOUR_CREDENTIALS',
};

/**
 * The placeholder for an entered Authorization value: its scheme word stays (it
 * is no secret and tells what to put in), everything after it goes. The
 * operation's own placeholder is used when it names the same scheme.
 */
export function authorizationPlaceholder(value: string, declared?: string): string {
  const scheme = /^([A-Za-z]+)\s/.exec(value.trim())?.[1].toLowerCase();
  if (!scheme || !AUTH_SCHEMES[scheme]) return declared ?? 'YOUR_AUTHORIZATION';
  return declared?.toLowerCase().startsWith(`${scheme} `) ? declared : AUTH_SCHEMES[scheme];
}

/** The secret parts of an Authorization value: the whole, what follows its scheme, and the key after `user:`. */
function secretParts(authorization: string): string[] {
  const whole = authorization.trim();
  const rest = whole.replace(/^[A-Za-z]+\s+/, '');
  const key = /^apikey\s/i.test(whole) && rest.includes(':') ? rest.slice(rest.indexOf(':') + 1) : '';
  // Longest first, so that the whole value is replaced before its parts.
  return [...new Set([whole, rest, key])].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
}

/** Replaces every secret part in a string with the placeholder. */
export function scrubber(authorization: string): (text: string) => string {
  const parts = secretParts(authorization);
  return (text) => parts.reduce((t, part) => t.split(part).join(SECRET_PLACEHOLDER), text);
}

function scrubJson(value: unknown, scrub: (s: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, scrub));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k), scrubJson(v, scrub)]));
  return value;
}

/** The URL and the header parameters from the parameter values; `missing`: required ones left empty (their `{name}` stays in the path). */
function target(op: ConsoleOperationData, params: Record<string, string>, baseUrl: string, clean: (s: string) => string) {
  let path = op.path;
  const query = new URLSearchParams();
  const headers: [string, string][] = [];
  const missing: string[] = [];
  for (const p of op.parameters) {
    const value = clean((params[`${p.in}:${p.name}`] ?? '').trim());
    if (!value) {
      if (p.required) missing.push(p.name);
      continue;
    }
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') {
      // A list is sent as one pair per item (form, exploded).
      if (p.type === 'array') for (const item of value.split(',').map((x) => x.trim()).filter(Boolean)) query.append(p.name, item);
      else query.append(p.name, value);
    } else if (p.in === 'header') headers.push([p.name, value]);
  }
  return { url: `${baseUrl.trim().replace(/\/+$/, '')}${path}${query.size ? `?${query}` : ''}`, headers, missing };
}

const lines = (text: string) => text.split('\n').map((x) => x.trim()).filter(Boolean);

/**
 * The request as code samples show it: the visitor's parameters, body, upload
 * and base URL; credentials as placeholders (the operation's own, else one per
 * scheme); any secret part typed elsewhere (a parameter, the body) replaced too.
 * Without entered credentials, the operation's security headers with their
 * placeholders, as on its reference page. Missing required parameters keep
 * their `{name}`; only a body that is not valid JSON gives no code.
 */
export function requestCode(op: ConsoleOperationData, values: ConsoleValues, baseUrl: string): SampleRequest | { error: string } {
  const scrub = scrubber(values.authorization);
  const { url, headers: params } = target(op, values.params, baseUrl, scrub);
  const declared = new Map<string, string>();
  for (const s of op.security.flat()) if (s.header && s.placeholder && !declared.has(s.header.toLowerCase())) declared.set(s.header.toLowerCase(), s.placeholder);
  const credential = (name: string) => name.toLowerCase() === 'authorization' || name.toLowerCase() === 'client-id' || declared.has(name.toLowerCase());
  const headers: [string, string][] = params.map(([k, v]) => [k, credential(k) ? (declared.get(k.toLowerCase()) ?? credentialPlaceholder(k)) : v]);
  const entered: [string, string][] = [];
  if (values.clientId) entered.push(['CLIENT-ID', declared.get('client-id') ?? credentialPlaceholder('CLIENT-ID')]);
  if (values.authorization) entered.push(['Authorization', authorizationPlaceholder(values.authorization, declared.get('authorization'))]);
  if (!entered.length) for (const s of op.security[0] ?? []) if (s.header && s.placeholder) entered.push([s.header, s.placeholder]);
  for (const [k, v] of entered) {
    const i = headers.findIndex(([h]) => h.toLowerCase() === k.toLowerCase());
    if (i >= 0) headers[i] = [headers[i][0], v];
    else headers.push([k, v]);
  }

  const media = values.mediaType ?? '';
  let body: SampleRequest['body'];
  if (media.startsWith('multipart/')) {
    const fileField = op.body?.contents.find((c) => c.mediaType === media)?.fields?.find((f) => f.file);
    const withFile = values.file ?? (fileField?.required ? { field: fileField.name, file: undefined } : undefined);
    const fields: [string, string][] = [];
    for (const [name, text] of Object.entries(values.fields ?? {})) for (const item of lines(text)) fields.push([name, scrub(item)]);
    body = { kind: 'multipart', fileField: withFile ? withFile.field : null, fileName: withFile?.file?.name || SAMPLE_FILE_NAME, fields };
  } else if (values.body?.trim()) {
    if (media.includes('json')) {
      try {
        body = { kind: 'json', value: scrubJson(JSON.parse(values.body), scrub), ...(media !== 'application/json' && { mediaType: media }) };
      } catch (error) {
        return { error: `The body is not valid JSON: ${(error as Error).message}` };
      }
    } else body = { kind: 'text', mediaType: media || 'text/plain', text: scrub(values.body) };
  }
  return { method: op.method, url, headers, ...(body && { body }) };
}

export function buildRequest(op: ConsoleOperationData, values: ConsoleValues, baseUrl: string): BuiltRequest | { error: string } {
  const { url, headers: params, missing } = target(op, values.params, baseUrl, (s) => s);
  if (missing.length) return { error: `Fill in the required parameter${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` };
  const sample = requestCode(op, values, baseUrl);
  if ('error' in sample) return sample;
  const headers: Record<string, string> = Object.fromEntries(params);
  if (values.clientId) headers['CLIENT-ID'] = values.clientId;
  if (values.authorization) headers.Authorization = values.authorization;

  let body: BodyInit | undefined;
  const media = values.mediaType ?? '';
  if (media.startsWith('multipart/')) {
    const data = new FormData();
    if (values.file) data.append(values.file.field, values.file.file, values.file.file.name);
    for (const [name, text] of Object.entries(values.fields ?? {})) for (const item of lines(text)) data.append(name, item);
    body = data; // the browser sets the multipart boundary
  } else if (values.body?.trim()) {
    // requestCode has parsed a JSON body already.
    body = media.includes('json') ? JSON.stringify(JSON.parse(values.body)) : values.body;
    headers['Content-Type'] = media || 'text/plain';
  }
  return { url, method: op.method, headers, body, sample, curl: requestSample(sample, 'curl').code };
}

/** A response body as text to show: JSON pretty-printed, text as it is; undefined for binary. */
export function displayBody(contentType: string, bytes: Uint8Array): string | undefined {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const textual = !type || type.startsWith('text/') || type.includes('json') || type.includes('xml') || type.includes('javascript') || type.includes('x-www-form-urlencoded');
  if (!textual) return undefined;
  const text = new TextDecoder().decode(bytes);
  if (type.includes('json') || !type) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON after all: as it came.
    }
  }
  return text;
}
