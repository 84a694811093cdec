// Check stage: every internal link and #anchor in the emitted HTML must
// resolve to a page (or emitted file) and an element id.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BuildError, BuildErrors } from './errors.ts';
import type { LinkSource } from './plugin-api.ts';

export interface Scan {
  ids: Set<string>;
  links: string[];
}


const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };
const decodeEntities = (s: string) => (s.includes('&') ? s.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, e: string) => ENTITIES[e]) : s);
const ATTR = /\s(id|name|href|src)="([^"]*)"/g;
const TAG_NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;

/**
 * Ids and link targets of a piece of our own HTML. React escapes `<`, `>` and
 * quotes in text and attribute values alike, so an ` id="` can only be an
 * attribute: matching those directly (and reading the tag name back from the
 * last `<`) is exact, and far faster than visiting every tag of a page of
 * highlighted code.
 */
export function scanHtml(html: string): Scan {
  const ids = new Set<string>();
  const links: string[] = [];
  // Script bodies are not markup.
  const markup = html.includes('<script') ? html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') : html;
  for (const match of markup.matchAll(ATTR)) {
    const key = match[1];
    const value = decodeEntities(match[2]);
    if (key === 'id') {
      ids.add(value);
      continue;
    }
    TAG_NAME.lastIndex = markup.lastIndexOf('<', match.index) + 1;
    const name = TAG_NAME.exec(markup)?.[0].toLowerCase();
    if (key === 'name' && name === 'a') ids.add(value);
    else if (key === 'href' && (name === 'a' || name === 'area')) links.push(value);
    else if (key === 'src' && name === 'img') links.push(value);
  }
  // A match is a slice of the page's HTML and would keep the whole page alive as long as the scan
  // lives (until the next build): copied out, the scan holds only its own characters.
  const [ownIds, ownLinks] = JSON.parse(JSON.stringify([[...ids], links])) as [string[], string[]];
  return { ids: new Set(ownIds), links: ownLinks };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
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

const NOT_FOUND = 'no page or file at this path';

export interface CheckOptions {
  baseUrl: string;
  /** Whether a path under out/ (no leading slash) is an emitted file. */
  hasFile: (path: string) => boolean;
  /** Links that come from the config (navbar, footer, sidebars) are blamed on it. */
  configFile: string;
  configLinks: Set<string>;
  /**
   * The files of the previous build this one no longer has (paths under out/). Given, and
   * with the last check that passed in memory, only pages that changed and pages linking to
   * something gone (a page, a file, an element id) are checked again; the rest passed already.
   */
  removed?: string[];
  /** Each page's place in the site (the order problems are listed in). */
  order?: Map<string, number>;
  /** Site paths (`/blog/`, with a trailing slash) another tool serves: links to them and below them are accepted. */
  externalPaths?: string[];
  /** The part of the site a path belongs to when it is one the generator does not build (a blog): reported once per part. */
  unbuilt?: (path: string) => { prefix: string; what: string } | undefined;
}

/** What the last check that passed read (serve keeps it between builds; `docs build` in its build state). */
export class CheckMemory {
  baseUrl?: string;
  pages?: Map<string, PageLinks>;
  chromeLinks?: Map<string, string[]>;
  /** Chrome regions' links by a hash of their HTML: a region that did not change is not scanned again. */
  chromeByHash = new Map<string, string[]>();
  /** Site path a link resolved to (a page or a file) → the pages whose links resolved there. */
  readonly sources = new Map<string, Set<string>>();
  /** Page → the site paths its links resolved to. */
  readonly targets = new Map<string, string[]>();

  /** The memory as JSON data, for the next `docs build` (undefined before a check passed). */
  persist(): PersistedCheck | undefined {
    if (!this.pages || !this.chromeLinks || this.baseUrl === undefined) return undefined;
    const hashes = new Map([...this.chromeByHash].map(([hash, links]) => [links, hash]));
    return {
      baseUrl: this.baseUrl,
      chrome: Object.fromEntries([...this.chromeLinks].map(([key, links]) => [key, { hash: hashes.get(links) ?? '', links }])),
      owned: Object.fromEntries([...this.pages].map(([path, page]) => [path, page.chrome])),
      targets: Object.fromEntries(this.targets),
    };
  }

  /** A memory from `persist`'s data; `scans`: each page's scan as the previous build left it (the very objects the build passes for reused pages). */
  static restore(data: PersistedCheck, scans: Map<string, Scan>): CheckMemory {
    const memory = new CheckMemory();
    memory.baseUrl = data.baseUrl;
    memory.chromeLinks = new Map();
    for (const [key, { hash, links }] of Object.entries(data.chrome)) {
      memory.chromeLinks.set(key, links);
      memory.chromeByHash.set(hash, links);
    }
    memory.pages = new Map();
    for (const [path, scan] of scans) memory.pages.set(path, { scan, sourceFile: '', linkSources: [], chrome: data.owned[path] ?? [] });
    for (const [page, reached] of Object.entries(data.targets)) {
      memory.targets.set(page, reached);
      for (const target of reached) {
        let set = memory.sources.get(target);
        if (!set) memory.sources.set(target, (set = new Set()));
        set.add(page);
      }
    }
    return memory;
  }
}

export interface PersistedCheck {
  baseUrl: string;
  /** Chrome region key → a hash of its HTML and its links. */
  chrome: Record<string, { hash: string; links: string[] }>;
  /** Page → the chrome regions it was the first to carry. */
  owned: Record<string, string[]>;
  targets: Record<string, string[]>;
}

const htmlHash = (html: string) => createHash('sha1').update(html).digest('base64url');

interface PageLinks {
  scan: Scan;
  sourceFile: string;
  linkSources: LinkSource[];
  /** Chrome regions whose links this page is the first to carry. */
  chrome: string[];
  /** Every chrome region on the page (this build's pages only). */
  allChrome?: string[];
}

/**
 * Collects ids and links as pages stream by (never whole pages), then checks
 * every link once all files are known. Chrome regions (navbar, sidebars,
 * footer) are scanned once per build, however many pages carry them.
 */
export class LinkChecker {
  private readonly pages = new Map<string, PageLinks>();
  private readonly chromeLinks = new Map<string, string[]>();
  private readonly chromeHtml = new Map<string, string>();
  private readonly nextCache = new Map<string, Scan>();

  /**
   * `scanCache`: scans by render key from the previous build (the builder keeps it);
   * `memory` (serve): the last check that passed, so unchanged pages are not checked again.
   */
  constructor(
    private readonly scanCache: Map<string, Scan>,
    private readonly memory?: CheckMemory,
  ) {}

  /** A page's ids and links: scanned from `main`, or given (a page reused from the previous build). */
  addPage(
    page: { path: string; key: string; main?: string; scan?: Scan; sourceFile: string; linkSources: LinkSource[]; chrome: string[]; clientIds?: string[] },
    chromeHtml: (key: string) => string,
  ): Scan {
    const scan = page.scan ?? this.scanCache.get(page.key) ?? scanHtml(page.main ?? '');
    for (const id of page.clientIds ?? []) scan.ids.add(id);
    this.nextCache.set(page.key, scan);
    const owned: string[] = [];
    for (const key of page.chrome) {
      if (this.chromeLinks.has(key)) continue;
      const html = chromeHtml(key);
      // The same HTML as last time keeps its very list, which tells `finish` nothing changed.
      this.chromeLinks.set(key, this.memory?.chromeByHash.get(htmlHash(html)) ?? scanHtml(html).links);
      if (this.memory) this.chromeHtml.set(key, html);
      owned.push(key);
    }
    this.pages.set(page.path, { scan, sourceFile: page.sourceFile, linkSources: page.linkSources, chrome: owned, allChrome: page.chrome });
    return scan;
  }

  /**
   * Puts the pages in the site's order (pages rendered on several threads arrive in any order), and
   * gives each chrome region to the first page carrying it in that order: problems are listed, and
   * blamed, the same way whichever thread finished first.
   */
  private inOrder(order: Map<string, number>): void {
    const at = (path: string) => order.get(path) ?? Infinity;
    const sorted = [...this.pages].sort(([a], [b]) => at(a) - at(b));
    const owned = new Set<string>();
    this.pages.clear();
    for (const [path, page] of sorted) {
      if (page.allChrome) page.chrome = page.allChrome.filter((key) => !owned.has(key) && !!owned.add(key));
      this.pages.set(path, page);
    }
  }

  /**
   * The pages to check: all of them, or (serve, after a check that passed) those that changed
   * and those whose links led to something now gone: a page, a file, or an element id.
   */
  private pagesToCheck(opts: CheckOptions): [string, PageLinks][] {
    const last = this.memory;
    if (!last?.pages || !last.chromeLinks || opts.removed === undefined || last.baseUrl !== opts.baseUrl) return [...this.pages];
    const dirty = new Set<string>();
    const gone = new Set<string>(opts.removed.map((file) => `/${file}`));
    for (const [path, before] of last.pages) {
      const now = this.pages.get(path);
      if (!now) {
        gone.add(path);
        continue;
      }
      if (now.scan !== before.scan) {
        dirty.add(path);
        for (const id of before.scan.ids) {
          if (now.scan.ids.has(id)) continue;
          gone.add(path);
          break;
        }
      }
      const sameChrome =
        now.chrome.length === before.chrome.length &&
        now.chrome.every((key, i) => key === before.chrome[i] && this.chromeLinks.get(key) === last.chromeLinks!.get(key));
      if (!sameChrome) dirty.add(path);
    }
    for (const path of this.pages.keys()) if (!last.pages.has(path)) dirty.add(path);
    for (const target of gone) for (const source of last.sources.get(target) ?? []) if (this.pages.has(source)) dirty.add(source);
    return [...dirty].map((path) => [path, this.pages.get(path)!]);
  }

  /** Throws every broken link at once; keeps this build's scans for the next. */
  finish(opts: CheckOptions): void {
    this.scanCache.clear();
    for (const [k, v] of this.nextCache) this.scanCache.set(k, v);
    if (opts.order) this.inOrder(opts.order);
    const problems: BuildError[] = [];
    const seen = new Set<string>();
    const base = opts.baseUrl.replace(/\/$/, '');
    const checked = this.pagesToCheck(opts);
    const targets = new Map<string, string[]>();
    /** Links into parts the generator does not build, by part: one problem each. */
    const unbuilt = new Map<string, { what: string; count: number; first: BuildError; raw: string; page: string }>();
    for (const [path, page] of checked) {
      const pageUrl = new URL(`http://site${base}${path}`);
      const fromChrome = new Set(page.chrome.flatMap((key) => this.chromeLinks.get(key)!));
      const reached = new Set<string>();
      for (const raw of [...page.scan.links, ...fromChrome]) {
        const why = this.problem(raw, pageUrl, base, opts, reached);
        if (!why) continue;
        // Where the link was written: chrome links come from the config; content links from the
        // page or a partial (exactly as written, else the page itself, e.g. a rewritten `./x.mdx`).
        let origin: { file: string; line: number } | undefined;
        const inConfig = () => ({ file: opts.configFile, line: lineOf(opts.configFile, raw) });
        if (fromChrome.has(raw)) origin = inConfig();
        else {
          const written = page.linkSources.flatMap((s) => s.links.map((l) => ({ file: s.file, line: l.line, url: l.url })));
          // As written, or as rendered under the base URL (`/blog/x` → `/docs/blog/x`).
          origin = written.find((l) => l.url === raw || (l.url.startsWith('/') && base + l.url === raw)) ?? (opts.configLinks.has(raw) ? inConfig() : undefined);
        }
        const file = origin?.file ?? page.sourceFile;
        const dedupe = `${file}\0${origin?.line}\0${raw}`;
        if (seen.has(dedupe)) continue;
        seen.add(dedupe);
        const problem = new BuildError(`→ ${raw} (${why}; on page ${path})`, { file, line: origin?.line || undefined });
        const part = why === NOT_FOUND ? opts.unbuilt?.(this.sitePath(raw, pageUrl, base)) : undefined;
        if (part) {
          const known = unbuilt.get(part.prefix);
          if (known) known.count++;
          else unbuilt.set(part.prefix, { what: part.what, count: 1, first: problem, raw, page: path });
          continue;
        }
        problems.push(problem);
      }
      targets.set(path, [...reached]);
    }
    for (const [prefix, { what, count, first, raw, page }] of unbuilt) {
      const others = count > 1 ? ` and ${count - 1} other link${count > 2 ? 's' : ''} below ${prefix}/` : '';
      problems.push(
        new BuildError(
          `→ ${raw}${others} (on page ${page}): ${prefix}/ is ${what}, which this generator does not build`,
          first.place,
          `If another tool serves ${prefix}/ beside these docs, add \`externalPaths: ['${prefix}']\` to the config to accept links to it; otherwise remove the links.`,
        ),
      );
    }
    if (problems.length) {
      const n = problems.length;
      throw new BuildErrors(`Broken links: ${n} link${n > 1 ? 's do' : ' does'} not resolve.`, problems, 'Broken link');
    }
    if (this.memory) this.remember(opts.baseUrl, targets, checked.length === this.pages.size);
  }

  /** Keeps what this check (which passed) read, for the next build's. */
  private remember(baseUrl: string, targets: Map<string, string[]>, all: boolean): void {
    const memory = this.memory!;
    const unlink = (page: string) => {
      for (const target of memory.targets.get(page) ?? []) memory.sources.get(target)?.delete(page);
      memory.targets.delete(page);
    };
    if (all) {
      memory.sources.clear();
      memory.targets.clear();
    } else {
      for (const page of memory.targets.keys()) if (!this.pages.has(page) || targets.has(page)) unlink(page);
    }
    for (const [page, reached] of targets) {
      memory.targets.set(page, reached);
      for (const target of reached) {
        let set = memory.sources.get(target);
        if (!set) memory.sources.set(target, (set = new Set()));
        set.add(page);
      }
    }
    memory.baseUrl = baseUrl;
    memory.pages = this.pages;
    memory.chromeLinks = this.chromeLinks;
    memory.chromeByHash = new Map([...this.chromeHtml].map(([key, html]) => [htmlHash(html), this.chromeLinks.get(key)!]));
  }

  /** A link's path in the site (without the base URL). */
  private sitePath(raw: string, pageUrl: URL, base: string): string {
    return safeDecode(resolveLink(raw, pageUrl).pathname).slice(base.length) || '/';
  }

  /** Why a link does not resolve, or undefined when it does; adds the site path it reached to `reached`. */
  private problem(raw: string, pageUrl: URL, base: string, opts: CheckOptions, reached: Set<string>): string | undefined {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(raw)) return undefined; // external, mailto:, tel:, …
    if (raw === '' || raw === '#') return undefined;
    const url = resolveLink(raw, pageUrl);
    let path = safeDecode(url.pathname);
    if (base && !path.startsWith(base + '/')) return `outside the base URL ${opts.baseUrl}`;
    path = path.slice(base.length) || '/';
    if (opts.externalPaths?.some((p) => path.startsWith(p) || path + '/' === p)) return undefined;
    const targetPath = this.pages.has(path) ? path : !path.endsWith('/') && this.pages.has(path + '/') ? path + '/' : undefined;
    const target = targetPath === undefined ? undefined : this.pages.get(targetPath);
    if (!target && !opts.hasFile(path.replace(/^\//, ''))) {
      if (path === '/' && !this.pages.has('/')) {
        return 'the site has no home page: nothing is built at /. Add an `index.mdx` at the top of the content folder (or give a doc `slug: /`), or link to an existing page';
      }
      return NOT_FOUND;
    }
    reached.add(targetPath ?? path);
    if (url.hash && target) {
      const id = safeDecode(url.hash.slice(1));
      if (!target.scan.ids.has(id)) return `no element with id "${id}" on ${path}`;
    }
    return undefined;
  }
}
