// Which levels of an operation's schemas the page draws, and which it leaves
// to a file the browser loads when a reader opens them. A payments API's
// deeply nested, heavily reused schemas made operation pages of 800 KB and
// more; the page now draws levels, breadth first across all its schemas,
// while an estimate of their HTML stays within a budget, so no page grows
// with the depth of its schemas. The view itself stays whole (the Markdown
// twin and the search records are made from it).
import type { OperationView, SchemaNode } from '../../../renderer/api-types.ts';

/** Estimated HTML bytes of drawn schema levels on one page (the rest of a page is samples, examples and chrome). */
export const SCHEMA_BUDGET = 100_000;

/** Where the deeper levels are: anchors of the nodes whose structure is in the file, with the depth their body is drawn at. */
export interface DeferredLevels {
  /** Anchor → the `depth` the renderer draws the node's body with. */
  lazy: Map<string, number>;
  /** Every element id inside the deferred structures, with the anchor whose structure holds it. */
  ids: Map<string, string>;
}

/**
 * What one node's own row costs in HTML, roughly: its id twice (item and link),
 * name, type, facts and description. `close`: also an alternative's or a
 * list's wrapper, a union's title, a component's name beside its type and a
 * shared structure's toggle and placeholder: the estimate of pages that share
 * components (shared-levels.ts), whose rows are mostly those (unions of
 * expandable components); other pages keep the estimate they were drawn by.
 */
export function rowCost(n: SchemaNode, close = false): number {
  const own = 90 + 2 * n.anchor.length + (n.name?.length ?? 0) + (n.descriptionHtml?.length ?? 0) + (n.enum ? JSON.stringify(n.enum).length : 0) + n.constraints.join().length;
  return close ? own + (n.name ? 0 : 150) + (n.variants ? 120 : 0) + (n.ref ? 40 + n.ref.length : 0) + (n.shared ? 400 + n.anchor.length : 0) : own;
}

/** Whether a schema has a shared structure in it (the page was built with components shared). */
function sharing(n: SchemaNode): boolean {
  return Boolean(n.shared || n.properties?.some(sharing) || n.variants?.options.some(sharing) || (n.items && sharing(n.items)) || (n.additional && sharing(n.additional)));
}

/** A node's children as the renderer draws them, each with the depth its body is drawn at (SchemaView's Body). */
function children(n: SchemaNode, depth: number): [SchemaNode, number][] {
  if (n.recursiveRef || n.sameAs || n.truncated || n.shared) return [];
  const out: [SchemaNode, number][] = [];
  for (const o of n.variants?.options ?? []) out.push([o, depth + 1]);
  for (const p of n.properties ?? []) out.push([p, depth + 1]);
  if (n.items) out.push([n.items, depth]);
  if (n.additional) out.push([n.additional, depth + 1]);
  return out;
}

/** The schema roots of a page, in page order. */
function roots(view: OperationView): SchemaNode[] {
  const out: SchemaNode[] = [];
  for (const g of view.parameters ?? []) for (const p of g.items ?? []) if (p.schema) out.push(p.schema);
  for (const c of view.requestBody?.contents ?? []) if (c.schema) out.push(c.schema);
  for (const r of view.responses ?? []) {
    for (const h of r.headers ?? []) if (h.schema) out.push(h.schema);
    for (const c of r.contents ?? []) if (c.schema) out.push(c.schema);
  }
  return out;
}

/**
 * Breadth first over every schema of the page: a node's children are drawn
 * when the whole set fits in what is left of the budget, else the node's
 * structure goes to the file. A level is never split inside one node, so a
 * reader sees all of a node's fields or a toggle that loads them.
 */
export function deferLevels(view: OperationView, budget = SCHEMA_BUDGET): DeferredLevels | undefined {
  let spent = 0;
  const close = roots(view).some(sharing);
  const cost = (n: SchemaNode) => rowCost(n, close);
  let level: [SchemaNode, number][] = roots(view).map((r) => [r, 0]);
  for (const [r] of level) spent += cost(r);
  const lazy = new Map<string, number>();
  while (level.length) {
    const next: [SchemaNode, number][] = [];
    for (const [node, depth] of level) {
      const kids = children(node, depth);
      if (!kids.length) continue;
      const price = kids.reduce((n, [k]) => n + cost(k), 0);
      // Alternatives that are all plain types are drawn inline, in the type: nothing to load.
      const inline = Boolean(node.variants && !node.properties?.length && kids.every(([k]) => !children(k, 0).length));
      if (spent + price > budget && !inline) {
        lazy.set(node.anchor, depth);
        continue;
      }
      spent += price;
      next.push(...kids);
    }
    level = next;
  }
  if (!lazy.size) return undefined;
  const ids = new Map<string, string>();
  const collect = (n: SchemaNode, owner: string, depth: number) => {
    for (const [k, d] of children(n, depth)) {
      ids.set(k.anchor, owner);
      collect(k, owner, d);
    }
  };
  const byAnchor = new Map<string, SchemaNode>();
  const index = (n: SchemaNode, depth: number) => {
    if (lazy.has(n.anchor)) byAnchor.set(n.anchor, n);
    for (const [k, d] of children(n, depth)) index(k, d);
  };
  for (const r of roots(view)) index(r, 0);
  for (const [anchor, depth] of lazy) collect(byAnchor.get(anchor)!, anchor, depth);
  return { lazy, ids };
}

/** Every node of the page's schemas whose structure is deferred, by anchor (for the file of deeper levels). */
export function deferredNodes(view: OperationView, lazy: ReadonlyMap<string, number>): Map<string, SchemaNode> {
  const found = new Map<string, SchemaNode>();
  const walk = (n: SchemaNode, depth: number) => {
    if (lazy.has(n.anchor)) {
      found.set(n.anchor, n);
      return;
    }
    for (const [k, d] of children(n, depth)) walk(k, d);
  };
  for (const r of roots(view)) walk(r, 0);
  return found;
}

/** Highlighted HTML of named examples one page shows; the rest stay in the twin and openapi.json. */
export const EXAMPLES_BUDGET = 80_000;

/**
 * Examples on one page: one the same as an earlier one of its body (another
 * media type's, another named example's) is not shown again (GitHub's
 * documents give five request examples the same 66 KB response), and past the
 * budget later ones are left out (the names stay in the Errors table and the
 * twin; the first example of the page is always shown).
 */
export function examplesWithinBudget(view: OperationView, budget = EXAMPLES_BUDGET) {
  let spent = 0;
  const bodies = [view.requestBody?.contents ?? [], ...(view.responses ?? []).map((r) => r.contents ?? [])];
  for (const contents of bodies) {
    // A body offered in several media types (JSON, YAML, protobuf: Kubernetes') shows its example once.
    const shown = new Set<string>();
    for (const c of contents) {
      if (c.exampleHtml && (shown.has(c.exampleHtml) || (spent > 0 && spent + c.exampleHtml.length > budget))) c.exampleHtml = undefined;
      else if (c.exampleHtml) {
        shown.add(c.exampleHtml);
        spent += c.exampleHtml.length;
      }
      const seen = new Set<string>();
      (c.examples ?? []).forEach((e, i) => {
        if (!e.html) return;
        if (i > 0 && (seen.has(e.html) || spent + e.html.length > budget)) e.html = undefined;
        else {
          seen.add(e.html);
          if (i > 0) spent += e.html.length;
        }
      });
    }
  }
}
