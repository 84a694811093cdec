// A callout box. The `:::note` directives compile to the same markup, so
// `<Admonition type="tip" title="…">` (as `@theme/Admonition` users write it)
// and the directive look alike.
import type { ReactNode } from 'react';
import { admonitionKind } from '../admonitions.ts';

export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const kind = admonitionKind(type) ?? 'note';
  return (
    <div className={`admonition admonition--${kind}`} role="note">
      <p className="admonition__title">{title ?? kind}</p>
      <div className="admonition__body">{children}</div>
    </div>
  );
}
