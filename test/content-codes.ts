// Where the content presents API error codes, and whether each is true to the
// facts (content-facts.ts):
// - the schema: every named example of an error response is shown as an error
//   code on the operation's page (its errors table and its Markdown twin), so
//   each name must be a code of the facts, with the response's status, for that
//   kind of route; 5xx and `default` responses name none; and no description
//   or summary spells a code the facts do not have;
// - the guides: inline code spelled like a code (`UPPER_SNAKE`) is a code when
//   the facts list it, or when its sentence or table row shows a 4xx/5xx
//   status; then it must be a code of the facts, with a status the context
//   shows (when it shows one), and fit the operations the context links or
//   names (`/api/…` pages, `POST /api/v8/…`). Codes that belong to one
//   operation only (certificates, the blocklist) must come with that operation.
// Each problem names the file and line.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { toString as mdastText } from 'mdast-util-to-string';
import { CODE_LIKE, ERROR_CODES, samePath, type Route } from './content-facts.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const STATUS = /(?<![\d.,])([45]\d\d)(?![\d.,]?\d)/g;
const UPLOAD_FIELDS = new Set(['file', 'file_url', 'file_urls', 'file_data', 'package_path']);

interface Located {
  file: string;
  node: unknown;
}

/** The vendored schema's YAML files, read with their line numbers; `$ref`s followed across files. */
class YamlFiles {
  private readonly docs = new Map<string, { doc: Document; lines: LineCounter }>();
  constructor(private readonly substitute: (text: string, file: string) => string) {}

  private load(file: string) {
    let entry = this.docs.get(file);
    if (!entry) {
      const lines = new LineCounter();
      entry = { doc: parseDocument(this.substitute(readFileSync(file, 'utf8'), file), { lineCounter: lines }), lines };
      this.docs.set(file, entry);
    }
    return entry;
  }
  root(file: string): Located {
    return { file, node: this.load(file).doc.contents };
  }
  /** Follows `$ref` (relative file and JSON pointer) until a node that is not a reference. */
  deref(at: Located, depth = 0): Located {
    const ref = isMap(at.node) ? at.node.get('$ref') : undefined;
    if (typeof ref !== 'string' || depth > 20) return at;
    const [target, pointer = ''] = ref.split('#');
    const file = target ? resolve(dirname(at.file), target) : at.file;
    let node: unknown = this.load(file).doc.contents;
    for (const part of pointer.split('/').filter(Boolean)) node = isMap(node) || isSeq(node) ? node.get(part.replace(/~1/g, '/').replace(/~0/g, '~'), true) : undefined;
    return this.deref({ file, node }, depth + 1);
  }
  /** The entries of a mapping: key, the key's line, the value. */
  entries(at: Located): { key: string; line: number; value: Located }[] {
    if (!isMap(at.node)) return [];
    return at.node.items.map((pair) => ({
      key: String(isScalar(pair.key) ? pair.key.value : pair.key),
      line: this.line(at.file, pair.key as YamlNode),
      value: { file: at.file, node: pair.value },
    }));
  }
  get(at: Located, key: string): Located {
    return { file: at.file, node: isMap(at.node) ? at.node.get(key, true) : undefined };
  }
  line(file: string, node: YamlNode | undefined): number {
    const offset = node?.range?.[0];
    return offset === undefined ? 1 : this.load(file).lines.linePos(offset).line;
  }
  /** Every string scalar under a node whose key is `description` or `summary`, with its line. */
  *texts(at: Located, seen = new Set<unknown>()): Generator<{ file: string; line: number; text: string }> {
    const here = this.deref(at);
    if (seen.has(here.node)) return;
    seen.add(here.node);
    for (const entry of this.entries(here)) {
      const value = entry.value.node;
      if ((entry.key === 'description' || entry.key === 'summary') && isScalar(value) && typeof value.value === 'string') yield { file: here.file, line: entry.line, text: value.value };
      else yield* this.texts(entry.value, seen);
    }
    if (isSeq(here.node)) for (const item of here.node.items) yield* this.texts({ file: here.file, node: item }, seen);
  }
  /** Whether a request body takes a file: a multipart body, or one of the upload fields anywhere in its schema. */
  takesFile(at: Located, seen = new Set<unknown>()): boolean {
    const here = this.deref(at);
    if (seen.has(here.node)) return false;
    seen.add(here.node);
    for (const entry of this.entries(here)) {
      if (entry.key === 'multipart/form-data') return true;
      if (entry.key === 'properties' && this.entries(this.deref(entry.value)).some((p) => UPLOAD_FIELDS.has(p.key))) return true;
      if (entry.key !== 'example' && entry.key !== 'examples' && this.takesFile(entry.value, seen)) return true;
    }
    return isSeq(here.node) ? here.node.items.some((item) => this.takesFile({ file: here.file, node: item }, seen)) : false;
  }
}

export interface SchemaRoute extends Route {
  operationId: string;
}

