// Load stage for guides: find every .md/.mdx file under the content folder,
// split off and validate its front matter, and work out its doc id and route.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseDocument } from 'yaml';
import { BuildError } from './errors.ts';
import { parseSimpleMapping } from './simple-yaml.ts';
import { substituteTokens } from './tokens.ts';
import { detached } from './detached.ts';

export interface FrontMatter {
  id?: string;
  title?: string;
  description?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  no_footer?: boolean;
  draft?: boolean;
  /** `false` keeps number prefixes (`01-intro.md`) in the id and route. */
  parse_number_prefixes?: boolean;
  /** Doc id of the next/previous page in the pagination, or `null` for none. */
  pagination_next?: string | null;
  pagination_prev?: string | null;
  /** The label other pages' pagination shows for this page. */
  pagination_label?: string;
  /** The sidebar shown with this page (`null`: none), whichever sidebars list it. */
  displayed_sidebar?: string | null;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  /** Leaves out the title the layout renders from the front matter. */
  hide_title?: boolean;
  keywords?: string[];
  /** Open Graph image: a path in the static folder (`/img/card.png`) or an absolute URL. */
  image?: string;
  /** Built, but in no sidebar, sitemap or tag page, and marked noindex. */
  unlisted?: boolean;
  last_update?: { date?: string; author?: string };
  /** Overrides the config's `editUrl` for this page; `null` hides the link. */
  custom_edit_url?: string | null;
  tags?: (string | { label: string; permalink?: string; description?: string })[];
  [key: string]: unknown;
}

