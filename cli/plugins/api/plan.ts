// Which pages the API reference has and where they live: one per operation,
// webhook and callback, with ids and routes that are stable across builds and
// never clash. Runs at load time too, so its warnings are listed with the
// linter's.
//
// Rules (also in README.md, "The API reference"):
// - An operation without `operationId` gets one from its method and path:
//   `GET /pet/{id}` → `get-pet-id`. A taken id gets `-2`, `-3`, … in document order.
// - Page slug: `x-docs-slug`, else the summary, else the operation id, slugified.
// - Folder: the tag's `x-docs-group`. A schema that uses no `x-docs-group` at all
//   puts each tag's operations in a folder named after the tag (`/api/pet/…`);
//   untagged operations stay at `/api/<slug>/`.
// - Operations whose routes would clash (same folder and slug, or a route
//   the reference uses itself) are all moved to their operation id's slug.
// - Webhooks: `/api/webhooks/<name>/`; callbacks: `<operation route>callbacks/<name>/`.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SchemaResolver } from './schema-tree.ts';
import { pointerOf, type SchemaProblem } from './problems.ts';
import { arr, isObj, obj, str, type Obj } from './values.ts';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Longest slug, in UTF-8 bytes: a folder name in out/ (at most 255 bytes on most file systems) with room for a `-2`. */
const MAX_SLUG_BYTES = 120;

/** Lowercase words joined by `-` (letters of any script kept, accents dropped), cut to MAX_SLUG_BYTES at a word end. */
export function slugify(text: string): string {
  const slug = text
    .slice(0, 4 * MAX_SLUG_BYTES) // a schema's summary may be a megabyte long
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (Buffer.byteLength(slug) <= MAX_SLUG_BYTES) return slug;
  let cut = '';
  for (const ch of slug) {
    if (Buffer.byteLength(cut + ch) > MAX_SLUG_BYTES) break;
    cut += ch;
  }
  const word = cut.lastIndexOf('-');
  return (word > MAX_SLUG_BYTES / 2 ? cut.slice(0, word) : cut).replace(/-+$/, '');
}

/**
 * A tag's `x-docs-group` as a folder under /api/: each `/`-separated part
 * slugified, so a group name can neither leave the output folder (`..`), nor
 * carry a query or fragment into its links, nor make a file name too long.
 */
export function groupFolder(group: string | undefined): string | undefined {
  const parts = (group ?? '').split('/').map(slugify).filter(Boolean).slice(0, 4);
  return parts.length ? parts.join('/') : undefined;
}

/** An id usable as an HTML id and URL fragment as written. */
const anchorSafe = (id: string) => id.replace(/[^\p{L}\p{N}_.:/-]+/gu, '-').replace(/^-+|-+$/g, '') || 'operation';

export type PlannedKind = 'operation' | 'webhook' | 'callback';

export interface PlannedPage {
  kind: PlannedKind;
  /** Unique key of the page (operation id; `webhook:…`, `callback:…`). */
  key: string;
  /** Unique id for anchors and the interactive page: the operationId, or one derived. */
  id: string;
  /** Whether `id` was derived (no usable operationId in the schema). */
  derivedId: boolean;
  method: string;
  /** The path template; a webhook's name; a callback's runtime expression. */
  path: string;
  /** Where the operation object is in the document. */
  pointer: string;
  op: Obj;
  pathItem: Obj;
  /** Sidebar category. */
  tag: string;
  route: string;
  deprecated: boolean;
  /** Webhooks and callbacks: their name. */
  name?: string;
  /** Callbacks: key of the operation that registers them. */
  parentKey?: string;
}

export interface ApiPlan {
  pages: PlannedPage[];
  tagOrder: string[];
  tagDefs: Map<string, Obj>;
  /** Tag → folder, for tags whose operations sit in a folder with an index page. */
  folderOf: Map<string, string>;
  /** Whether the schema places tags with `x-docs-group` (else every tag is a folder). */
  explicitGroups: boolean;
  /** Folder of the webhook pages (when there are webhooks). */
  webhooksFolder?: string;
  infoRoute: string;
  /** Category of operations without a tag. */
  untagged: string;
  /** Every route of the site: the guides', the reference's pages and index pages. */
  routes: Set<string>;
  problems: SchemaProblem[];
}

