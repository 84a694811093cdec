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
 * Cuts the chrome every page repeats (navbar, doc sidebar, footer) out of a
 * page. Its links are checked once per build instead of on every page, so the
 * check costs the same per page however large the sidebar grows. None of
 * these elements nests inside itself, so the first closing tag ends it.
 */
function splitChrome(html: string): { content: string; chrome: [string, string][] } {
  const regions: { start: number; end: number; key: string }[] = [];
  const cut = (start: number, close: string, key: string) => {
    if (start < 0) return;
    const end = html.indexOf(close, start);
    if (end >= 0) regions.push({ start, end: end + close.length, key });
  };
  cut(html.indexOf('<nav aria-label="Main"'), '</nav>', 'navbar');
  const aside = html.indexOf('<aside class="doc-sidebar"');
  if (aside >= 0) cut(aside, '</aside>', `sidebar:${/data-sidebar="([^"]*)"/.exec(html.slice(aside, aside + 200))?.[1] ?? ''}`);
  cut(html.lastIndexOf('<footer class="footer'), '</footer>', 'footer');
  regions.sort((a, b) => a.start - b.start);
  const chrome: [string, string][] = [];
  let content = '';
  let at = 0;
  for (const r of regions) {
    if (r.start < at) continue;
    content += html.slice(at, r.start);
    chrome.push([r.key, html.slice(r.start, r.end)]);
    at = r.end;
  }
  return { content: content + html.slice(at), chrome };
}

/**
 * Ids and link targets of a piece of our own HTML. React escapes every `<` in
 * text and quotes every attribute, so scanning start tags is exact, and far
 * faster than a full parse.
 */
export function scanHtml(html: string): Scan {
  const ids = new Set<string>();
  const links: string[] = [];
  // Script bodies are not markup.
  const markup = html.includes('<script') ? html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') : html;
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
    const text = readFileSync(file, 'utf8');
    const index = text.indexOf(needle);
    return index < 0 ? 0 : text.slice(0, index).split('\n').length;
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
  /** Links of each chrome region, from the first page that has it. */
  const chromeLinks = new Map<string, string[]>();
  const chromeOf = new Map<string, string[]>();
  for (const page of pages) {
    const { content, chrome } = splitChrome(page.html);
    const scan = scanCache.get(page.key) ?? scanHtml(content);
    nextCache.set(page.key, scan);
    byPath.set(page.path, scan);
    const owned: string[] = [];
    for (const [key, region] of chrome) {
      if (chromeLinks.has(key)) continue;
      chromeLinks.set(key, scanHtml(region).links);
      owned.push(key);
    }
    chromeOf.set(page.path, owned);
  }
  scanCache.clear();
  for (const [k, v] of nextCache) scanCache.set(k, v);

  const problems: BuildError[] = [];
  const seen = new Set<string>();
  const base = opts.baseUrl.replace(/\/$/, '');
  for (const page of pages) {
    const scan = byPath.get(page.path)!;
    const pageUrl = new URL(`http://site${base}${page.path}`);
    const fromChrome = new Set(chromeOf.get(page.path)!.flatMap((key) => chromeLinks.get(key)!));
    for (const raw of [...scan.links, ...fromChrome]) {
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
      // Where the link was written: chrome links come from the config; content links from the
      // page or a partial (exactly as written, else the page itself, e.g. a rewritten `./x.mdx`).
      let origin: { file: string; line: number } | undefined;
      const inConfig = () => ({ file: opts.configFile, line: lineOf(opts.configFile, raw) });
      if (fromChrome.has(raw)) origin = inConfig();
      else {
        const written = page.linkSources.flatMap((s) => s.links.map((l) => ({ file: s.file, line: l.line, url: l.url })));
        origin = written.find((l) => l.url === raw) ?? (opts.configLinks.has(raw) ? inConfig() : undefined);
      }
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
