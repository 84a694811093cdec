// A tree walk for the compile plugins with unist-util-visit's semantics
// (document order; a visitor may return SKIP, the index to go on at, or both),
// without its costs per node: a closure and an ancestor list per node, and an
// `indexOf` over the parent's children to find the index (quadratic in wide
// parents such as a long page's root). It ran 4 times per page.

/** Do not enter this node's children. */
export const SKIP = 'skip';

export type WalkAction = typeof SKIP | number | [typeof SKIP, number] | void;

interface Node {
  type: string;
  children?: Node[];
}

export type Visitor<N = any, P = any> = (node: N, index: number | undefined, parent: P | undefined) => WalkAction;

/** Calls `visitor` for `tree` and each descendant (of `type`, when given), in document order. */
export function walk(tree: object, visitor: Visitor): void;
export function walk(tree: object, type: string, visitor: Visitor): void;
export function walk(tree: object, typeOrVisitor: string | Visitor, visitor?: Visitor): void {
  if (typeof typeOrVisitor === 'string') one(tree as Node, undefined, undefined, typeOrVisitor, visitor!);
  else one(tree as Node, undefined, undefined, undefined, typeOrVisitor);
}

/** Visits a node and its children; returns the index its parent goes on at, when the visitor says. */
function one(node: Node, index: number | undefined, parent: Node | undefined, type: string | undefined, visitor: Visitor): number | undefined {
  const result = type === undefined || node.type === type ? visitor(node, index, parent) : undefined;
  const skip = result === SKIP || (Array.isArray(result) && result[0] === SKIP);
  if (!skip && node.children) {
    let i = 0;
    // Read live: a visitor may replace, insert or remove its siblings.
    while (i > -1 && i < node.children.length) {
      const next = one(node.children[i], i, node, type, visitor);
      i = next === undefined ? i + 1 : next;
    }
  }
  return typeof result === 'number' ? result : Array.isArray(result) ? result[1] : undefined;
}
