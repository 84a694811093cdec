// The content check of the default site. Guides are read the way the build
// reads them (placeholders substituted, front matter split off), parsed once
// as MDX, and checked:
// - every route of the content contract (test/content-routes.ts) is built and
//   sits in a sidebar; legacy routes are built and sit in none;
// - every page has at least MIN_WORDS words of prose and no placeholder text;
// - every API path (`/api/v…/…`) and operationId a guide names exists in the
//   vendored schema;
// - fenced code in json, yaml, javascript/typescript (and jsx/tsx) and
//   bash/sh/shell parses;
// - synced tab groups offer the same tabs, in the same order, everywhere;
// - credentials in examples use the one placeholder style (`YOUR_USERNAME`,
//   `YOUR_API_KEY`, `YOUR_CLIENT_ID`), never another spelling or a
//   real-looking key, in the guides and in the schema's examples;
// - every page ends by linking onward: its last block (paragraph, list,
//   admonition, table or included partial) links another guide (a link to an
//   API operation the page used is not a next step).
// Error codes and SDK samples have checks of their own (content-codes.test.ts,
// content-samples.test.ts).
// Every failure names the file and line. One build serves the route check; the
// other checks read the sources and the vendored schema and need no build.
//
// Rules worth knowing when a check fails:
// - prose is the text of the MDX tree: headings, paragraphs, lists, tables,
//   admonitions and link text; code blocks, inline code, JSX attributes, imports
//   and front matter do not count;
// - an API path mention is any `/api/v<n>/…` in a page (prose or code); it must
//   match a schema path segment by segment (a `{param}` segment of the schema
//   matches any value) or be the start of one, such as `/api/v8/partner/`;
// - an operationId mention is a link to `/interactive-api/#<operationId>` or
//   inline code right after the word operationId;
// - shell blocks that contain `$ ` prompts are transcripts (commands and their
//   output), not scripts, and are skipped; other languages are not checked.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { visit } from 'unist-util-visit';
import { loadConfig, type ResolvedConfig } from '../cli/config.ts';
import { substituteTokens } from '../cli/tokens.ts';
import { listContentFiles } from '../cli/content.ts';
import { at, loadPages, type Page } from './content-pages.ts';
import { legacyRoutes, sidebarRoutes, tabGroups } from './content-routes.ts';
import { repoRoot } from './helpers.ts';
import { defaultSite, type SiteBuild } from './sites.ts';

/** Fewest words of prose (text outside code, markup and front matter) a page may have. */
const MIN_WORDS = 150;
/** Words that mark unfinished writing, matched case-insensitively as whole words in prose. */
const PLACEHOLDER_TEXT = /\b(lorem ipsum|lorem|todo|tbd|fixme|coming soon|placeholder text|insert (?:text|content) here)\b/gi;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Reads the vendored schema (tokens substituted): every path template and operationId. */
function readSchema(config: ResolvedConfig): { paths: string[]; operationIds: Set<string> } {
  const files = new Map<string, any>();
  const load = (file: string) => {
    if (!files.has(file)) files.set(file, parseYaml(substituteTokens(readFileSync(file, 'utf8'), config.tokens, file)));
    return files.get(file);
  };
  const deref = (node: any, file: string): any => {
    if (!node || typeof node.$ref !== 'string') return node;
    const [target, pointer = ''] = node.$ref.split('#');
    const refFile = target ? resolve(dirname(file), target) : file;
    let value = load(refFile);
    for (const part of pointer.split('/').filter(Boolean)) value = value?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    return deref(value, refFile);
  };
  const root = config.schema.vendored;
  const doc = load(root);
  const operationIds = new Set<string>();
  for (const item of Object.values(doc.paths ?? {})) {
    const pathItem = deref(item, root);
    for (const method of HTTP_METHODS) {
      if (pathItem?.[method]?.operationId) operationIds.add(pathItem[method].operationId);
    }
  }
  return { paths: Object.keys(doc.paths ?? {}), operationIds };
}

/** True when a mentioned path is a schema path, or a namespace (segment prefix) of one. */
function pathExists(mention: string, templates: string[][]): boolean {
  const segments = mention.split('/').filter(Boolean);
  // A `{param}` segment of the schema matches anything (an ID, `{id}`, `${id}`); other segments match exactly.
  const isParam = (s: string) => /^\{.*\}$/.test(s);
  return templates.some((t) => t.length >= segments.length && segments.every((s, i) => isParam(t[i]) || s === t[i]));
}

