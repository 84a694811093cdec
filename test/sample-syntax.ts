// Syntax checkers for the Go, PHP, C# and Ruby code samples, all from npm
// (parsers compiled to WebAssembly or written in JavaScript: nothing to build,
// nothing downloaded at install or test time):
//   Go, C#  tree-sitter grammars (@vscode/tree-sitter-wasm: the runtime and the
//           prebuilt grammars, built together). tree-sitter recovers from an
//           error with ERROR and MISSING nodes rather than throwing, and its
//           grammars accept any backslash escape and, in C#, a line separator
//           inside a string: string literals are checked by the languages'
//           lexical rules as well.
//   PHP     php-parser (glayzzle), which throws on the first error, and the
//           tree-sitter grammar, which also rejects what php-parser lets
//           through (an unterminated string, a missing last semicolon)
//   Ruby    @ruby/prism, Ruby's own parser
// Each checker returns the problems with their 1-based line; none means the
// sample parses. The samples never mean to interpolate, so a PHP or Ruby string
// that does (a value like `#{x}` or `$x` left unescaped) is reported as well.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Engine } from 'php-parser';
import { loadPrism, Visitor, type EmbeddedStatementsNode, type EmbeddedVariableNode } from '@ruby/prism';
import type { Language, Node, Parser } from '@vscode/tree-sitter-wasm';

export interface SyntaxProblem {
  line: number;
  message: string;
}
export type SyntaxChecker = (code: string) => SyntaxProblem[];
export type CheckedLanguage = 'go' | 'php' | 'csharp' | 'ruby';

const require = createRequire(import.meta.url);

/** The first ERROR or MISSING node of a tree-sitter tree, walking only into subtrees that hold one. */
function firstTreeSitterError(node: Node): SyntaxProblem | undefined {
  if (node.isMissing) return { line: node.startPosition.row + 1, message: `missing ${node.type}` };
  if (node.isError) {
    const text = node.text.split('\n')[0].slice(0, 60);
    return { line: node.startPosition.row + 1, message: `unexpected ${JSON.stringify(text)}` };
  }
  for (const child of node.children) {
    if (child && (child.hasError || child.isMissing)) {
      const found = firstTreeSitterError(child);
      if (found) return found;
    }
  }
  return node.hasError ? { line: node.startPosition.row + 1, message: `syntax error in ${node.type}` } : undefined;
}

type Lexical = Record<string, (text: string) => string | undefined>;

/** `lexical`: per node type, what is wrong with a node's text by the language's rules (undefined: nothing). */
function treeSitterChecker(parser: Parser, language: Language, lexical: Lexical = {}): SyntaxChecker {
  return (code) => {
    parser.setLanguage(language);
    const tree = parser.parse(code);
    if (!tree) return [{ line: 1, message: 'tree-sitter did not parse' }];
    try {
      const problem = tree.rootNode.hasError ? firstTreeSitterError(tree.rootNode) : undefined;
      if (problem) return [problem];
      const problems: SyntaxProblem[] = [];
      const types = Object.keys(lexical);
      for (const node of types.length ? tree.rootNode.descendantsOfType(types) : []) {
        const message = node && lexical[node.type](node.text);
        if (message) problems.push({ line: node.startPosition.row + 1, message });
      }
      return problems;
    } finally {
      tree.delete();
    }
  };
}

/** A \u or \U escape that names a surrogate or no code point at all. */
const badCodePoint = (text: string) =>
  [...text.matchAll(/\\(?:u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8}))/g)].map((m) => parseInt(m[1] ?? m[2], 16)).find((n) => (n >= 0xd800 && n <= 0xdfff) || n > 0x10ffff);