export interface SourceFile {
  /** Absolute path. */
  file: string;
  /** Path relative to the content folder, with `/` separators. */
  relPath: string;
  /** Partials (`_name.mdx` or inside `_folder/`) are imported by pages, never routed. */
  isPartial: boolean;
  source: string;
  /** Source with the front matter replaced by blank lines, so MDX positions match the file. */
  body: string;
  frontMatter: FrontMatter;
  /** Doc id: the path without extension and number prefixes, the last part replaced by front matter `id`. */
  id: string;
  /** Route with a trailing slash: the doc id's path (a folder's `index`/`README` is the folder's route) or `slug`. */
  route: string;
  /** The file name's number prefix (`03-setup.md` → 3): its sidebar position unless the front matter gives one. */
  numberPrefix?: number;
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const FIELD_TYPES: Record<string, 'string' | 'number' | 'boolean'> = {
  id: 'string',
  title: 'string',
  description: 'string',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  no_footer: 'boolean',
  draft: 'boolean',
  parse_number_prefixes: 'boolean',
  pagination_label: 'string',
  sidebar_class_name: 'string',
  hide_title: 'boolean',
  image: 'string',
  unlisted: 'boolean',
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys whose values are not one scalar type: what they must be, and a check. */
const FIELD_SHAPES: Record<string, [string, (v: unknown) => boolean]> = {
  pagination_next: ['a doc id or null', (v) => v === null || (typeof v === 'string' && v.length > 0)],
  pagination_prev: ['a doc id or null', (v) => v === null || (typeof v === 'string' && v.length > 0)],
  displayed_sidebar: ['a sidebar id or null', (v) => v === null || (typeof v === 'string' && v.length > 0)],
  format: ['"md", "mdx" or "detect"', (v) => v === 'md' || v === 'mdx' || v === 'detect'],
  custom_edit_url: ['a URL or null', (v) => v === null || typeof v === 'string'],
  sidebar_custom_props: ['an object', isPlainObject],
  keywords: ['a list of strings', (v) => Array.isArray(v) && v.every((k) => typeof k === 'string')],
  last_update: [
    'an object with `date` (YYYY-MM-DD) and/or `author`',
    (v) =>
      isPlainObject(v) &&
      Object.keys(v).every((k) => k === 'date' || k === 'author') &&
      (v.author === undefined || typeof v.author === 'string') &&
      (v.date === undefined || (typeof v.date === 'string' && !Number.isNaN(Date.parse(v.date))) || v.date instanceof Date),
  ],
  tags: [
    'a list of tags (strings, or objects with `label` and optional `permalink`)',
    (v) => Array.isArray(v) && v.every((t) => (typeof t === 'string' && t.trim() !== '') || (isPlainObject(t) && typeof t.label === 'string' && (t.permalink === undefined || typeof t.permalink === 'string'))),
  ],
};

/** Any YAML: the library, whose errors name the line (the data is checked field by field below). */
function parseYaml(text: string, file: string): any {
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length) {
    const err = doc.errors[0];
    // +1: the opening `---` line.
    const line = (err.linePos?.[0]?.line ?? 1) + 1;
    throw new BuildError(`Invalid front matter: ${err.message.split('\n')[0]}`, { file, line, column: err.linePos?.[0]?.col }, 'Front matter must be valid YAML between two `---` lines.');
  }
  return doc.toJS() ?? {};
}

export function parseFrontMatter(source: string, file: string): { frontMatter: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const data = parseSimpleMapping(match[1]) ?? parseYaml(match[1], file);
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('Invalid front matter: expected key: value pairs.', { file, line: 2 });
  }
  const lines = match[1].split(/\r?\n/);
  for (const [key, type] of Object.entries(FIELD_TYPES)) {
    if (data[key] === undefined) continue;
    if (typeof data[key] !== type) {
      const line = lines.findIndex((l) => l.startsWith(`${key}:`)) + 2;
      throw new BuildError(`Invalid front matter: \`${key}\` must be a ${type}, got ${JSON.stringify(data[key])}.`, { file, line: line > 1 ? line : 2 });
    }
  }
  for (const [key, [expected, ok]] of Object.entries(FIELD_SHAPES)) {
    if (data[key] === undefined || ok(data[key])) continue;
    const line = lines.findIndex((l) => l.startsWith(`${key}:`)) + 2;
    throw new BuildError(`Invalid front matter: \`${key}\` must be ${expected}, got ${JSON.stringify(data[key])}.`, { file, line: line > 1 ? line : 2 });
  }
  for (const key of ['toc_min_heading_level', 'toc_max_heading_level']) {
    const v = data[key];
    if (v !== undefined && (!Number.isInteger(v) || v < 2 || v > 6)) {
      throw new BuildError(`Invalid front matter: \`${key}\` must be an integer from 2 to 6.`, { file, line: lines.findIndex((l) => l.startsWith(`${key}:`)) + 2 });
    }
  }
  if (data.slug !== undefined && /[?#\s]/.test(data.slug)) {
    throw new BuildError('Invalid front matter: `slug` may not contain spaces, `?` or `#`.', { file, line: lines.findIndex((l) => l.startsWith('slug:')) + 2 });
  }
  const blank = '\n'.repeat(match[0].split('\n').length - 1);
  // Detached: the front matter is kept for the whole build, the source it was cut from need not be.
  return { frontMatter: detached(data) as FrontMatter, body: blank + source.slice(match[0].length) };
}

/**
 * Number prefixes order files and folders (`01-intro.md`, `2. setup/`) and are
 * left out of ids, routes and labels, as in Docusaurus. Date- and version-like
 * names (`2021-01-x`, `7.0-x`) keep their numbers.
 */
export function parseNumberPrefix(name: string): { name: string; prefix?: number } {
  if (/^\d+[-_.]\d+/.test(name)) return { name };
  const m = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return m ? { name: m[2], prefix: Number.parseInt(m[1], 10) } : { name };
}

export const stripNumberPrefixes = (path: string) => path.split('/').map((part) => parseNumberPrefix(part).name).join('/');

/** `index`, `README` or a file named like its folder is the folder's page (`guides/guides.md` → `/guides/`). */
export function isCategoryIndexName(fileName: string, dirName: string | undefined): boolean {
  const name = fileName.toLowerCase();
  return name === 'index' || name === 'readme' || (dirName !== undefined && name === dirName.toLowerCase());
}

function routeFor(relPath: string, frontMatter: FrontMatter, baseId: string, strip: boolean): string {
  const noExt = relPath.replace(/\.mdx?$/, '');
  const rawDir = noExt.includes('/') ? noExt.slice(0, noExt.lastIndexOf('/')) : '';
  const dir = strip ? stripNumberPrefixes(rawDir) : rawDir;
  const fileName = noExt.slice(noExt.lastIndexOf('/') + 1);
  let route: string;
  if (frontMatter.slug !== undefined) {
    route = frontMatter.slug.startsWith('/') ? frontMatter.slug : `/${dir ? dir + '/' : ''}${frontMatter.slug}`;
  } else if (isCategoryIndexName(fileName, rawDir ? rawDir.slice(rawDir.lastIndexOf('/') + 1) : undefined)) {
    route = `/${dir}`;
  } else {
    route = `/${dir ? dir + '/' : ''}${baseId}`;
  }
  route = removeDotSegments(route.replace(/\/{2,}/g, '/'));
  return route.endsWith('/') ? route : route + '/';
}

/**
 * `/a/../c` → `/c`, `/a/./b` → `/a/b`: a relative slug (`slug: ../x`) is resolved from the
 * doc's folder, as Docusaurus resolves it; `..` above the root stays at the root.
 */
export function removeDotSegments(route: string): string {
  if (!/(^|\/)\.\.?(\/|$)/.test(route)) return route;
  const parts: string[] = [];
  for (const part of route.split('/').slice(1)) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const last = route.split('/').pop();
  return '/' + parts.join('/') + (last === '.' || last === '..' ? '/' : '');
}

export function isPartialPath(relPath: string): boolean {
  return relPath.split('/').some((part) => part.startsWith('_'));
}

export function readSourceFile(contentDir: string, path: string, tokens: Record<string, string>, text = readFileSync(path, 'utf8')): SourceFile {
  const relPath = relative(contentDir, path).split(sep).join('/');
  const source = substituteTokens(text, tokens, path);
  const isPartial = isPartialPath(relPath);
  const { frontMatter, body } = isPartial ? { frontMatter: {}, body: source } : parseFrontMatter(source, path);
  const noExt = relPath.replace(/\.mdx?$/, '');
  const strip = frontMatter.parse_number_prefixes !== false;
  const rawDir = noExt.includes('/') ? noExt.slice(0, noExt.lastIndexOf('/')) : '';
  const file = parseNumberPrefix(noExt.slice(noExt.lastIndexOf('/') + 1));
  const baseId = frontMatter.id ?? (strip ? file.name : noExt.slice(noExt.lastIndexOf('/') + 1));
  const dir = strip ? stripNumberPrefixes(rawDir) : rawDir;
  const id = (dir ? dir + '/' : '') + baseId;
  return {
    file: path,
    relPath,
    isPartial,
    source,
    body,
    frontMatter,
    id,
    route: isPartial ? '' : routeFor(relPath, frontMatter, baseId, strip),
    numberPrefix: strip ? file.prefix : undefined,
  };
}

/** Listings serve may reuse, by content folder: the tree and each of its folders' modification time. */
const listings = new Map<string, { tree: string[]; folders: Map<string, number> }>();

/** A folder changed this recently may change again within the same time stamp (a coarse file system): not trusted. */
const RACY_MS = 2000;

/**
 * Every path under the content folder, relative to it: read once a build for its pages and its
 * category files. `reuse` (serve, per edit): the last listing stands while none of its folders was
 * modified since (adding, removing or renaming an entry modifies its folder; editing a file does not).
 */
export function listContentTree(contentDir: string, reuse = false): string[] {
  if (!reuse) return readdirSync(contentDir, { recursive: true }) as string[];
  const last = listings.get(contentDir);
  if (last && [...last.folders].every(([dir, mtime]) => statSync(dir, { throwIfNoEntry: false })?.mtimeMs === mtime)) return last.tree;
  listings.delete(contentDir);
  const started = Date.now();
  const entries = readdirSync(contentDir, { recursive: true, withFileTypes: true });
  // The same paths, in the same order, as a listing of names.
  const tree = entries.map((e) => relative(contentDir, join(e.parentPath, e.name)));
  const folders = new Map<string, number>();
  for (const dir of [contentDir, ...entries.filter((e) => e.isDirectory()).map((e) => join(e.parentPath, e.name))]) {
    // Stamped after the listing: a folder changed meanwhile is a recent one, so the listing is not kept.
    const mtime = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined || mtime >= started - RACY_MS) return tree;
    folders.set(dir, mtime);
  }
  listings.set(contentDir, { tree, folders });
  return tree;
}

/** Every .md/.mdx file under the content folder, in a stable order. */
export function listContentFiles(contentDir: string, tree = listContentTree(contentDir)): string[] {
  return tree
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => join(contentDir, f))
    .sort();
}
