// Check stage: every internal link and #anchor in the emitted HTML must
// resolve to a page (or emitted file) and an element id.
import { readFileSync } from 'node:fs';
import { BuildError, BuildErrors } from './errors.ts';

export interface CheckablePage {
  /** Route, e.g. `/fraud/intro/`. */
  path: string;
  html: string;
  /** Cache key: same key, same HTML. */
  key: string;
  /** The page's own source file, blamed when a link's origin is unknown. */
  sourceFile: string;
  linkSources: { file: string; links: { url: string; line: number }[] }[];
}

interface Scan {
  ids: Set<string>;
  links: string[];
}

const scanCache = new Map<string, Scan>();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };
const decodeEntities = (s: string) => (s.includes('&') ? s.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, e: string) => ENTITIES[e]) : s);
const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g;
const ATTR = /\s(id|name|href|src)="([^"]*)"/g;

/**
 * Ids and link targets of one HTML document. The HTML is our own output (React
 * escapes every `<` in text and quotes every attribute), so scanning start tags
 * is exact, and far faster than a full parse.
 */
export function scanHtml(html: string): Scan {
  const ids = new Set<string>();
  const links: string[] = [];
  // Script bodies are not markup.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  for (const tag of markup.matchAll(TAG)) {
    const attrs = tag[2];
    if (!attrs) continue;
    const name = tag[1].toLowerCase();
    for (const [, key, raw] of attrs.matchAll(ATTR)) {
      const value = decodeEntities(raw);
      if (key === 'id') ids.add(value);
      else if (key === 'name' && name === 'a') ids.add(value);
      else if (key === 'href' && (name === 'a' || name === 'area')) links.push(value);
      else if (key === 'src' && name === 'img') links.push(value);
    }
  }
  return { ids, links };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export interface CheckOptions {
  baseUrl: string;
  /** Files emitted besides pages (assets, sitemap.xml, …), as paths under out/. */
  files: Set<string>;
  /** Links that come from the config (navbar, footer, sidebars) are blamed on it. */
  configFile: string;
  configLinks: Set<string>;
}

function lineOf(file: string, needle: string): number {
  try {
    const index = readFileSync(file, 'utf8').indexOf(needle);
    return index < 0 ? 0 : readFileSync(file, 'utf8').slice(0, index).split('\n').length;
  } catch {
    return 0;
  }
}

/**
 * Pathname and hash of a link. Root-relative and `#fragment` links (nearly all
 * of them) are split directly; `new URL()` for 50k links per build is the
 * slowest part of a `docs serve` rebuild otherwise.
 */
function resolveLink(raw: string, pageUrl: URL): { pathname: string; hash: string } {
  if (raw.startsWith('#')) return { pathname: pageUrl.pathname, hash: raw.length > 1 ? raw : '' };
  if (raw.startsWith('/') && !raw.startsWith('//') && !/[?\\]|\/\.\.?(\/|#|$)/.test(raw)) {
    const i = raw.indexOf('#');
    return i < 0 ? { pathname: raw, hash: '' } : { pathname: raw.slice(0, i), hash: raw.length > i + 1 ? raw.slice(i) : '' };
  }
  const url = new URL(raw, pageUrl);
  return { pathname: url.pathname, hash: url.hash };
}

export function checkLinks(pages: CheckablePage[], opts: CheckOptions): void {
  const byPath = new Map<string, Scan>();
  const nextCache = new Map<string, Scan>();
  for (const page of pages) {
    const scan = scanCache.get(page.key) ?? scanHtml(page.html);
    nextCache.set(page.key, scan);
    byPath.set(page.path, scan);
  }
  scanCache.clear();
  for (const [k, v] of nextCache) scanCache.set(k, v);

  const problems: BuildError[] = [];
  const seen = new Set<string>();
  const base = opts.baseUrl.replace(/\/$/, '');
  for (const page of pages) {
    const scan = byPath.get(page.path)!;
    const pageUrl = new URL(`http://site${base}${page.path}`);
    for (const raw of scan.links) {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(raw)) continue; // external, mailto:, tel:, …
      if (raw === '' || raw === '#') continue;
      let why: string | undefined;
      const url = resolveLink(raw, pageUrl);
      let path = safeDecode(url.pathname);
      if (base && !path.startsWith(base + '/')) {
        why = `outside the base URL ${opts.baseUrl}`;
      } else {
        path = path.slice(base.length) || '/';
      }
      let target: Scan | undefined;
      if (!why) {
        target = byPath.get(path) ?? (path.endsWith('/') ? undefined : byPath.get(path + '/'));
        if (!target && !opts.files.has(path.replace(/^\//, ''))) why = 'no page or file at this path';
      }
      if (!why && url.hash && target) {
        const id = safeDecode(url.hash.slice(1));
        if (!target.ids.has(id)) why = `no element with id "${id}" on ${path}`;
      }
      if (!why) continue;
      const written = page.linkSources.flatMap((s) => s.links.map((l) => ({ file: s.file, line: l.line, url: l.url })));
      let origin: { file: string; line: number } | undefined =
        written.find((l) => l.url === raw) ?? written.find((l) => raw.endsWith(l.url.replace(/^\.\/?/, '')));
      if (!origin && (opts.configLinks.has(raw) || opts.configLinks.has(path))) origin = { file: opts.configFile, line: lineOf(opts.configFile, raw) };
      const file = origin?.file ?? page.sourceFile;
      const dedupe = `${file}\0${origin?.line}\0${raw}`;
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      problems.push(new BuildError(`→ ${raw} (${why}; on page ${page.path})`, { file, line: origin?.line || undefined }));
    }
  }
  if (problems.length) {
    throw new BuildErrors(`Broken links: ${problems.length} link${problems.length > 1 ? 's' : ''} do not resolve.`, problems);
  }
}
