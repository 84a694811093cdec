// The interactive API console's request, as data: built from the form's values
// and an operation's data (renderer/api-types.ts ConsoleOperationData), with
// the equivalent curl command. No DOM, no React: the console island uses it.
import type { ConsoleOperationData } from '../api-types.ts';

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
  /** The same request as a curl command; credentials as shell variables, never their values. */
  curl: string;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function buildRequest(op: ConsoleOperationData, values: ConsoleValues, apiBaseUrl: string): BuiltRequest | { error: string } {
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  const curlHeaders: string[] = [];
  const missing: string[] = [];
  for (const p of op.parameters) {
    const value = (values.params[`${p.in}:${p.name}`] ?? '').trim();
    if (!value) {
      if (p.required) missing.push(p.name);
      continue;
    }
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') {
      // A list is sent as one pair per item (form, exploded).
      if (p.type === 'array') for (const item of value.split(',').map((x) => x.trim()).filter(Boolean)) query.append(p.name, item);
      else query.append(p.name, value);
    } else if (p.in === 'header') headers[p.name] = value;
  }
  if (missing.length) return { error: `Fill in the required parameter${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` };
  for (const [k, v] of Object.entries(headers)) curlHeaders.push(`-H ${quote(`${k}: ${v}`)}`);
  if (values.clientId) {
    headers['CLIENT-ID'] = values.clientId;
    curlHeaders.push(`-H "CLIENT-ID: $CLIENT_ID"`);
  }
  if (values.authorization) {
    headers.Authorization = values.authorization;
    curlHeaders.push(`-H "Authorization: $AUTHORIZATION"`);
  }

  let body: BodyInit | undefined;
  const curlBody: string[] = [];
  const media = values.mediaType ?? '';
  if (media.startsWith('multipart/')) {
    const data = new FormData();
    if (values.file) {
      data.append(values.file.field, values.file.file, values.file.file.name);
      curlBody.push(`-F ${quote(`${values.file.field}=@${values.file.file.name}`)}`);
    }
    for (const [name, text] of Object.entries(values.fields ?? {})) {
      for (const item of text.split('\n').map((x) => x.trim()).filter(Boolean)) {
        data.append(name, item);
        curlBody.push(`--form-string ${quote(`${name}=${item}`)}`);
      }
    }
    body = data; // the browser sets the multipart boundary
  } else if (values.body?.trim()) {
    if (media.includes('json')) {
      try {
        body = JSON.stringify(JSON.parse(values.body));
      } catch (error) {
        return { error: `The body is not valid JSON: ${(error as Error).message}` };
      }
    } else body = values.body;
    headers['Content-Type'] = media || 'text/plain';
    curlHeaders.push(`-H ${quote(`Content-Type: ${headers['Content-Type']}`)}`);
    curlBody.push(`--data ${quote(body)}`);
  }
  const url = `${apiBaseUrl.replace(/\/+$/, '')}${path}${query.size ? `?${query}` : ''}`;
  const curl = [`curl -X ${op.method} ${quote(url)}`, ...curlHeaders, ...curlBody].join(' \\\n  ');
  return { url, method: op.method, headers, body, curl };
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
