// Load stage for guides: find every .md/.mdx file under the content folder,
// split off and validate its front matter, and work out its doc id and route.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseDocument } from 'yaml';
import { BuildError } from './errors.ts';
import { substituteTokens } from './tokens.ts';

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
  /** Doc id: the path without extension, the last part replaced by front matter `id`. */
  id: string;
  /** Route with a trailing slash. */
  route: string;
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
};

export function parseFrontMatter(source: string, file: string): { frontMatter: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const doc = parseDocument(match[1], { prettyErrors: false });
  if (doc.errors.length) {
    const err = doc.errors[0];
    // +1: the opening `---` line.
    const line = (err.linePos?.[0]?.line ?? 1) + 1;
    throw new BuildError(`Invalid front matter: ${err.message.split('\n')[0]}`, { file, line, column: err.linePos?.[0]?.col }, 'Front matter must be valid YAML between two `---` lines.');
  }
  const data = doc.toJS() ?? {};
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
  return { frontMatter: data as FrontMatter, body: blank + source.slice(match[0].length) };
}

function routeFor(relPath: string, frontMatter: FrontMatter): string {
  const noExt = relPath.replace(/\.mdx?$/, '');
  const dir = noExt.includes('/') ? noExt.slice(0, noExt.lastIndexOf('/')) : '';
  let route: string;
  if (frontMatter.slug !== undefined) {
    route = frontMatter.slug.startsWith('/') ? frontMatter.slug : `/${dir ? dir + '/' : ''}${frontMatter.slug}`;
  } else {
    route = '/' + noExt.replace(/(^|\/)index$/, '');
  }
  route = route.replace(/\/{2,}/g, '/');
  return route.endsWith('/') ? route : route + '/';
}

export function isPartialPath(relPath: string): boolean {
  return relPath.split('/').some((part) => part.startsWith('_'));
}

export function readSourceFile(contentDir: string, file: string, tokens: Record<string, string>): SourceFile {
  const relPath = relative(contentDir, file).split(sep).join('/');
  const source = substituteTokens(readFileSync(file, 'utf8'), tokens, file);
  const isPartial = isPartialPath(relPath);
  const { frontMatter, body } = isPartial ? { frontMatter: {}, body: source } : parseFrontMatter(source, file);
  const noExt = relPath.replace(/\.mdx?$/, '');
  const id = frontMatter.id ? (noExt.includes('/') ? noExt.slice(0, noExt.lastIndexOf('/') + 1) : '') + frontMatter.id : noExt;
  return { file, relPath, isPartial, source, body, frontMatter, id, route: isPartial ? '' : routeFor(relPath, frontMatter) };
}

/** Every .md/.mdx file under the content folder, in a stable order. */
export function listContentFiles(contentDir: string): string[] {
  return (readdirSync(contentDir, { recursive: true }) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => join(contentDir, f))
    .sort();
}
