// Small pieces every API reference page uses: HTML from the schema's Markdown,
// the method badge and the anchored heading.
import { methodLabel } from '../Sidebar.tsx';
import { AnchoredHeading } from '../Mdx.tsx';

export const Html = ({ html, className = 'markdown-html' }: { html: string; className?: string }) =>
  html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;

export const Heading = AnchoredHeading;

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-badge--${method.toLowerCase()}`}>{methodLabel(method)}</span>;
}
