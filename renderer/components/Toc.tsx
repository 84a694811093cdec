import type { TocEntry } from '../types.ts';

type Node = TocEntry & { children: Node[] };

function nest(entries: TocEntry[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node: Node = { ...entry, children: [] };
    while (stack.length && stack[stack.length - 1].depth >= node.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function List({ nodes, className }: { nodes: Node[]; className?: string }) {
  return (
    <ul className={className}>
      {nodes.map((n) => (
        <li key={n.id}>
          {/* No class: a TOC's links are styled by their place (`.toc__list a`). */}
          <a href={`#${n.id}`}>
            {n.text}
          </a>
          {n.children.length > 0 && <List nodes={n.children} />}
        </li>
      ))}
    </ul>
  );
}

export function filterToc(entries: TocEntry[], min: number, max: number): TocEntry[] {
  return entries.filter((e) => e.depth >= min && e.depth <= max);
}

export function TocDesktop({ entries }: { entries: TocEntry[] }) {
  return (
    <nav className="toc toc--desktop" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <List nodes={nest(entries)} className="toc__list" />
    </nav>
  );
}

/**
 * The phone's table of contents: a disclosure at the top of the content that the client fills
 * with a copy of the desktop list when it reads the page (renderer/client/toc.ts), so a page
 * carries the list once. Without JavaScript a phone shows the desktop one above the content.
 */
export function TocMobile() {
  return (
    <details className="toc toc--mobile">
      <summary>On this page</summary>
    </details>
  );
}
