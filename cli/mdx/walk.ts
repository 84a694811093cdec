// A tree walk for the compile plugins with unist-util-visit's semantics
// (document order; a visitor may return SKIP, the index to go on at, or both),
// without its costs per node: a closure and an ancestor list per node, and an
// `indexOf` over the parent's children to find the index (quadratic in wide
// parents such as a long page's root).

/** Do not enter this node's children. */
export const SKIP = 'skip';

export type WalkAction = typeof SKIP | number | [typeof SKIP, number] | void;

interface Node {
  type: string;
  children?: Node[];
}

export type Visitor = (node: any, index: number | undefined, parent: any) => WalkAction;

/** Calls `visitor` for `tree` and each of its descendants, in document order. */
export function walk(tree: object, visitor: Visitor): void {
  one(tree as Node, undefined, undefined, visitor);
}

/** Visits a node and its children; returns the index its parent goes on at, when the visitor says. */
function one(node: Node, index: number | undefined, parent: Node | undefined, visitor: Visitor): number | undefined {
  const result = visitor(node, index, parent);
  const skip = result === SKIP || (Array.isArray(result) && result[0] === SKIP);
  if (!skip && node.children) {
    let i = 0;
    // Read live: a visitor may replace, insert or remove its siblings.
    while (i > -1 && i < node.children.length) {
      const next = one(node.children[i], i, node, visitor);
      i = next === undefined ? i + 1 : next;
    }
  }
  return typeof result === 'number' ? result : Array.isArray(result) ? result[1] : undefined;
}
