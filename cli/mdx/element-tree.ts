// A compiled `.md` page: its elements as JSON, with React's prop names. A
// Markdown file has no JSX, imports or expressions, so it needs no JavaScript:
// this is what MDX's compiled code would create, without the code.
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';

/** Text, or an element: its tag (or component) name, its props, then its children. */
export type TreeNode = string | [name: string, props: Record<string, unknown>, ...children: TreeNode[]];

type Components = Record<string, unknown>;

function toReact(node: TreeNode, components: Components): ReactNode {
  if (typeof node === 'string') return node;
  const name = node[0];
  // As in MDX's compiled code: the page's components replace tags (h2 → anchored heading, a → resolved link, …).
  const type = Object.hasOwn(components, name) ? components[name] : name;
  if (type === name && /^[A-Z]/.test(name)) throw new Error(`Expected component \`${name}\` to be defined: pass it in \`components\`.`);
  if (node.length === 2) return createElement(type as string, node[1]);
  if (node.length === 3) return createElement(type as string, node[1], toReact(node[2] as TreeNode, components));
  const children: ReactNode[] = [];
  for (let i = 2; i < node.length; i++) children.push(toReact(node[i] as TreeNode, components));
  return createElement(type as string, node[1], ...children);
}

/** The content component of a compiled page: `components` as MDX content takes them (`wrapper` included). */
export function treeComponent(nodes: TreeNode[]): ComponentType<{ components?: Components }> {
  return function MarkdownContent(props) {
    const components = props.components ?? {};
    const content = createElement(Fragment, null, ...nodes.map((node) => toReact(node, components)));
    const Wrapper = components.wrapper as ComponentType<any> | undefined;
    return Wrapper ? createElement(Wrapper, props, content) : content;
  };
}