/** Every error code the schema presents, and every problem with one (as `file:line: message`). */
export function schemaCodeProblems(rootFile: string, repoRoot: string, substitute: (text: string, file: string) => string): { problems: string[]; routes: SchemaRoute[] } {
  const yaml = new YamlFiles(substitute);
  const where = (file: string, line: number) => `${relative(repoRoot, file)}:${line}`;
  // One problem per place, however many operations share the response there.
  const byPlace = new Map<string, { message: string; ops: string[] }>();
  const report = (place: string, message: string, op: string) => {
    const key = `${place}: ${message}`;
    const entry = byPlace.get(key) ?? { message: `${place}: ${message}`, ops: [] };
    entry.ops.push(op);
    byPlace.set(key, entry);
  };
  const routes: SchemaRoute[] = [];
  const root = yaml.root(rootFile);
  for (const { key: path, value } of yaml.entries(yaml.get(root, 'paths'))) {
    const item = yaml.deref(value);
    for (const { key: method, value: opAt } of yaml.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const op = yaml.deref(opAt);
      const operationId = String((op.node as any)?.get?.('operationId') ?? `${method} ${path}`);
      const requestBody = yaml.get(op, 'requestBody');
      const route: SchemaRoute = { method: method.toUpperCase(), path, upload: requestBody.node !== undefined && yaml.takesFile(requestBody), operationId };
      routes.push(route);
      const label = `${operationId} (${route.method} ${path})`;
      for (const { key: status, line: statusLine, value: responseAt } of yaml.entries(yaml.get(op, 'responses'))) {
        const response = yaml.deref(responseAt);
        const referencedAt = where(op.file, statusLine);
        for (const { value: mediaAt } of yaml.entries(yaml.get(response, 'content'))) {
          for (const { key: name, line } of yaml.entries(yaml.get(yaml.deref(mediaAt), 'examples'))) {
            const place = where(response.file, line);
            const fact = ERROR_CODES[name];
            if (!/^[45]/.test(status) && status !== 'default') continue;
            if (/^5/.test(status) || status === 'default') report(place, `a ${status} response names error code ${name}, but 5xx and default responses have none in the facts: give it an unnamed \`example\``, label);
            else if (!fact) report(place, `example name ${name} is shown as an error code of ${status}, but the facts list no such code`, label);
            else if (fact.status !== Number(status)) report(place, `${name} is a ${fact.status} code in the facts, shown under ${status} (referenced at ${referencedAt})`, label);
            else if (!fact.applies(route)) report(place, `${name} belongs to ${fact.where}, not to ${route.method} ${path} (referenced at ${referencedAt})`, label);
          }
        }
      }
    }
  }
  // Descriptions and summaries that present a code the facts do not have: `UPPER_SNAKE` next to a 4xx/5xx status or the word "code".
  for (const { file, line, text } of yaml.texts(root)) {
    const presentsCodes = new RegExp(STATUS.source).test(text) || /\bcodes?\b/i.test(text);
    for (const [, word] of text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)) {
      if (presentsCodes && !ERROR_CODES[word]) report(where(file, line), `${word} is shown as an error code, but the facts list no such code`, 'text');
    }
  }
  const problems = [...byPlace.values()].map(({ message, ops }) => (ops[0] === 'text' ? message : `${message} [${ops[0]}${ops.length > 1 ? ` and ${ops.length - 1} more operation${ops.length > 2 ? 's' : ''}` : ''}]`));
  return { problems, routes };
}

/** What a guide links or names: API reference pages (by route) and paths, with an optional method. */
export interface RouteIndex {
  byPage: Map<string, Route>;
  all: Route[];
}

const PATH_MENTION = /(?:\b(GET|POST|PUT|DELETE|PATCH)\s+)?(\/api\/v\d+(?:\/[\w\-{}.]+)+)/g;

/** Problems with the codes a parsed MDX page presents, as `line: message`. */
export function guideCodeProblems(tree: any, routes: RouteIndex): [number, string][] {
  const problems: [number, string][] = [];
  const visit = (node: any, ancestors: any[]) => {
    if (node.type === 'inlineCode' && CODE_LIKE.test(node.value)) check(node, ancestors);
    for (const child of node.children ?? []) visit(child, [...ancestors, node]);
  };
  const check = (node: any, ancestors: any[]) => {
    const context = [...ancestors].reverse().find((a) => a.type === 'tableRow' || a.type === 'paragraph' || a.type === 'heading');
    if (!context) return;
    const text = mdastText(context);
    const statuses = [...text.matchAll(STATUS)].map((m) => Number(m[1]));
    const fact = ERROR_CODES[node.value];
    const line = node.position?.start.line ?? 1;
    if (!fact) {
      if (statuses.length) problems.push([line, `${node.value} is shown as an error code (next to HTTP ${statuses.join(', ')}), but the facts list no such code`]);
      return;
    }
    if (statuses.length && !statuses.includes(fact.status)) problems.push([line, `${node.value} is a ${fact.status} code in the facts, but its context shows HTTP ${statuses.join(', ')}`]);
    const mentioned: Route[] = [];
    const links: string[] = [];
    const collect = (n: any) => {
      if (n.type === 'link' && typeof n.url === 'string') links.push(n.url);
      for (const c of n.children ?? []) collect(c);
    };
    collect(context);
    for (const url of links) {
      const route = routes.byPage.get(url.replace(/[?#].*$/, '').replace(/\/?$/, '/'));
      if (route) mentioned.push(route);
    }
    for (const [, method, path] of text.matchAll(PATH_MENTION)) {
      mentioned.push(...routes.all.filter((r) => samePath(r.path, path.replace(/[.,]+$/, '')) && (!method || r.method === method)));
    }
    if (mentioned.length && !mentioned.some(fact.applies)) {
      const named = [...new Set(mentioned.map((r) => `${r.method} ${r.path}`))].join(', ');
      problems.push([line, `${node.value} belongs to ${fact.where}, but its context names ${named}`]);
    } else if (!mentioned.length && fact.needsRoute) {
      problems.push([line, `${node.value} belongs to ${fact.where} only: link or name that operation in the same sentence or table row`]);
    }
  };
  visit(tree, []);
  return problems;
}
