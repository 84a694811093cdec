// Scripts that run inline, before or without the client bundle, written as
// ordinary self-contained functions (one module each) and turned into
// `<script>` text here: the function's source, called with its settings as
// JSON, minified once per build process.
import { transform, transformSync, type TransformOptions } from 'esbuild';

const minified = new Map<string, string>();
const OPTIONS: TransformOptions = { minify: true, loader: 'js', target: 'es2017' };
const wrap = (source: string) => `(${source})(__ARG__)`;
const tidy = (code: string) => code.trim().replace(/;$/, '');

/**
 * Minifies these functions ahead with esbuild's asynchronous API, so `inlineCall` finds them done:
 * esbuild's first synchronous call blocks the thread for about 0.2 s while its service starts.
 */
export async function prepareInline(fns: ((arg: never) => void)[]): Promise<void> {
  await Promise.all(
    fns.map(async (fn) => {
      const source = String(fn);
      if (!minified.has(source)) minified.set(source, tidy((await transform(wrap(source), OPTIONS)).code));
    }),
  );
}

/** `(fn)(arg)` as minified script text; `fn` must use nothing but its argument and browser globals. */
export function inlineCall<T>(fn: (arg: T) => void, arg: T): string {
  const source = String(fn);
  let code = minified.get(source);
  if (code === undefined) {
    code = tidy(transformSync(wrap(source), OPTIONS).code);
    minified.set(source, code);
  }
  // JSON that is safe inside <script>; placed after minifying so values are never rewritten.
  return code.replace('__ARG__', JSON.stringify(arg).replace(/</g, '\\u003c')) + ';';
}

/** The scripts minified so far (source → code): a worker thread rendering pages takes them instead of starting esbuild. */
export function minifiedScripts(): [string, string][] {
  return [...minified];
}

/** Scripts minified by another thread (see `minifiedScripts`). */
export function addMinifiedScripts(entries: [string, string][]): void {
  for (const [source, code] of entries) minified.set(source, code);
}
