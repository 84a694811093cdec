// Search records: every page cut into the units a search hit lands on, in the
// shape the hosted search service's documentation crawler produces (hierarchy
// lvl0–lvl6, content, url with anchor, type). Guides are cut at their h2–h6
// headings (a hit lands on `#the-section`); API operations down to their
// parameters, request and response properties, enum values and error codes.
// Both backends are fed from these records: they are written as
// out/search-records.json for the hosted index, and the built-in index is
// built from them.
import type { PageRecord, SiteModel } from '../../model.ts';
import { sidebarTitles } from '../../sidebar-titles.ts';
import type { OperationView, SchemaNode } from '../../../renderer/api-types.ts';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with the anchor when the record is a part of the page. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: { pageRank: number; level: number; position: number };
}

/** The facet values every record carries (the hosted backend filters on them). */
export const LANGUAGE = 'en';
export const DOCS_TAG = 'docs-default-current';

/** What the records of one page are made of before they get URLs. */
export interface RecordPart {
  anchor: string | null;
  /** Levels below the page title: [lvl2, lvl3, …]. */
  path: string[];
  content: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

const squash = (s: string) => s.replace(/[\s\u200b]+/g, ' ').trim();

/** Text of an HTML fragment (React's output: well-formed, attributes quoted). */
export function htmlToText(html: string): string {
  return squash(decodeEntities(html.replace(/<\/(p|li|div|td|th|tr|h[1-6]|dt|dd|pre|blockquote|summary)>|<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '')));
}

/** Markup that is not prose: code blocks, buttons, icons, heading anchors, tab labels. */
const NOISE = [
  /<pre\b[\s\S]*?<\/pre>/gi,
  /<button\b[\s\S]*?<\/button>/gi,
  /<svg\b[\s\S]*?<\/svg>/gi,
  /<a [^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/gi,
  /<p class="tabs__panel-label">[\s\S]*?<\/p>/gi,
  /<(script|style|template)\b[\s\S]*?<\/\1>/gi,
  /<h1\b[\s\S]*?<\/h1>/gi, // the page title (it is lvl1)
];

const HEADING = /<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1>/gi;

/** A guide's content HTML cut at its headings: the intro (before the first h2), then one part per heading with an id. */
export function guideParts(contentHtml: string): RecordPart[] {
  let html = contentHtml;
  for (const re of NOISE) html = html.replace(re, ' ');
  const parts: RecordPart[] = [];
  const trail: string[] = []; // heading texts by level - 2
  let current: RecordPart = { anchor: null, path: [], content: '' };
  let last = 0;
  const close = (end: number) => {
    current.content = htmlToText(current.content + html.slice(last, end));
    if (current.anchor === null || current.content || current.path.length) parts.push(current);
  };
  for (const m of html.matchAll(HEADING)) {
    const level = Number(m[1]);
    const id = /\bid="([^"]*)"/.exec(m[2])?.[1];
    if (level < 2 || !id) continue; // the page title, or a heading nothing can link to: its text stays in the section
    close(m.index!);
    last = m.index! + m[0].length;
    const text = htmlToText(m[3]);
    trail.length = level - 2;
    while (trail.length < level - 2) trail.push('');
    trail.push(text);
    current = { anchor: decodeEntities(id), path: trail.filter(Boolean), content: '' };
  }
  close(html.length);
  return parts;
}

const enumText = (values: unknown[] | undefined) => (values?.length ? ` Possible values: ${values.map((v) => String(v)).join(', ')}.` : '');

function nodeText(node: SchemaNode): string {
  return squash(`${node.descriptionHtml ? htmlToText(node.descriptionHtml) : ''}${node.deprecated ? ' Deprecated.' : ''}${enumText(node.enum)}`);
}