/** Where invalid JSON goes wrong inside the block (0-based line): JSON.parse does not always say, TypeScript's JSON parser does. */
function jsonErrorLine(code: string): number {
  const parsed = ts.parseJsonText('block.json', code) as ts.JsonSourceFile & { parseDiagnostics?: ts.Diagnostic[] };
  const start = parsed.parseDiagnostics?.[0]?.start;
  return start === undefined ? 0 : code.slice(0, start).split('\n').length - 1;
}

/** Syntax problems of a code block, as [0-based line within the block, message]. */
function codeProblems(lang: string, code: string): [number, string][] | null {
  switch (lang) {
    case 'json':
      try {
        JSON.parse(code);
        return [];
      } catch (e) {
        const message = (e as Error).message.split(/, "|\n/)[0];
        return [[jsonErrorLine(code), `invalid JSON: ${message}`]];
      }
    case 'yaml':
    case 'yml':
      return parseAllDocuments(code).flatMap((d: any) => d.errors ?? []).map((e: any) => [(e.linePos?.[0]?.line ?? 1) - 1, `invalid YAML: ${e.message.split('\n')[0]}`]);
    case 'javascript':
    case 'js':
    case 'jsx':
    case 'typescript':
    case 'ts':
    case 'tsx': {
      // Each language is tried with and without JSX; the block passes if either parses.
      const typed = lang.startsWith('t');
      const names = typed ? (lang === 'tsx' ? ['block.tsx'] : ['block.ts', 'block.tsx']) : lang === 'jsx' ? ['block.jsx'] : ['block.js', 'block.jsx'];
      let first: [number, string][] | null = null;
      for (const fileName of names) {
        const { diagnostics = [] } = ts.transpileModule(code, {
          fileName,
          reportDiagnostics: true,
          compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve, allowJs: true },
        });
        const problems = diagnostics.map((d): [number, string] => [
          d.start === undefined ? 0 : code.slice(0, d.start).split('\n').length - 1,
          `${typed ? 'TypeScript' : 'JavaScript'} syntax: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
        ]);
        if (problems.length === 0) return [];
        first ??= problems;
      }
      return first;
    }
    case 'bash':
    case 'sh':
    case 'shell': {
      // A block with `$ ` prompts is a transcript (commands plus their output), not a script: skipped.
      if (/^\s*\$ /m.test(code)) return [];
      const r = spawnSync('bash', ['-n'], { input: code, encoding: 'utf8' });
      if (r.status === 0) return [];
      // bash reports "bash: line N: message", sometimes over two lines for one error: one problem per line N.
      const byLine = new Map<number, string[]>();
      for (const l of r.stderr.trim().split('\n').filter(Boolean)) {
        const m = /line (\d+):\s*(.*)$/.exec(l);
        const line = m ? Number(m[1]) - 1 : 0;
        byLine.set(line, [...(byLine.get(line) ?? []), m ? m[2] : l]);
      }
      if (byLine.size === 0) byLine.set(0, [`bash -n exited with ${r.status}`]);
      return [...byLine].map(([line, messages]): [number, string] => [line, `shell syntax: ${messages.join(' ')}`]);
    }
    default:
      return null; // not a checked language
  }
}

const attr = (node: any, name: string): string | undefined => {
  const a = node.attributes?.find((x: any) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
};

describe('content of the default site', () => {
  let config: ResolvedConfig;
  let pages: Page[];
  let partials: Page[];
  before(async () => {
    ({ config, pages, partials } = await loadPages());
  });

  it(`gives every page at least ${MIN_WORDS} words of prose and no placeholder text`, () => {
    const problems: string[] = [];
    for (const page of pages) {
      let words = 0;
      visit(page.tree, 'text', (node: any) => {
        words += node.value.split(/\s+/).filter((w: string) => /[\p{L}\p{N}]/u.test(w)).length;
        for (const [hit] of node.value.matchAll(PLACEHOLDER_TEXT)) {
          problems.push(`${at(page, node.position?.start.line)}: placeholder text "${hit}" in prose`);
        }
      });
      if (words < MIN_WORDS) problems.push(`${at(page, 1)}: only ${words} words of prose (at least ${MIN_WORDS} expected)`);
    }
    assert.deepEqual(problems, [], `Thin or unfinished pages:\n${problems.join('\n')}`);
  });

  it('names only API paths and operationIds that exist in the schema', () => {
    const schema = readSchema(config);
    const templates = schema.paths.map((p) => p.split('/').filter(Boolean));
    const problems: string[] = [];
    for (const page of [...pages, ...partials]) {
      page.src.source.split('\n').forEach((line, i) => {
        for (const [raw] of line.matchAll(/\/api\/v\d+(?:\/[A-Za-z0-9_\-.{}$…]+)*/g)) {
          const mention = raw.replace(/[.…]+$/, '').replace(/\/+$/, '');
          if (!pathExists(mention, templates)) problems.push(`${at(page, i + 1)}: API path ${mention} is not in the schema`);
        }
        const ids = [...line.matchAll(/\/interactive-api\/#([A-Za-z][\w-]*)/g), ...line.matchAll(/operationId\W{0,3}`([A-Za-z]\w*)`/g)];
        for (const [, id] of ids) {
          if (!schema.operationIds.has(id)) problems.push(`${at(page, i + 1)}: operationId ${id} is not in the schema`);
        }
      });
    }
    assert.deepEqual(problems, [], `Unknown API paths or operationIds:\n${problems.join('\n')}`);
  });

  it('has code blocks in json, yaml, javascript/typescript and shell that parse', () => {
    const problems: string[] = [];
    for (const page of [...pages, ...partials]) {
      visit(page.tree, 'code', (node: any) => {
        const lang = String(node.lang ?? '').toLowerCase();
        const found = codeProblems(lang, node.value);
        // The fence is on start.line; the code starts on the next line.
        for (const [line, message] of found ?? []) problems.push(`${at(page, node.position.start.line + 1 + line)}: ${message}`);
      });
    }
    assert.deepEqual(problems, [], `Code blocks that do not parse:\n${problems.join('\n')}`);
  });

  it('offers the same tabs, in the same order, wherever a tab group is synced', () => {
    const seen = new Map<string, { where: string; tabs: string }>();
    for (const [groupId, tabs] of Object.entries(tabGroups)) {
      seen.set(groupId, { where: 'test/content-routes.ts', tabs: tabs.map((t) => `${t.value}/${t.label}`).join(', ') });
    }
    const problems: string[] = [];
    for (const page of [...pages, ...partials]) {
      visit(page.tree, (node: any) => {
        if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Tabs') return;
        const groupId = attr(node, 'groupId');
        if (!groupId) return;
        const items = (node.children ?? []).filter((c: any) => c.type === 'mdxJsxFlowElement' && c.name === 'TabItem');
        const tabs = items.map((c: any) => `${attr(c, 'value')}/${attr(c, 'label') ?? attr(c, 'value')}`).join(', ');
        const where = at(page, node.position?.start.line);
        const first = seen.get(groupId);
        if (!first) seen.set(groupId, { where, tabs });
        else if (first.tabs !== tabs) problems.push(`${where}: tab group "${groupId}" has [${tabs}], expected [${first.tabs}] as in ${first.where}`);
      });
    }
    assert.deepEqual(problems, [], `Synced tab groups that differ:\n${problems.join('\n')}`);
  });
});

/** Internal links (to another page) in a subtree, looking into the partials it includes. */
function onwardLinks(nodes: any[], partials: Map<string, Page>, imports: Map<string, string>): string[] {
  const found: string[] = [];
  const walk = (node: any) => {
    if (node.type === 'link' && !/^(#|[a-z][a-z0-9+.-]*:|\/\/)/i.test(node.url)) found.push(node.url);
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && imports.has(node.name)) {
      const partial = partials.get(imports.get(node.name)!);
      if (partial) found.push(...onwardLinks(partial.tree.children, partials, importsOf(partial)));
    }
    for (const child of node.children ?? []) walk(child);
  };
  nodes.forEach(walk);
  return found;
}

/** Component name → the partial's file (relative to the repository), from a page's MDX imports. */
function importsOf(page: Page): Map<string, string> {
  const map = new Map<string, string>();
  for (const node of page.tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, name, from] of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx)['"]/g)) {
      map.set(name, relative(repoRoot, resolve(dirname(join(repoRoot, page.name)), from)));
    }
  }
  return map;
}

/** Credential spellings other than the site's one placeholder style, and hex strings that look like real keys. */
const OTHER_CREDENTIALS = /your-(?:client-id|username|api-key)|jane\.doe:|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{24,}\b/g;

describe('placeholder credentials', () => {
  it('are written YOUR_USERNAME, YOUR_API_KEY and YOUR_CLIENT_ID everywhere', async () => {
    const { config } = await loadPages();
    const examples = join(dirname(config.schema.vendored), 'openapi', 'components', 'examples');
    const files = [...listContentFiles(config.contentDir), ...readdirSync(examples).map((f) => join(examples, f))];
    const problems: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        for (const [hit] of line.matchAll(OTHER_CREDENTIALS)) problems.push(`${relative(repoRoot, file)}:${i + 1}: "${hit}": write credentials as YOUR_USERNAME, YOUR_API_KEY, YOUR_CLIENT_ID`);
      });
    }
    assert.deepEqual(problems, [], `Credentials in another style:\n${problems.join('\n')}`);
  });
});

describe('no dead ends', () => {
  it('ends every page with a link onward', async () => {
    const { pages, partials } = await loadPages();
    const byName = new Map(partials.map((p) => [p.name, p]));
    const routes = new Set(pages.map((p) => p.src.route));
    const files = new Set(pages.map((p) => p.name));
    // Another guide page: its route, or (relative links) its file.
    const isGuide = (from: Page, url: string) => {
      const target = url.replace(/[#?].*$/, '');
      if (target.startsWith('/')) return target !== from.src.route && routes.has(target.replace(/\/?$/, '/'));
      const file = relative(repoRoot, resolve(dirname(join(repoRoot, from.name)), target));
      return file !== from.name && files.has(file);
    };
    const problems: string[] = [];
    for (const page of pages) {
      // The last block that is not an import, an export or a comment.
      const blocks = (page.tree.children as any[]).filter((n) => n.type !== 'mdxjsEsm' && n.type !== 'mdxFlowExpression');
      const last = blocks[blocks.length - 1];
      const links = last ? onwardLinks([last], byName, importsOf(page)).filter((url) => isGuide(page, url)) : [];
      if (links.length === 0) problems.push(`${at(page, last?.position?.start.line)}: the page ends without a link to another guide: end with a next step`);
    }
    assert.deepEqual(problems, [], `Pages that end in a dead end:\n${problems.join('\n')}`);
  });
});

describe('routes of the default site', () => {
  let out: string;
  let build: SiteBuild;
  before(async () => {
    build = await defaultSite();
    out = build.out;
  });

  it('builds every guide route, each in a sidebar, and the legacy routes outside every sidebar', async () => {
    assert.equal(build.code, 0, `The default site does not build:\n${build.stderr}`);
    const config = await loadConfig(join(repoRoot, 'docs-site.config.ts'));
    const manifest = new Set((JSON.parse(readFileSync(join(out, 'routes.json'), 'utf8')) as { path: string }[]).map((r) => r.path));
    const inSidebars = new Set<string>();
    const collect = (items: any[]) => {
      for (const item of items) {
        if (item.href) inSidebars.add(item.href);
        if (item.items) collect(item.items);
      }
    };
    for (const items of Object.values(JSON.parse(readFileSync(join(out, 'sidebars.json'), 'utf8')) as any[][])) collect(items);

    const problems: string[] = [];
    const built = (route: string) => manifest.has(route) && existsSync(join(out, route, 'index.html'));
    for (const route of sidebarRoutes) {
      if (!built(route)) problems.push(`${route}: not built (no page with this route)`);
      else if (!inSidebars.has(route)) problems.push(`${route}: built but in no sidebar`);
    }
    for (const template of legacyRoutes) {
      const route = substituteTokens(template, config.tokens, 'test/content-routes.ts');
      if (!built(route)) problems.push(`${route}: legacy page not built`);
      else if (inSidebars.has(route)) problems.push(`${route}: legacy page must not be in a sidebar`);
    }
    assert.deepEqual(problems, [], `Routes of the content contract (test/content-routes.ts):\n${problems.join('\n')}`);
  });
});