export const UNTAGGED = 'Other';
export const WEBHOOKS = 'Webhooks';

export function planApi(document: unknown, productSlug: string, siteRoutes: string[] = [], staticFile: (pathname: string) => boolean = () => false): ApiPlan {
  const doc = obj(document);
  const resolver = new SchemaResolver(doc);
  const deref = (v: unknown) => obj(resolver.deref(v).value);
  const problems: SchemaProblem[] = [];
  const infoRoute = `/api/${productSlug}-api/`;

  const tagDefs = new Map<string, Obj>();
  for (const t of arr(doc.tags)) {
    const name = isObj(t) ? str(t.name) : undefined;
    if (name && !tagDefs.has(name)) tagDefs.set(name, t as Obj);
  }
  const tagOrder = [...tagDefs.keys()];
  const explicitGroups = [...tagDefs.values()].some((t) => typeof t['x-docs-group'] === 'string' && t['x-docs-group']);

  // Operations in document order.
  type Raw = Omit<PlannedPage, 'key' | 'id' | 'derivedId' | 'route'> & { declared?: string };
  const ops: Raw[] = [];
  const collect = (container: unknown, base: string[], kind: PlannedKind, fixedTag?: string, extra?: Partial<Raw>): Raw[] => {
    const found: Raw[] = [];
    for (const [path, rawItem] of Object.entries(obj(container))) {
      if (path.startsWith('x-')) continue;
      const pathItem = deref(rawItem);
      if (!isObj(resolver.deref(rawItem).value)) {
        problems.push({ message: `${kind === 'operation' ? 'Path' : kind === 'webhook' ? 'Webhook' : 'Callback'} "${path}" is not an object; skipped.`, rule: 'not-an-operation', pointer: pointerOf(...base, path) });
        continue;
      }
      for (const method of METHODS) {
        if (pathItem[method] === undefined) continue;
        const op = pathItem[method];
        const pointer = pointerOf(...base, path, method);
        if (!isObj(op)) {
          problems.push({ message: `${method.toUpperCase()} ${path} is not an operation object; skipped.`, rule: 'not-an-operation', pointer });
          continue;
        }
        const tagName = str(arr(op.tags)[0]) || undefined;
        const tag = fixedTag ?? tagName ?? UNTAGGED;
        if (kind === 'operation' && !tagOrder.includes(tag)) tagOrder.push(tag);
        const declared = str(op.operationId)?.trim() || undefined;
        found.push({ kind, method: method.toUpperCase(), path, pointer, op, pathItem, tag, deprecated: op.deprecated === true, declared, ...extra });
      }
    }
    return found;
  };
  ops.push(...collect(doc.paths, ['paths'], 'operation'));
  const webhookKey = isObj(doc.webhooks) ? 'webhooks' : isObj(doc['x-webhooks']) ? 'x-webhooks' : undefined;
  const hooks = webhookKey ? collect(doc[webhookKey], [webhookKey], 'webhook', WEBHOOKS) : [];

  // Ids: declared ones first (a repeated one gets a suffix), then derived ones.
  const taken = new Set<string>();
  const unique = (base: string) => {
    let id = base;
    for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
    taken.add(id);
    return id;
  };
  const ids = new Map<Raw, { id: string; derived: boolean }>();
  for (const r of ops) {
    if (!r.declared) continue;
    const id = unique(anchorSafe(r.declared));
    ids.set(r, { id, derived: false });
    if (id !== anchorSafe(r.declared)) {
      const first = ops.find((o) => o.declared && anchorSafe(o.declared) === anchorSafe(r.declared!));
      problems.push({ message: `operationId "${r.declared}" is also used by ${first?.method} ${first?.path}; this operation's page and anchors use "${id}".`, rule: 'operation-id-unique', pointer: `${r.pointer}/operationId` });
    }
  }
  for (const r of ops) {
    if (ids.has(r)) continue;
    ids.set(r, { id: unique(`${r.method.toLowerCase()}${slugify(r.path) ? '-' + slugify(r.path) : ''}`), derived: true });
    problems.push({ message: 'Operation has no operationId; one is derived from its method and path.', rule: 'operation-id-derived', pointer: r.pointer });
  }

  // Folders, each with an index page; the reference's own routes are taken first.
  const claimed = new Map<string, string>(siteRoutes.map((r) => [r, 'a guide page']));
  claimed.set(infoRoute, 'the API info page');
  const claim = (route: string, what: string) => {
    let r = route;
    for (let i = 2; claimed.has(r); i++) r = route.replace(/\/$/, `-${i}/`);
    claimed.set(r, what);
    return r;
  };
  const folderOf = new Map<string, string>();
  const folderRoute = new Map<string, string>();
  for (const tag of tagOrder) {
    const def = tagDefs.get(tag);
    const wanted = explicitGroups ? groupFolder(str(def?.['x-docs-group'])) : tag === UNTAGGED && !def ? undefined : slugify(tag) || 'tag';
    if (!wanted) continue;
    const existing = folderRoute.get(wanted);
    if (existing && explicitGroups) {
      folderOf.set(tag, existing.slice(5, -1)); // tags may share a group
      continue;
    }
    const route = claim(`/api/${wanted}/`, `the index of ${tag}`);
    folderRoute.set(wanted, route);
    folderOf.set(tag, route.slice(5, -1));
  }
  const webhooksFolder = hooks.length ? claim(claimed.has('/api/webhooks/') ? '/api/webhook-events/' : '/api/webhooks/', 'the webhooks index').slice(5, -1) : undefined;

  // Operation routes: the wanted one when no other page wants it, else the operation id's slug.
  const pages: PlannedPage[] = [];
  const wanted = new Map<Raw, string>();
  const byRoute = new Map<string, Raw[]>();
  for (const r of ops) {
    const folder = folderOf.get(r.tag);
    const slug = slugify(str(r.op['x-docs-slug']) ?? str(r.op.summary) ?? '') || slugify(ids.get(r)!.id) || r.method.toLowerCase();
    const route = `/api/${folder ? folder + '/' : ''}${slug}/`;
    wanted.set(r, route);
    byRoute.set(route, [...(byRoute.get(route) ?? []), r]);
  }
  const routeOf = new Map<Raw, string>();
  for (const [route, list] of byRoute) if (list.length === 1 && !claimed.has(route)) routeOf.set(list[0], claim(route, `${list[0].method} ${list[0].path}`));
  for (const [route, list] of byRoute) {
    if (routeOf.has(list[0])) continue;
    const reserved = claimed.get(route);
    const moved = list.map((r) => {
      const folder = folderOf.get(r.tag);
      const target = claim(`/api/${folder ? folder + '/' : ''}${slugify(ids.get(r)!.id) || 'operation'}/`, `${r.method} ${r.path}`);
      routeOf.set(r, target);
      return `${ids.get(r)!.id} → ${target}`;
    });
    const why = list.length > 1 ? `${list.length} operations would share the page ${route}${str(list[0].op.summary) ? ` (summary "${str(list[0].op.summary)}")` : ''}` : `The page ${route} is ${reserved}`;
    problems.push({ message: `${why}; their pages are named after the operation id instead: ${moved.join(', ')}.`, rule: 'page-route-collision', pointer: list[0].pointer });
  }
  for (const r of ops) {
    const { id, derived } = ids.get(r)!;
    const { declared: _d, ...rest } = r;
    pages.push({ ...rest, key: id, id, derivedId: derived, route: routeOf.get(r)! });
  }

  // Callbacks (3.0+): pages under the operation that registers them.
  for (const parent of pages.slice()) {
    for (const [name, raw] of Object.entries(obj(parent.op.callbacks))) {
      if (name.startsWith('x-')) continue;
      const cb = resolver.deref(raw).value;
      const found = collect(isObj(cb) ? cb : {}, [...pointerParts(parent.pointer), 'callbacks', name], 'callback', parent.tag, { name, parentKey: parent.key });
      found.forEach((r, i) => {
        const id = `${parent.id}-${slugify(name) || 'callback'}${found.length > 1 ? `-${i + 1}` : ''}`;
        const route = claim(`${parent.route}callbacks/${slugify(name) || 'callback'}${found.length > 1 ? `-${r.method.toLowerCase()}-${i + 1}` : ''}/`, `callback ${name}`);
        const { declared: _d, ...rest } = r;
        pages.push({ ...rest, key: `callback:${id}`, id, derivedId: true, route });
      });
    }
  }

  // Webhooks: named by their key in `webhooks` (an event name), not their summary.
  const hookMethods = new Map<string, number>();
  for (const h of hooks) hookMethods.set(h.path, (hookMethods.get(h.path) ?? 0) + 1);
  for (const h of hooks) {
    const multi = (hookMethods.get(h.path) ?? 0) > 1;
    const slug = (slugify(str(h.op['x-docs-slug']) ?? h.path) || 'webhook') + (multi ? `-${h.method.toLowerCase()}` : '');
    const id = h.declared ? anchorSafe(h.declared) : slug;
    const route = claim(`/api/${webhooksFolder}/${slug}/`, `webhook ${h.path}`);
    const { declared: _d, ...rest } = h;
    pages.push({ ...rest, name: h.path, key: `webhook:${route}`, id, derivedId: !h.declared, route });
  }

  problems.push(...linkProblems(doc, new Set(claimed.keys()), staticFile));
  return { pages, tagOrder, tagDefs, folderOf, explicitGroups, webhooksFolder, infoRoute, untagged: UNTAGGED, routes: new Set(claimed.keys()), problems };
}

