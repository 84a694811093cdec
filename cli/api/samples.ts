// Request samples in eight languages, generated at build time from the
// operation and its example request.

import type { SampleRequest } from '../../renderer/api-types.ts';
export type { SampleRequest };

export interface Sample {
  id: string;
  label: string;
  language: string;
  code: string;
}

// Every value below may come from a provider's schema: nothing here assumes more than `unknown`.
const json = (v: unknown, indent = 2) => JSON.stringify(v, null, indent) ?? 'null';
const q = (s: unknown) => JSON.stringify(String(s ?? ''));
const sq = (s: unknown) => `'${String(s ?? '').replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A bash double-quoted string: `$`, backquote, backslash and `"` are escaped (JSON's escapes mean something else there). */
const dq = (s: unknown) => `"${String(s ?? '').replace(/[\\"$`]/g, '\\$&')}"`;
const shq = (s: unknown) => `'${String(s ?? '').replace(/'/g, `'\\''`)}'`;
/** A Ruby double-quoted string: `#{…}`, `#@x` and `#$x` would interpolate. */
const rq = (s: unknown) => q(s).replace(/#(?=[{@$])/g, '\\#');
/** A C# regular string, which may not hold a new-line character: C# counts U+0085, U+2028 and U+2029 as such. */
const csq = (s: unknown) => q(s).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

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

function curl(r: SampleRequest): string {
  const lines = [`curl -X ${r.method} ${dq(r.url)}`];
  for (const [k, v] of r.headers) lines.push(`-H ${dq(`${k}: ${v}`)}`);
  if (r.body?.kind === 'json') lines.push(`-H "Content-Type: application/json"`, `-d ${shq(json(r.body.value))}`);
  if (r.body?.kind === 'multipart') {
    lines.push(`-F ${dq(`${r.body.fileField}=@receipt.jpg`)}`);
    // --form-string: a value is sent as written (with -F, a leading @ or < would read a file).
    for (const [k, v] of r.body.fields) lines.push(`--form-string ${dq(`${k}=${v}`)}`);
  }
  return lines.join(' \\\n  ');
}

function python(r: SampleRequest): string {
  const out = ['import requests', '', `url = ${q(r.url)}`, 'headers = {', ...r.headers.map(([k, v]) => `    ${q(k)}: ${q(v)},`), '}'];
  let call = `requests.request(${q(r.method)}, url, headers=headers`;
  if (r.body?.kind === 'json') {
    out.push(`payload = ${pyLiteral(r.body.value)}`);
    call += ', json=payload';
  }
  if (r.body?.kind === 'multipart') {
    out.push(`data = {${r.body.fields.map(([k, v]) => `${q(k)}: ${q(v)}`).join(', ')}}`);
    out.push(`files = {${q(r.body.fileField)}: open("receipt.jpg", "rb")}`);
    call += ', data=data, files=files';
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

function node(r: SampleRequest): string {
  const out: string[] = [];
  const headers = r.headers.map(([k, v]) => `  ${q(k)}: ${q(v)},`);
  let bodyLine = '';
  if (r.body?.kind === 'json') {
    headers.push(`  "Content-Type": "application/json",`);
    bodyLine = `  body: JSON.stringify(${indent(json(r.body.value), '  ')}),\n`;
  }
  if (r.body?.kind === 'multipart') {
    out.push(`import { readFile } from "node:fs/promises";`, '', 'const form = new FormData();');
    out.push(`form.append(${q(r.body.fileField)}, new Blob([await readFile("receipt.jpg")]), "receipt.jpg");`);
    for (const [k, v] of r.body.fields) out.push(`form.append(${q(k)}, ${q(v)});`);
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

function go(r: SampleRequest): string {
  const imports = ['"fmt"', '"io"', '"net/http"'];
  const pre: string[] = [];
  let body = 'nil';
  if (r.body?.kind === 'json') {
    imports.push('"strings"');
    const text = json(r.body.value);
    // A raw string cannot hold a backquote: fall back to an interpreted one.
    pre.push(`\tpayload := strings.NewReader(${text.includes('`') ? q(text) : `\`${text}\``})`);
    body = 'payload';
  }
  if (r.body?.kind === 'multipart') {
    imports.push('"bytes"', '"mime/multipart"', '"os"');
    pre.push('\tvar buf bytes.Buffer', '\tform := multipart.NewWriter(&buf)', `\tpart, _ := form.CreateFormFile(${q(r.body.fileField)}, "receipt.jpg")`, '\tfile, err := os.ReadFile("receipt.jpg")', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tpart.Write(file)');
    for (const [k, v] of r.body.fields) pre.push(`\tform.WriteField(${q(k)}, ${q(v)})`);
    pre.push('\tform.Close()');
    body = '&buf';
  }
  const lines = ['package main', '', 'import (', ...imports.sort().map((i) => '\t' + i), ')', '', 'func main() {', ...pre, `\treq, err := http.NewRequest(${q(r.method)}, ${q(r.url)}, ${body})`, '\tif err != nil {', '\t\tpanic(err)', '\t}'];
  for (const [k, v] of r.headers) lines.push(`\treq.Header.Set(${q(k)}, ${q(v)})`);
  if (r.body?.kind === 'json') lines.push('\treq.Header.Set("Content-Type", "application/json")');
  if (r.body?.kind === 'multipart') lines.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  lines.push('', '\tres, err := http.DefaultClient.Do(req)', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tdefer res.Body.Close()', '\tout, _ := io.ReadAll(res.Body)', '\tfmt.Println(res.Status, string(out))', '}');
  return lines.join('\n');
}

function java(r: SampleRequest): string {
  const lines = ['import java.net.URI;', 'import java.net.http.HttpClient;', 'import java.net.http.HttpRequest;', 'import java.net.http.HttpResponse;'];
  if (r.body?.kind === 'multipart') lines.push('import java.nio.file.Files;', 'import java.nio.file.Path;', 'import java.util.ArrayList;', 'import java.util.List;');
  lines.push('', 'public class Example {', '    public static void main(String[] args) throws Exception {');
  let publisher = 'HttpRequest.BodyPublishers.noBody()';
  if (r.body?.kind === 'json') {
    // Text blocks interpret backslash escapes and end at """.
    const text = json(r.body.value).replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
    lines.push(`        String body = """\n${text.split('\n').map((l) => '            ' + l).join('\n')}\n            """;`);
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
  }
  if (r.body?.kind === 'multipart') {
    // java.net.http has no multipart builder: assemble the parts by hand.
    lines.push(
      '        String boundary = "----docs-" + System.nanoTime();',
      '        List<byte[]> parts = new ArrayList<>();',
      `        parts.add(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"${r.body.fileField}\\"; filename=\\"receipt.jpg\\"\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n").getBytes());`,
      '        parts.add(Files.readAllBytes(Path.of("receipt.jpg")));',
      '        parts.add("\\r\\n".getBytes());',
    );
    for (const [k, v] of r.body.fields) {
      lines.push(`        parts.add(("--" + boundary + "\\r\\nContent-Disposition: form-data; name=\\"" + ${q(k)} + "\\"\\r\\n\\r\\n" + ${q(v)} + "\\r\\n").getBytes());`);
    }
    lines.push('        parts.add(("--" + boundary + "--\\r\\n").getBytes());');
    publisher = 'HttpRequest.BodyPublishers.ofByteArrays(parts)';
  }
  lines.push('        HttpRequest request = HttpRequest.newBuilder()', `            .uri(URI.create(${q(r.url)}))`);
  for (const [k, v] of r.headers) lines.push(`            .header(${q(k)}, ${q(v)})`);
  if (r.body?.kind === 'json') lines.push('            .header("Content-Type", "application/json")');
  if (r.body?.kind === 'multipart') lines.push('            .header("Content-Type", "multipart/form-data; boundary=" + boundary)');
  lines.push(`            .method(${q(r.method)}, ${publisher})`, '            .build();');
  lines.push('        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());', '        System.out.println(response.statusCode() + " " + response.body());', '    }', '}');
  return lines.join('\n');
}

function php(r: SampleRequest): string {
  const lines = ['<?php', '', '$ch = curl_init(' + sq(r.url) + ');', 'curl_setopt($ch, CURLOPT_CUSTOMREQUEST, ' + sq(r.method) + ');', 'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);'];
  const headers = r.headers.map(([k, v]) => `    ${sq(`${k}: ${v}`)},`);
  if (r.body?.kind === 'json') {
    headers.push(`    'Content-Type: application/json',`);
    lines.push(`$payload = <<<'JSON_BODY'\n${json(r.body.value)}\nJSON_BODY;`, 'curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);');
  }
  if (r.body?.kind === 'multipart') {
    const fields = [`    ${sq(r.body.fileField)} => new CURLFile('receipt.jpg'),`, ...r.body.fields.map(([k, v]) => `    ${sq(k)} => ${sq(v)},`)];
    lines.push('curl_setopt($ch, CURLOPT_POSTFIELDS, [', ...fields, ']);');
  }
  lines.push('curl_setopt($ch, CURLOPT_HTTPHEADER, [', ...headers, ']);', '', '$response = curl_exec($ch);', '$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);', 'curl_close($ch);', 'echo $status . PHP_EOL . $response;');
  return lines.join('\n');
}

function csharp(r: SampleRequest): string {
  const lines = ['using System.IO;', 'using System.Net.Http;', 'using System.Text;', '', 'using var client = new HttpClient();', `using var request = new HttpRequestMessage(new HttpMethod(${csq(r.method)}), ${csq(r.url)});`];
  for (const [k, v] of r.headers) lines.push(`request.Headers.TryAddWithoutValidation(${csq(k)}, ${csq(v)});`);
  if (r.body?.kind === 'json') {
    // A raw string literal needs more quotes around it than any run of quotes inside.
    const text = json(r.body.value);
    const fence = '"'.repeat(Math.max(3, ...[...text.matchAll(/"+/g)].map((m) => m[0].length + 1)));
    lines.push(`var json = ${fence}\n${text}\n${fence};`, 'request.Content = new StringContent(json, Encoding.UTF8, "application/json");');
  }
  if (r.body?.kind === 'multipart') {
    lines.push('var form = new MultipartFormDataContent();', `form.Add(new ByteArrayContent(File.ReadAllBytes("receipt.jpg")), ${csq(r.body.fileField)}, "receipt.jpg");`);
    for (const [k, v] of r.body.fields) lines.push(`form.Add(new StringContent(${csq(v)}), ${csq(k)});`);
    lines.push('request.Content = form;');
  }
  lines.push('', 'using var response = await client.SendAsync(request);', 'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");');
  return lines.join('\n');
}

const RUBY_CLASSES: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

function ruby(r: SampleRequest): string {
  const cls = RUBY_CLASSES[r.method];
  const lines = ['require "net/http"', 'require "uri"'];
  if (r.body?.kind === 'json') lines.push('require "json"');
  lines.push('', `uri = URI(${rq(r.url)})`, cls ? `request = Net::HTTP::${cls}.new(uri)` : `request = Net::HTTPGenericRequest.new(${rq(r.method)}, true, true, uri)`);
  for (const [k, v] of r.headers) lines.push(`request[${rq(k)}] = ${rq(v)}`);
  if (r.body?.kind === 'json') {
    lines.push('request["Content-Type"] = "application/json"', `request.body = JSON.generate(${rubyLiteral(r.body.value)})`);
  }
  if (r.body?.kind === 'multipart') {
    const fields = [`[${rq(r.body.fileField)}, File.open("receipt.jpg")]`, ...r.body.fields.map(([k, v]) => `[${rq(k)}, ${rq(v)}]`)];
    lines.push(`request.set_form([${fields.join(', ')}], "multipart/form-data")`);
  }
  lines.push('', 'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") { |http| http.request(request) }', 'puts response.code, response.body');
  return lines.join('\n');
}

export function requestSamples(input: SampleRequest): Sample[] {
  // Normalised once: a method in capitals, text headers, a JSON body that is a value.
  const r: SampleRequest = {
    method: String(input.method || 'GET').toUpperCase(),
    url: String(input.url ?? ''),
    headers: (input.headers ?? []).filter((h) => Array.isArray(h) && h[0]).map(([k, v]) => [String(k), String(v ?? '')]),
    body:
      input.body?.kind === 'json'
        ? { kind: 'json', value: input.body.value === undefined ? {} : input.body.value }
        : input.body?.kind === 'multipart'
          ? { kind: 'multipart', fileField: String(input.body.fileField || 'file'), fields: (input.body.fields ?? []).map(([k, v]) => [String(k), String(v ?? '')]) }
          : undefined,
  };
  return [
    { id: 'curl', label: 'curl', language: 'bash', code: curl(r) },
    { id: 'python', label: 'Python', language: 'python', code: python(r) },
    { id: 'node', label: 'Node.js', language: 'javascript', code: node(r) },
    { id: 'go', label: 'Go', language: 'go', code: go(r) },
    { id: 'java', label: 'Java', language: 'java', code: java(r) },
    { id: 'php', label: 'PHP', language: 'php', code: php(r) },
    { id: 'csharp', label: 'C#', language: 'csharp', code: csharp(r) },
    { id: 'ruby', label: 'Ruby', language: 'ruby', code: ruby(r) },
  ];
}