/** Named properties of a schema node, down to `depth` levels (through arrays and alternatives). */
function propertyParts(node: SchemaNode | undefined, section: string, prefix: string, depth: number, out: RecordPart[], seen: Set<string>) {
  if (!node || depth <= 0 || node.recursiveRef || node.sameAs || node.truncated) return;
  const children: SchemaNode[] = [...(node.properties ?? [])];
  if (node.items) return propertyParts(node.items, section, prefix ? `${prefix}[]` : prefix, depth, out, seen);
  for (const option of node.variants?.options ?? []) propertyParts(option, section, prefix, depth, out, seen);
  for (const child of children) {
    if (!child.name || seen.has(child.anchor)) continue;
    seen.add(child.anchor);
    const name = prefix ? `${prefix}.${child.name}` : child.name;
    out.push({ anchor: child.anchor, path: [section, name], content: nodeText(child) });
    propertyParts(child, section, name, depth - 1, out, seen);
  }
}

/** An operation page cut into: the operation, each parameter, each body property, each response with its error codes. */
export function operationParts(view: OperationView): RecordPart[] {
  const parts: RecordPart[] = [
    { anchor: null, path: [], content: squash(`${view.method} ${view.path} ${htmlToText(view.descriptionHtml)}${view.deprecated ? ' Deprecated.' : ''}`) },
  ];
  const seen = new Set<string>();
  for (const group of view.parameters) {
    for (const p of group.items) {
      parts.push({ anchor: p.anchor, path: [group.title, p.name], content: squash(`${htmlToText(p.descriptionHtml)} ${nodeText(p.schema)}`) });
    }
  }
  if (view.requestBody) {
    const body = view.requestBody;
    const desc = htmlToText(body.descriptionHtml);
    if (desc) parts.push({ anchor: 'request-body', path: ['Request body'], content: desc });
    for (const c of body.contents) propertyParts(c.schema, 'Request body', '', 3, parts, seen);
  }
  for (const res of view.responses) {
    const codes = res.contents.flatMap((c) => c.examples ?? []);
    const codeText = codes.map((e) => `${e.name}${e.message && e.message !== e.name ? ` (${e.message})` : ''}`).join(', ');
    parts.push({
      anchor: res.anchor,
      path: ['Responses', res.title],
      content: squash(`${htmlToText(res.descriptionHtml)}${codeText ? ` Error codes: ${codeText}.` : ''}`),
    });
    // The top-level fields of a successful answer (deeper ones repeat the resource, which its own operations index).
    if (/^2/.test(res.status)) for (const c of res.contents) propertyParts(c.schema, `Response ${res.status}`, '', 1, parts, seen);
  }
  return parts;
}

/** The top level of the hierarchy: the page's sidebar, named after the navbar item that opens it (cli/sidebar-titles.ts). */
export function sectionTitles(model: SiteModel): (page: PageRecord) => string {
  const titles = sidebarTitles(model);
  return (page) => (page.sidebar && titles[page.sidebar]?.label) || model.config.title;
}

/** The records of one page, in reading order. */
export function pageRecords(page: PageRecord, parts: RecordPart[], opts: { siteUrl: string; lvl0: string; pageRank?: number }): SearchRecord[] {
  const base = opts.siteUrl + page.path;
  return parts.map((part, position) => {
    const hierarchy: Hierarchy = { lvl0: opts.lvl0, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    part.path.slice(0, 5).forEach((text, i) => (hierarchy[`lvl${i + 2}` as keyof Hierarchy] = text));
    const level = Math.min(1 + part.path.length, 6);
    const url = part.anchor ? `${base}#${part.anchor}` : base;
    return {
      objectID: `${page.path}#${part.anchor ?? ''}`,
      url,
      url_without_anchor: base,
      anchor: part.anchor,
      type: `lvl${level}` as RecordType,
      hierarchy,
      content: part.content ? part.content.slice(0, 8000) : null,
      language: LANGUAGE,
      docusaurus_tag: DOCS_TAG,
      weight: { pageRank: opts.pageRank ?? 0, level: 100 - (level - 1) * 10, position },
    };
  });
}