/** Files the reference publishes beside its pages. */
export const PUBLISHED_FILES = ['/openapi.json', '/api.d.ts'];

/** Links written in Markdown text: `[text](target)` (an image when after `!`) and `href="target"`, `src="target"`. */
const LINK = /(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|(href|src)="([^"]+)"/g;

/** Whether the site's `static/` folder has a file at a root-relative path (it is then published there). */
export function staticFileOf(rootDir: string): (pathname: string) => boolean {
  return (pathname) => {
    const rel = pathname.replace(/^\/+/, '');
    return Boolean(rel) && !rel.split('/').includes('..') && Boolean(statSync(join(rootDir, 'static', rel), { throwIfNoEntry: false })?.isFile());
  };
}

/**
 * Root-relative links and images in descriptions that lead to no page or file
 * of the site (the provider's old docs, say): the pages show them as plain
 * text (an image as its alt text); listed here. Example objects' descriptions
 * are text too (the Errors table shows them), unlike their values.
 */
function linkProblems(doc: Obj, routes: Set<string>, staticFile: (pathname: string) => boolean): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const check = (text: string, path: string[]) => {
    for (const m of text.matchAll(LINK)) {
      const target = m[2] ?? m[4];
      const isImage = m[1] === '!' || m[3] === 'src';
      if (!target.startsWith('/') || target.startsWith('//')) continue;
      const pathname = target.split(/[?#]/)[0];
      const route = pathname.endsWith('/') ? pathname : `${pathname}/`;
      if ((!isImage && routes.has(route)) || PUBLISHED_FILES.includes(pathname) || staticFile(pathname)) continue;
      problems.push(
        isImage
          ? { message: "A description shows an image that is not a file of this site (put it in the site's static/ folder); its alt text is shown instead.", rule: 'broken-link', pointer: pointerOf(...path) }
          : { message: 'A description links to a page this site does not have; the link is shown as plain text.', rule: 'broken-link', pointer: pointerOf(...path) },
      );
    }
  };
  const visit = (node: unknown, path: string[], depth: number) => {
    if (depth > 64 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((v, i) => visit(v, [...path, String(i)], depth + 1));
    for (const [key, value] of Object.entries(node)) {
      if (key === 'examples' && isObj(value)) {
        for (const [name, ex] of Object.entries(value)) if (isObj(ex) && typeof ex.description === 'string') check(ex.description, [...path, key, name, 'description']);
        continue;
      }
      if (key === 'example' || key === 'examples' || key === 'enum' || key === 'default' || key === 'const') continue; // data, not text
      if (key === 'description' && typeof value === 'string' && value.includes('/')) check(value, [...path, key]);
      else visit(value, [...path, key], depth + 1);
    }
  };
  visit(doc, [], 0);
  return problems;
}

function pointerParts(pointer: string): string[] {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The planner's warnings for a document (at load time, to be listed with the linter's). */
export function planProblems(document: unknown, productSlug: string, siteRoutes: string[] = [], staticFile?: (pathname: string) => boolean): SchemaProblem[] {
  return planApi(document, productSlug, siteRoutes, staticFile).problems;
}

