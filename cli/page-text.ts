// Page text for search: what a page's search records are made of, and the
// plain text of a piece of the renderer's HTML. Shared by the search plugin
// and the page kinds that cut their own pages into parts.

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

export const squash = (s: string) => s.replace(/[\s\u200b]+/g, ' ').trim();

/** Text of an HTML fragment (React's output: well-formed, attributes quoted). */
export function htmlToText(html: string): string {
  return squash(decodeEntities(html.replace(/<\/(p|li|div|td|th|tr|h[1-6]|dt|dd|pre|blockquote|summary)>|<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '')));
}

