// Request samples in eight languages, generated from one request as data
// (`SampleRequest`): at build time for the reference pages (from the
// operation and its example request), and in the browser by the interactive
// API console (from what the visitor filled in). Plain functions, no imports
// at run time: the console's lazy chunk bundles this module as it is.

import type { SampleRequest } from './api-types.ts';
export type { SampleRequest };

export interface Sample {
  id: string;
  label: string;
  language: string;
  code: string;
}

/** The file a multipart sample uploads when the request names none. */
export const SAMPLE_FILE_NAME = 'receipt.jpg';

/**
 * The placeholder a sample shows for a credential header (never a real value)
 * when its security scheme says nothing more: neutral, not any provider's form
 * (the scheme's own form comes from cli/plugins/api/security.ts).
 */
export function credentialPlaceholder(header: string): string {
  const h = header.toLowerCase();
  if (h === 'authorization') return 'YOUR_API_KEY';
  if (h.replace(/[-_]/g, '') === 'clientid') return 'YOUR_CLIENT_ID';
  return `YOUR_${header.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/** A request after normalising: every optional part of the body filled in. */
interface Req {
  method: string;
  url: string;
  headers: [string, string][];
  body?:
    | { kind: 'json'; value: unknown; mediaType: string }
    | { kind: 'multipart'; fileField: string | null; fileName: string; fields: [string, string][] }
    | { kind: 'text'; mediaType: string; text: string };
}

// Every value below may come from a provider's schema or a visitor's form: nothing here assumes more than `unknown`.
const json = (v: unknown, indent = 2) => JSON.stringify(v, null, indent) ?? 'null';
const q = (s: unknown) => JSON.stringify(String(s ?? ''));
const sq = (s: unknown) => `'${String(s ?? '').replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const shq = (s: unknown) => `'${String(s ?? '').replace(/'/g, `'\\''`)}'`;
/** A shell word: double quotes (JSON's escapes of `"` and `\\` are the shell's) unless something inside would expand. */
const sh = (s: string) => (/[$`!\x00-\x1f\x7f]/.test(s) ? shq(s) : q(s));
/** A Ruby double-quoted string: `#{…}`, `#@x` and `#$x` would interpolate. */
const rq = (s: unknown) => q(s).replace(/#(?=[{@$])/g, '\\#');
/** A C# regular string, which may not hold a new-line character: C# counts U+0085, U+2028 and U+2029 as such. */
const csq = (s: unknown) => q(s).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** Text inside a quoted multipart header parameter (`name="…"`), for the samples that write the parts by hand. */
const formParam = (s: string) => s.replace(/[\\"\r\n]/g, (c) => (c === '\\' ? '\\\\' : c === '"' ? '%22' : ' '));
/** A media type without its parameters (what .NET's StringContent accepts). */
const bareType = (t: string) => t.split(';')[0].trim();

/** A JSON value as a Python literal. */
function pyLiteral(v: unknown, pad = ''): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'None';
  if (typeof v === 'string') return q(v);
  const inner = pad + '    ';
  if (Array.isArray(v)) return v.length ? `[\n${v.map((x) => inner + pyLiteral(x, inner)).join(',\n')},\n${pad}]` : '[]';
  const e = Object.entries(v as object);
  return e.length ? `{\n${e.map(([k, x]) => `${inner}${q(k)}: ${pyLiteral(x, inner)}`).join(',\n')},\n${pad}}` : '{}';
}

/** A JSON value as a Ruby literal. */
function rubyLiteral(v: unknown, pad = ''): string {
  if (v === null || v === undefined) return 'nil';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'nil';
  if (typeof v === 'string') return rq(v);
  const inner = pad + '  ';
  if (Array.isArray(v)) return v.length ? `[\n${v.map((x) => inner + rubyLiteral(x, inner)).join(',\n')}\n${pad}]` : '[]';
  const e = Object.entries(v as object);
  return e.length ? `{\n${e.map(([k, x]) => `${inner}${rq(k)} => ${rubyLiteral(x, inner)}`).join(',\n')}\n${pad}}` : '{}';
}
const indent = (text: string, pad: string) => text.split('\n').map((l, i) => (i ? pad + l : l)).join('\n');
/** The Content-Type header a JSON body needs written out (the default one is implied by some clients). */
const contentType = (r: Req) => (r.body?.kind === 'json' || r.body?.kind === 'text' ? r.body.mediaType : undefined);

function curl(r: Req): string {
  const lines = [`curl -X ${r.method} ${sh(r.url)}`];
  for (const [k, v] of r.headers) lines.push(`-H ${sh(`${k}: ${v}`)}`);
  const b = r.body;
  if (b?.kind === 'json') lines.push(`-H ${sh(`Content-Type: ${b.mediaType}`)}`, `-d ${shq(json(b.value))}`);
  if (b?.kind === 'text') lines.push(`-H ${sh(`Content-Type: ${b.mediaType}`)}`, `--data-binary ${shq(b.text)}`);
  if (b?.kind === 'multipart') {
    if (b.fileField !== null) lines.push(`-F ${sh(`${b.fileField}=@${b.fileName}`)}`);
    // --form-string: a value is sent as written (with -F, a leading @ or < would read a file).
    for (const [k, v] of b.fields) lines.push(`--form-string ${sh(`${k}=${v}`)}`);
  }
  return lines.join(' \\\n  ');
}

function python(r: Req): string {
  const b = r.body;
  const headers = [...r.headers];
  // requests sets application/json itself; another JSON type, or a text body, says its own.
  if ((b?.kind === 'json' && b.mediaType !== 'application/json') || b?.kind === 'text') headers.push(['Content-Type', b.mediaType]);
  const out = ['import requests', '', `url = ${q(r.url)}`, 'headers = {', ...headers.map(([k, v]) => `    ${q(k)}: ${q(v)},`), '}'];
  let call = `requests.request(${q(r.method)}, url, headers=headers`;
  if (b?.kind === 'json') {
    out.push(`payload = ${pyLiteral(b.value)}`);
    call += ', json=payload';
  }
  if (b?.kind === 'text') {
    out.push(`payload = ${q(b.text)}`);
    call += ', data=payload.encode("utf-8")';
  }
  if (b?.kind === 'multipart') {
    if (b.fileField === null) {
      // Without a file, requests would send `data` urlencoded: (None, value) parts make it multipart.
      out.push(`files = [${b.fields.map(([k, v]) => `(${q(k)}, (None, ${q(v)}))`).join(', ')}]`);
      call += ', files=files';
    } else {
      // A list field repeats its name: a list of pairs keeps every item (a dict keeps the last).
      const repeated = new Set(b.fields.map(([k]) => k)).size < b.fields.length;
      out.push(repeated ? `data = [${b.fields.map(([k, v]) => `(${q(k)}, ${q(v)})`).join(', ')}]` : `data = {${b.fields.map(([k, v]) => `${q(k)}: ${q(v)}`).join(', ')}}`);
      out.push(`files = {${q(b.fileField)}: open(${q(b.fileName)}, "rb")}`);
      call += ', data=data, files=files';
    }
  }
  // An empty success body (201/204 without content) or a file is not JSON: print the status instead.
  out.push(
    '',
    `response = ${call}, timeout=60)`,
    'response.raise_for_status()',
    'if response.content and "json" in response.headers.get("Content-Type", ""):',
    '    print(response.json())',
    'else:',
    '    print(response.status_code, len(response.content), "bytes")',
  );
  return out.join('\n');
}

function node(r: Req): string {
  const b = r.body;
  const out: string[] = [];
  const headers = r.headers.map(([k, v]) => `  ${q(k)}: ${q(v)},`);
  let bodyLine = '';
  if (b?.kind === 'json') {
    headers.push(`  "Content-Type": ${q(b.mediaType)},`);
    bodyLine = `  body: JSON.stringify(${indent(json(b.value), '  ')}),\n`;
  }
  if (b?.kind === 'text') {
    headers.push(`  "Content-Type": ${q(b.mediaType)},`);
    bodyLine = `  body: ${q(b.text)},\n`;
  }
  if (b?.kind === 'multipart') {
    if (b.fileField !== null) out.push(`import { readFile } from "node:fs/promises";`, '');
    out.push('const form = new FormData();');
    if (b.fileField !== null) out.push(`form.append(${q(b.fileField)}, new Blob([await readFile(${q(b.fileName)})]), ${q(b.fileName)});`);
    for (const [k, v] of b.fields) out.push(`form.append(${q(k)}, ${q(v)});`);
    out.push('');
    bodyLine = '  body: form,\n';
  }
  out.push(`const response = await fetch(${q(r.url)}, {`, `  method: ${q(r.method)},`, '  headers: {', ...headers.map((h) => '  ' + h), '  },');
  if (bodyLine) out.push(bodyLine.replace(/\n$/, ''));
  out.push('});', 'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);');
  // An empty success body (201/204 without content) or a file is not JSON: print the status instead.
  out.push('const text = await response.text();', 'console.log(text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : `${response.status} (${text.length} bytes)`);');
  return out.join('\n');
}

function go(r: Req): string {
  const b = r.body;
  const imports = ['"fmt"', '"io"', '"net/http"'];
  const pre: string[] = [];
  let body = 'nil';
  if (b?.kind === 'json' || b?.kind === 'text') {
    imports.push('"strings"');
    const text = b.kind === 'json' ? json(b.value) : b.text;
    // A raw string cannot hold a backquote (nor, kept simple, a carriage return): fall back to an interpreted one.
    pre.push(`\tpayload := strings.NewReader(${/[`\r]/.test(text) ? q(text) : `\`${text}\``})`);
    body = 'payload';
  }
  if (b?.kind === 'multipart') {
    imports.push('"bytes"', '"mime/multipart"');
    pre.push('\tvar buf bytes.Buffer', '\tform := multipart.NewWriter(&buf)');
    if (b.fileField !== null) {
      imports.push('"os"');
      pre.push(`\tpart, _ := form.CreateFormFile(${q(b.fileField)}, ${q(b.fileName)})`, `\tfile, err := os.ReadFile(${q(b.fileName)})`, '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tpart.Write(file)');
    }
    for (const [k, v] of b.fields) pre.push(`\tform.WriteField(${q(k)}, ${q(v)})`);
    pre.push('\tform.Close()');
    body = '&buf';
  }
  const lines = ['package main', '', 'import (', ...imports.sort().map((i) => '\t' + i), ')', '', 'func main() {', ...pre, `\treq, err := http.NewRequest(${q(r.method)}, ${q(r.url)}, ${body})`, '\tif err != nil {', '\t\tpanic(err)', '\t}'];
  for (const [k, v] of r.headers) lines.push(`\treq.Header.Set(${q(k)}, ${q(v)})`);
  const type = contentType(r);
  if (type) lines.push(`\treq.Header.Set("Content-Type", ${q(type)})`);
  if (b?.kind === 'multipart') lines.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  lines.push('', '\tres, err := http.DefaultClient.Do(req)', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tdefer res.Body.Close()', '\tout, _ := io.ReadAll(res.Body)', '\tfmt.Println(res.Status, string(out))', '}');
  return lines.join('\n');
}

function java(r: Req): string {
  const b = r.body;
  const lines = ['import java.net.URI;', 'import java.net.http.HttpClient;', 'import java.net.http.HttpRequest;', 'import java.net.http.HttpResponse;'];
  if (b?.kind === 'multipart') lines.push(...(b.fileField !== null ? ['import java.nio.file.Files;', 'import java.nio.file.Path;'] : []), 'import java.util.ArrayList;', 'import java.util.List;');
  lines.push('', 'public class Example {', '    public static void main(String[] args) throws Exception {');
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  if (b?.kind === 'json') {
    // Text blocks interpret backslash escapes and end at """.
    const text = json(b.value).replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
    lines.push(`        String body = """\n${text.split('\n').map((l) => '            ' + l).join('\n')}\n            """;`);
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
  }
  if (b?.kind === 'text') {
    lines.push(`        String body = ${q(b.text)};`);
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
  }
  if (b?.kind === 'multipart') {
    // java.net.http has no multipart builder: assemble the parts by hand.
    lines.push('        String boundary = "----docs-" + System.nanoTime();', '        List<byte[]> parts = new ArrayList<>();');
    if (b.fileField !== null) {
      lines.push(
        `        parts.add(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${formParam(b.fileField)}\\"; filename=\\"${formParam(b.fileName)}\\"\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n").getBytes());`,
        `        parts.add(Files.readAllBytes(Path.of(${q(b.fileName)})));`,
        '        parts.add("\\r\\n".getBytes());',
      );
    }
    for (const [k, v] of b.fields) {
      lines.push(`        parts.add(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"" + ${q(k)} + "\\"\\r\\n\\r\\n" + ${q(v)} + "\\r\\n").getBytes());`);
    }
    lines.push('        parts.add(("--" + boundary + "--\\r\\n").getBytes());');
    publisher = 'HttpRequest.BodyPublishers.ofByteArrays(parts)';
  }
  lines.push('        HttpRequest request = HttpRequest.newBuilder()', `            .uri(URI.create(${q(r.url)}))`);
  for (const [k, v] of r.headers) lines.push(`            .header(${q(k)}, ${q(v)})`);
  const type = contentType(r);
  if (type) lines.push(`            .header("Content-Type", ${q(type)})`);
  if (b?.kind === 'multipart') lines.push('            .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  lines.push(`            .method(${q(r.method)}, ${publisher})`, '            .build();');
  lines.push('        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());', '        System.out.println(response.statusCode() + " " + response.body());', '    }', '}');
  return lines.join('\n');
}

function php(r: Req): string {
  const b = r.body;
  const lines = ['<?php', '', '$ch = curl_init(' + sq(r.url) + ');', 'curl_setopt($ch, CURLOPT_CUSTOMREQUEST, ' + sq(r.method) + ');', 'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);'];
  const headers = r.headers.map(([k, v]) => `    ${sq(`${k}: ${v}`)},`);
  const type = contentType(r);
  if (type) headers.push(`    ${sq(`Content-Type: ${type}`)},`);
  if (b?.kind === 'json') lines.push(`$payload = <<<'JSON_BODY'\n${json(b.value)}\nJSON_BODY;`, 'curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);');
  if (b?.kind === 'text') lines.push(`curl_setopt($ch, CURLOPT_POSTFIELDS, ${sq(b.text)});`);
  const names = b?.kind === 'multipart' ? [...(b.fileField !== null ? [b.fileField] : []), ...b.fields.map(([k]) => k)] : [];
  if (b?.kind === 'multipart' && new Set(names).size === names.length) {
    const fields = [...(b.fileField !== null ? [`    ${sq(b.fileField)} => new CURLFile(${sq(b.fileName)}),`] : []), ...b.fields.map(([k, v]) => `    ${sq(k)} => ${sq(v)},`)];
    lines.push('curl_setopt($ch, CURLOPT_POSTFIELDS, [', ...fields, ']);');
  } else if (b?.kind === 'multipart') {
    // A list field repeats its name (or a field shares the file's), and a PHP array keeps one value per key: the parts are written by hand.
    const part = (disposition: string) => `$body .= '--' . $boundary . "\\r\\n" . ${sq(`Content-Disposition: form-data; ${disposition}`)} . "\\r\\n`;
    lines.push("$boundary = '----docs-' . bin2hex(random_bytes(8));", "$body = '';");
    if (b.fileField !== null) {
      lines.push(`${part(`name="${formParam(b.fileField)}"; filename="${formParam(b.fileName)}"`)}Content-Type: application/octet-stream\\r\\n\\r\\n" . file_get_contents(${sq(b.fileName)}) . "\\r\\n";`);
    }
    for (const [k, v] of b.fields) lines.push(`${part(`name="${formParam(k)}"`)}\\r\\n" . ${sq(v)} . "\\r\\n";`);
    lines.push(`$body .= '--' . $boundary . "--\\r\\n";`, 'curl_setopt($ch, CURLOPT_POSTFIELDS, $body);');
    headers.push(`    'Content-Type: multipart/form-data; boundary=' . $boundary,`);
  }
  lines.push('curl_setopt($ch, CURLOPT_HTTPHEADER, [', ...headers, ']);', '', '$response = curl_exec($ch);', '$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);', 'curl_close($ch);', 'echo $status . PHP_EOL . $response;');
  return lines.join('\n');
}

function csharp(r: Req): string {
  const b = r.body;
  const lines = ['using System.IO;', 'using System.Net.Http;', 'using System.Text;', '', 'using var client = new HttpClient();', `using var request = new HttpRequestMessage(new HttpMethod(${csq(r.method)}), ${csq(r.url)});`];
  for (const [k, v] of r.headers) lines.push(`request.Headers.TryAddWithoutValidation(${csq(k)}, ${csq(v)});`);
  if (b?.kind === 'json') {
    // A raw string literal needs more quotes around it than any run of quotes inside.
    const text = json(b.value);
    const fence = '"'.repeat(Math.max(3, ...[...text.matchAll(/"+/g)].map((m) => m[0].length + 1)));
    lines.push(`var json = ${fence}\n${text}\n${fence};`, `request.Content = new StringContent(json, Encoding.UTF8, ${csq(bareType(b.mediaType))});`);
  }
  if (b?.kind === 'text') lines.push(`request.Content = new StringContent(${csq(b.text)}, Encoding.UTF8, ${csq(bareType(b.mediaType))});`);
  if (b?.kind === 'multipart') {
    lines.push('var form = new MultipartFormDataContent();');
    if (b.fileField !== null) lines.push(`form.Add(new ByteArrayContent(File.ReadAllBytes(${csq(b.fileName)})), ${csq(b.fileField)}, ${csq(b.fileName)});`);
    for (const [k, v] of b.fields) lines.push(`form.Add(new StringContent(${csq(v)}), ${csq(k)});`);
    lines.push('request.Content = form;');
  }
  lines.push('', 'using var response = await client.SendAsync(request);', 'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");');
  return lines.join('\n');
}

const RUBY_CLASSES: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

function ruby(r: Req): string {
  const b = r.body;
  const cls = RUBY_CLASSES[r.method];
  const lines = ['require "net/http"', 'require "uri"'];
  if (b?.kind === 'json') lines.push('require "json"');
  lines.push('', `uri = URI(${rq(r.url)})`, cls ? `request = Net::HTTP::${cls}.new(uri)` : `request = Net::HTTPGenericRequest.new(${rq(r.method)}, true, true, uri)`);
  for (const [k, v] of r.headers) lines.push(`request[${rq(k)}] = ${rq(v)}`);
  if (b?.kind === 'json') lines.push(`request["Content-Type"] = ${rq(b.mediaType)}`, `request.body = JSON.generate(${rubyLiteral(b.value)})`);
  if (b?.kind === 'text') lines.push(`request["Content-Type"] = ${rq(b.mediaType)}`, `request.body = ${rq(b.text)}`);
  if (b?.kind === 'multipart') {
    const fields = [...(b.fileField !== null ? [`[${rq(b.fileField)}, File.open(${rq(b.fileName)})]`] : []), ...b.fields.map(([k, v]) => `[${rq(k)}, ${rq(v)}]`)];
    lines.push(`request.set_form([${fields.join(', ')}], "multipart/form-data")`);
  }
  lines.push('', 'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") { |http| http.request(request) }', 'puts response.code, response.body');
  return lines.join('\n');
}

const LANGUAGES: { id: string; label: string; language: string; make: (r: Req) => string }[] = [
  { id: 'curl', label: 'curl', language: 'bash', make: curl },
  { id: 'python', label: 'Python', language: 'python', make: python },
  { id: 'node', label: 'Node.js', language: 'javascript', make: node },
  { id: 'go', label: 'Go', language: 'go', make: go },
  { id: 'java', label: 'Java', language: 'java', make: java },
  { id: 'php', label: 'PHP', language: 'php', make: php },
  { id: 'csharp', label: 'C#', language: 'csharp', make: csharp },
  { id: 'ruby', label: 'Ruby', language: 'ruby', make: ruby },
];

/** The eight languages, in the order the tabs show them. */
export const SAMPLE_LANGUAGES: { id: string; label: string; language: string }[] = LANGUAGES.map(({ id, label, language }) => ({ id, label, language }));

/** Normalised once: a method in capitals, text headers, every part of the body present. */
function normalise(input: SampleRequest): Req {
  const b = input.body;
  const pairs = (list: unknown) => (Array.isArray(list) ? list : []).filter((h) => Array.isArray(h) && h[0]).map(([k, v]): [string, string] => [String(k), String(v ?? '')]);
  return {
    method: String(input.method || 'GET').toUpperCase(),
    url: String(input.url ?? ''),
    headers: pairs(input.headers),
    body:
      b?.kind === 'json'
        ? { kind: 'json', value: b.value === undefined ? {} : b.value, mediaType: String(b.mediaType || 'application/json') }
        : b?.kind === 'multipart'
          ? { kind: 'multipart', fileField: b.fileField === null ? null : String(b.fileField || 'file'), fileName: String(b.fileName || SAMPLE_FILE_NAME), fields: pairs(b.fields) }
          : b?.kind === 'text'
            ? { kind: 'text', mediaType: String(b.mediaType || 'text/plain'), text: String(b.text ?? '') }
            : undefined,
  };
}

/** The request in every language. */
export function requestSamples(input: SampleRequest): Sample[] {
  const r = normalise(input);
  return LANGUAGES.map(({ id, label, language, make }) => ({ id, label, language, code: make(r) }));
}

/** The request in one language (`id` as in SAMPLE_LANGUAGES; curl when unknown). */
export function requestSample(input: SampleRequest, id: string): Sample {
  const { label, language, make } = LANGUAGES.find((l) => l.id === id) ?? LANGUAGES[0];
  return { id: LANGUAGES.some((l) => l.id === id) ? id : 'curl', label, language, code: make(normalise(input)) };
}
