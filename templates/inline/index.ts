// Scripts that run inline, before or without the client bundle, written as
// ordinary self-contained functions (one module each) and turned into
// `<script>` text here: the function's source, called with its settings as
// JSON, minified once per build process.
import { transformSync } from 'esbuild';

const minified = new Map<string, string>();

/** `(fn)(arg)` as minified script text; `fn` must use nothing but its argument and browser globals. */
export function inlineCall<T>(fn: (arg: T) => void, arg: T): string {
  const source = String(fn);
  let code = minified.get(source);
  if (code === undefined) {
    code = transformSync(`(${source})(__ARG__)`, { minify: true, loader: 'js', target: 'es2017' }).code.trim().replace(/;$/, '');
    minified.set(source, code);
  }
  // JSON that is safe inside <script>; placed after minifying so values are never rewritten.
  return code.replace('__ARG__', JSON.stringify(arg).replace(/</g, '\\u003c')) + ';';
}
