// The content compiler's jobs (see cli/workers/run.ts): compiling one file,
// highlighting a batch of code samples.
import { compileSource, type CompiledSource } from './compile-source.ts';
import type { ContentFormat } from './format.ts';
import { forgetRenderedCode, loadHighlighter, renderCompactCodeHtml } from './highlight.ts';

export function compile(input: { body: string; file: string; format?: ContentFormat }): Promise<CompiledSource> {
  return compileSource(input.body, input.file, input.format);
}

export async function highlight(input: { items: { code: string; language: string }[] }): Promise<string[]> {
  await loadHighlighter();
  return input.items.map((item) => renderCompactCodeHtml(item.code, item.language));
}

export const COMPILE = { module: 'mdx', export: 'compile' } as const;
export const HIGHLIGHT = { module: 'mdx', export: 'highlight' } as const;

/** Empties a thread's memo of highlighted code (see forgetRenderedCode). */
export function forgetHighlights(): void {
  forgetRenderedCode();
}
export const FORGET_HIGHLIGHTS = { module: 'mdx', export: 'forgetHighlights' } as const;

/** Loads the compilers (serve's first edit should not). */
export { preloadCompiler as warm } from './compile-source.ts';
