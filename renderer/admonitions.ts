// The admonition kinds: one list for the Markdown directives (`:::tip`), the
// `Admonition` component (`@theme/Admonition`) and the API pages. Adding a kind
// is one entry here plus its colours in the stylesheet.
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

export const isAdmonitionKind = (name: string): name is AdmonitionKind => (ADMONITION_KINDS as readonly string[]).includes(name);

/** Docusaurus's other names for the kinds (`:::important` is an info box): rendered as the kind they stand for. */
export const ADMONITION_ALIASES: Record<string, AdmonitionKind> = { important: 'info', secondary: 'note', success: 'tip', error: 'danger' };

/** Every name a `:::name` directive may use: the kinds and their aliases. */
export const ADMONITION_NAMES: readonly string[] = [...ADMONITION_KINDS, ...Object.keys(ADMONITION_ALIASES)];

/** The kind a name stands for (itself, or the kind it is an alias of); undefined for other names. */
export const admonitionKind = (name: string): AdmonitionKind | undefined => (isAdmonitionKind(name) ? name : ADMONITION_ALIASES[name]);
