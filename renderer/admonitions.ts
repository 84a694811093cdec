// The admonition kinds: one list for the Markdown directives (`:::tip`), the
// `Admonition` component (`@theme/Admonition`) and the API pages. Adding a kind
// is one entry here plus its colours in the stylesheet.
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

export const isAdmonitionKind = (name: string): name is AdmonitionKind => (ADMONITION_KINDS as readonly string[]).includes(name);
