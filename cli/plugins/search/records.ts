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
import { decodeEntities, htmlToText, type RecordPart } from '../../page-text.ts';
import { detachedString } from '../../detached.ts';

export { htmlToText, type RecordPart } from '../../page-text.ts';

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
    // The part's strings are detached (see detached.ts): cut from the page's HTML, they would keep it all.
    part.path.slice(0, 5).forEach((text, i) => (hierarchy[`lvl${i + 2}` as keyof Hierarchy] = detachedString(text)));
    const anchor = part.anchor === null ? null : detachedString(part.anchor);
    const level = Math.min(1 + part.path.length, 6);
    const url = anchor ? `${base}#${anchor}` : base;
    return {
      objectID: `${page.path}#${anchor ?? ''}`,
      url,
      url_without_anchor: base,
      anchor,
      type: `lvl${level}` as RecordType,
      hierarchy,
      content: part.content ? detachedString(part.content.slice(0, 8000)) : null,
      // A version's or locale's page carries them as Docusaurus' crawler records them (the hosted search filters on them).
      language: page.scope?.locale ?? LANGUAGE,
      docusaurus_tag: page.scope?.version ? `docs-default-${page.scope.version}` : DOCS_TAG,
      weight: { pageRank: opts.pageRank ?? 0, level: 100 - (level - 1) * 10, position },
    };
  });
}