const GO: Lexical = {
  // https://go.dev/ref/spec#String_literals
  interpreted_string_literal: (text) => {
    if (!/^"(?:[^"\\\n]|\\(?:[abfnrtv\\"]|[0-7]{3}|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}))*"$/.test(text)) return 'invalid escape or character in a string';
    const bad = badCodePoint(text);
    return bad === undefined ? undefined : `escape of an invalid code point U+${bad.toString(16).toUpperCase()}`;
  },
};

const CSHARP: Lexical = {
  // A regular string holds no new-line character (CR, LF, U+0085, U+2028, U+2029) and only C#'s escapes.
  string_literal: (text) =>
    /^"(?:[^"\\\r\n\u0085\u2028\u2029]|\\(?:['"\\0abefnrtv]|x[0-9a-fA-F]{1,4}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}))*"$/.test(text) ? undefined : 'invalid escape or new-line character in a string',
  // A multi-line raw string: the opening quotes end their line, the closing ones start theirs
  // (after the whitespace every content line starts with), and no run of as many quotes is inside.
  raw_string_literal: (text) => {
    const m = /^("{3,})(.*)\n([^]*)\n([ \t]*)\1$/.exec(text);
    if (!m) return /^("{3,})[^\n]*?(?<!")\1$/.test(text) ? undefined : 'malformed raw string';
    if (m[2].trim()) return 'text after the opening quotes of a multi-line raw string';
    if (m[3].includes(m[1])) return 'as many quotes inside a raw string as around it';
    const bad = m[3].split('\n').findIndex((l) => l.trim() && !l.startsWith(m[4]));
    return bad < 0 ? undefined : 'raw string line indented less than its closing quotes';
  },
};

function phpChecker(treeSitter: SyntaxChecker): SyntaxChecker {
  const engine = new Engine({ parser: { extractDoc: false, suppressErrors: false }, ast: { withPositions: true } });
  return (code) => {
    let ast: unknown;
    try {
      ast = engine.parseCode(code, 'sample.php');
    } catch (e) {
      const err = e as { message?: string; lineNumber?: number };
      return [{ line: err.lineNumber ?? 1, message: String(err.message ?? e) }];
    }
    const lenient = treeSitter(code);
    if (lenient.length) return lenient;
    // An interpolating string ("…$x…", a heredoc rather than a nowdoc) is an `encapsed` node.
    const problems: SyntaxProblem[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== 'object') return;
      const node = v as { kind?: string; loc?: { start: { line: number } }; items?: { kind?: string; key?: { kind?: string; value?: unknown } | null }[] };
      if (node.kind === 'encapsed') problems.push({ line: node.loc?.start.line ?? 1, message: 'string interpolation' });
      // Double quotes only ever hold escapes like `\r\n` in our samples (data goes in single quotes): a raw line break there is a generator slip.
      const str = node as { isDoubleQuote?: boolean; raw?: string };
      if (node.kind === 'string' && str.isDoubleQuote && /[\r\n]/.test(str.raw ?? '')) problems.push({ line: node.loc?.start.line ?? 1, message: 'line break inside a double-quoted string' });
      // An array keeps one value per key: a repeated key (a list field's items) silently sends only the last.
      if (node.kind === 'array') {
        const keys = (node.items ?? []).flatMap((item) => (item?.kind === 'entry' && item.key?.kind === 'string' ? [String(item.key.value)] : []));
        const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
        if (repeated !== undefined) problems.push({ line: node.loc?.start.line ?? 1, message: `array key ${JSON.stringify(repeated)} repeated (only its last value is kept)` });
      }
      for (const [k, x] of Object.entries(v)) if (k !== 'loc') walk(x);
    };
    walk(ast);
    return problems;
  };
}

async function rubyChecker(): Promise<SyntaxChecker> {
  const parse = await loadPrism();
  return (code) => {
    const bytes = Buffer.from(code);
    // Prism's offsets count UTF-8 bytes.
    const lineAt = (offset: number) => bytes.subarray(0, offset).toString().split('\n').length;
    const result = parse(code);
    const problems = [...result.errors].sort((a, b) => a.location.startOffset - b.location.startOffset).map((e) => ({ line: lineAt(e.location.startOffset), message: e.message }));
    const interpolations: SyntaxProblem[] = [];
    class Interpolations extends Visitor {
      visitEmbeddedStatementsNode(node: EmbeddedStatementsNode) {
        interpolations.push({ line: lineAt(node.location.startOffset), message: 'string interpolation (#{…})' });
      }
      visitEmbeddedVariableNode(node: EmbeddedVariableNode) {
        interpolations.push({ line: lineAt(node.location.startOffset), message: 'string interpolation (#@… or #$…)' });
      }
    }
    if (!problems.length) result.value.accept(new Interpolations());
    return [...problems, ...interpolations];
  };
}

/** Loads the four parsers (about a second: WebAssembly compiles). */
export async function loadSyntaxCheckers(): Promise<Record<CheckedLanguage, SyntaxChecker>> {
  const { Parser: TSParser, Language: TSLanguage } = require('@vscode/tree-sitter-wasm') as typeof import('@vscode/tree-sitter-wasm');
  const dir = dirname(require.resolve('@vscode/tree-sitter-wasm'));
  await TSParser.init({ locateFile: (file: string) => join(dir, file) });
  const parser = new TSParser();
  const [go, csharp, php] = await Promise.all(['go', 'c-sharp', 'php'].map((name) => TSLanguage.load(join(dir, `tree-sitter-${name}.wasm`))));
  return {
    go: treeSitterChecker(parser, go, GO),
    csharp: treeSitterChecker(parser, csharp, CSHARP),
    php: phpChecker(treeSitterChecker(parser, php)),
    ruby: await rubyChecker(),
  };
}
