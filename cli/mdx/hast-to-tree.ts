// hast → the element tree of element-tree.ts. hast-util-to-jsx-runtime does the
// mapping MDX's compiler does (class → className, aria-*, table-cell `align` →
// style, whitespace between table rows dropped, raw HTML and comments left
// out), with "JSX" that records `[name, props, ...children]` instead of
// creating elements.
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';

const FRAGMENT = Symbol('fragment');

/** A recorded element; JSON.stringify writes it as a TreeNode (an array while recording would read as children). */
class Recorded {
  constructor(
    readonly name: unknown,
    readonly props: Record<string, unknown>,
    readonly children: (string | Recorded)[],
  ) {}
  toJSON() {
    return [this.name, this.props, ...this.children];
  }
}

function record(name: unknown, props: Record<string, unknown>): Recorded {
  const { children, ...rest } = props;
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children];
  // No empty text: MDX's compiler drops it.
  return new Recorded(name, rest, list.filter((c) => c !== ''));
}

// The only expressions in a Markdown page's hast are the names of components that
// plugins put there (`<CodeBlock html=…>`): they stay names, looked up when rendering.
const namesOnly = () => ({
  evaluateExpression(expression: { type: string; name?: string }) {
    if (expression.type === 'Identifier') return expression.name;
    throw new Error(`Unexpected ${expression.type} in a Markdown page`);
  },
  evaluateProgram(): never {
    throw new Error('Unexpected ESM in a Markdown page');
  },
});

const isWhitespace = (node: string | Recorded) => typeof node === 'string' && /^[ \t\n\f\r]*$/.test(node);

/** The page's top-level nodes, as JSON (whitespace at either end dropped, as MDX's compiler does). */
export function hastToTree(tree: Root): string {
  const root = toJsxRuntime(tree, { Fragment: FRAGMENT, jsx: record, jsxs: record, passKeys: false, createEvaluater: namesOnly as any }) as unknown as Recorded;
  const nodes = root.children;
  let start = 0;
  let end = nodes.length;
  while (start < end && isWhitespace(nodes[start])) start++;
  while (end > start && isWhitespace(nodes[end - 1])) end--;
  return JSON.stringify(nodes.slice(start, end));
}
