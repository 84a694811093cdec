// Checks the code samples of the guides in Java, Kotlin, Swift, PHP, Ruby, C#,
// Go and Dart: each parses in its language, and the names it uses resolve.
//
// Parsers, all from npm: tree-sitter grammars (@vscode/tree-sitter-wasm for
// Java, C#, PHP, Ruby and Go, tree-sitter-wasms for Kotlin, Swift and Dart, all
// run by @vscode's runtime), plus Ruby's own parser (@ruby/prism) and
// php-parser for the languages they read more strictly.
//
// A guide shows fragments as often as programs: a method, a few statements, a
// build script. A sample that does not parse as a file is tried again inside a
// class and then inside a function, and passes if either parses; the problem
// reported is the one of the sample as written.
//
// Names (sample-builtins.ts says which need no import): the capitalised heads
// of calls, of `new` and of member accesses (`Client(…)`, `new ApiClient`,
// `ClientFactory.create(…)`, `Client.new`, `Foo::bar()`) must be defined in the
// sample (a class, struct, enum, protocol, object, type alias, module), imported
// by name (`import a.b.Client`, `use A\Client`, `using X = …`, Dart `show`), or
// come from a module the sample imports as a whole: any such import except the
// language's standard library, whose common names are listed instead. A name
// that starts like the SDK's own (`Lens…` or the product's name) needs an
// import of the SDK itself, whose path names the product. In Go, the head of
// every selector (`sdk.NewClient`) must be declared in the sample or be an
// imported package.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Engine } from 'php-parser';
import { loadPrism } from '@ruby/prism';
import type { Language, Node, Parser } from '@vscode/tree-sitter-wasm';
import { BUILTINS, STANDARD_MODULES, type SampleLanguage } from './sample-builtins.ts';

export type { SampleLanguage };
export interface SampleProblem {
  /** 1-based line within the sample. */
  line: number;
  message: string;
}
export type SampleChecker = (lang: SampleLanguage, code: string) => SampleProblem[];

/** Fence languages (lower case) → checked language. */
export const SAMPLE_LANGUAGES: Record<string, SampleLanguage> = {
  java: 'java', kotlin: 'kotlin', kt: 'kotlin', kts: 'kotlin', swift: 'swift', php: 'php', ruby: 'ruby', rb: 'ruby',
  csharp: 'csharp', cs: 'csharp', 'c#': 'csharp', go: 'go', golang: 'go', dart: 'dart',
};

const LABEL: Record<SampleLanguage, string> = { java: 'Java', kotlin: 'Kotlin', swift: 'Swift', php: 'PHP', ruby: 'Ruby', csharp: 'C#', go: 'Go', dart: 'Dart' };

/** Where a fragment is put to parse it: [before, after]. The first is the sample as written. */
const WRAPS: Record<SampleLanguage, [string, string][]> = {
  java: [['', ''], ['class Sample {\n', '\n}'], ['class Sample { void sample() throws Exception {\n', '\n}}']],
  kotlin: [['', ''], ['class Sample {\n', '\n}'], ['fun sample() {\n', '\n}']],
  swift: [['', ''], ['class Sample {\n', '\n}'], ['func sample() async throws {\n', '\n}']],
  dart: [['', ''], ['class Sample {\n', '\n}'], ['Future<void> sample() async {\n', '\n}']],
  csharp: [['', ''], ['class Sample {\n', '\n}'], ['class Sample { async Task Run() {\n', '\n}}']],
  go: [['', ''], ['package main\n', ''], ['package main\nfunc sample() {\n', '\n}']],
  php: [['', ''], ['<?php\n', '']],
  ruby: [['', '']],
};

/** Nodes whose first named child is the head of a call, a `new` or a member access. */
const HEADED: Partial<Record<SampleLanguage, Set<string>>> = {
  java: new Set(['method_invocation', 'field_access', 'object_creation_expression']),
  kotlin: new Set(['call_expression', 'navigation_expression']),
  swift: new Set(['call_expression', 'navigation_expression']),
  csharp: new Set(['invocation_expression', 'member_access_expression', 'object_creation_expression']),
  php: new Set(['object_creation_expression', 'scoped_call_expression', 'class_constant_access_expression', 'scoped_property_access_expression']),
  ruby: new Set(['call', 'scope_resolution']),
  dart: new Set(['new_expression', 'const_object_expression']),
};
/** Lines a fragment's wrapper leaves above it: imports, package clauses, blank lines and comments. */
const IMPORT_LINE = /^\s*(import\b|using\b|package\b|use\b|require\b|@file:|#include|\/\/|\/\*|\*|$)/;
const NAME_NODES = new Set(['identifier', 'simple_identifier', 'type_identifier', 'constant', 'name']);
const GENERIC_NODES = new Set(['generic_type', 'generic_name', 'user_type']);
const DECLARING = /^(class_declaration|class_definition|class|module|struct_declaration|enum_declaration|interface_declaration|protocol_declaration|object_declaration|record_declaration|type_alias|typealias_declaration|type_alias_declaration|type_spec|mixin_declaration|extension_declaration|enum_class|trait_declaration)$/;

interface Imports {
  names: Set<string>;
  /** A module imported as a whole, outside the standard library. */
  wildcard: boolean;
  /** The SDK itself imported as a whole. */
  sdk: boolean;
}

const lastSegment = (path: string) => path.split(/[./\\:]/).filter(Boolean).pop() ?? path;
const camel = (s: string) => s.replace(/(^|[_-])(\w)/g, (_, __, c: string) => c.toUpperCase());

/** What a sample's import lines bring into scope. */
function importsOf(lang: SampleLanguage, code: string, isSdk: (path: string) => boolean): Imports {
  const imports: Imports = { names: new Set(), wildcard: false, sdk: false };
  const whole = (path: string) => {
    if (STANDARD_MODULES[lang].test(path)) return;
    imports.wildcard = true;
    if (isSdk(path)) imports.sdk = true;
  };
  const each = (re: RegExp, f: (m: RegExpExecArray) => void) => {
    for (const m of code.matchAll(re)) f(m as RegExpExecArray);
  };
  switch (lang) {
    case 'java':
    case 'kotlin':
      each(/^\s*import\s+(static\s+)?([\w.`]+?)(\.\*)?(?:\s+as\s+(\w+))?\s*;?\s*$/gm, (m) => {
        if (m[3]) return whole(m[2]);
        const segments = m[2].replace(/`/g, '').split('.');
        imports.names.add(m[4] ?? segments[segments.length - 1]);
        if (m[1]) imports.names.add(segments[segments.length - 2]);
      });
      break;
    case 'swift':
      each(/^\s*(?:@\w+\s+)*import\s+(?:(typealias|struct|class|enum|protocol|let|var|func)\s+)?([\w.]+)/gm, (m) => (m[1] ? imports.names.add(lastSegment(m[2])) : whole(m[2])));
      break;
    case 'dart':
      each(/^\s*import\s+['"]([^'"]+)['"]([^;]*);/gm, (m) => {
        const prefix = /\bas\s+(\w+)/.exec(m[2]);
        const shown = /\bshow\s+([\w\s,]+)/.exec(m[2]);
        if (prefix) imports.names.add(prefix[1]);
        else if (shown) shown[1].split(',').forEach((n) => imports.names.add(n.trim()));
        else whole(m[1]);
      });
      break;
    case 'csharp':
      each(/^\s*(?:global\s+)?using\s+(static\s+)?(?:(\w+)\s*=\s*)?([\w.]+)\s*;/gm, (m) => (m[2] ? imports.names.add(m[2]) : whole(m[3])));
      break;
    case 'php':
      each(/^\s*use\s+(?!function\b|const\b)([^;]+);/gm, (m) => {
        const group = /^(.*)\\\{([^}]*)\}$/.exec(m[1].trim());
        const clauses = group ? group[2].split(',') : m[1].split(',');
        for (const clause of clauses) {
          const alias = /\s+as\s+(\w+)\s*$/i.exec(clause);
          imports.names.add(alias ? alias[1] : lastSegment(clause.trim()));
        }
      });
      break;
    case 'ruby':
      each(/^\s*require(?:_relative)?\s*\(?\s*['"]([^'"]+)['"]/gm, (m) => {
        for (const part of [m[1].split('/')[0], lastSegment(m[1])]) {
          imports.names.add(camel(part));
          imports.names.add(part.toUpperCase());
        }
        if (isSdk(m[1])) imports.sdk = true;
      });
      break;
    case 'go':
      break; // read from the tree
  }
  return imports;
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children) if (child) yield* walk(child);
}

/** The name a head node stands for, when it is a plain (unqualified) name. */
function plainName(node: Node | null | undefined): Node | undefined {
  if (!node) return undefined;
  if (NAME_NODES.has(node.type) && node.childCount === 0) return node;
  if (GENERIC_NODES.has(node.type) && node.namedChildCount > 0) return plainName(node.namedChildren[0]);
  return undefined;
}

/** Capitalised names used as heads, with their 0-based rows. */
function usedNames(lang: SampleLanguage, root: Node): [string, number][] {
  const headed = HEADED[lang] ?? new Set<string>();
  const used: [string, number][] = [];
  for (const node of walk(root)) {
    let head: Node | undefined;
    if (headed.has(node.type)) {
      // `new T(…)` in Java, C# and Dart: the type follows the keyword.
      const first = node.namedChildren.find((c) => c && c.type !== 'annotation');
      head = plainName(first);
    } else if (lang === 'dart' && NAME_NODES.has(node.type) && node.nextNamedSibling?.type === 'selector') {
      head = node; // Dart writes `Foo.bar()` as a name followed by selectors
    }
    if (head && /^[A-Z]/.test(head.text)) used.push([head.text, head.startPosition.row]);
  }
  return used;
}

/** Names the sample defines itself (classes, structs, enums, protocols, objects, type aliases, modules). */
function definedNames(root: Node): Set<string> {
  const defined = new Set<string>();
  for (const node of walk(root)) {
    if (!DECLARING.test(node.type)) continue;
    const name = node.childForFieldName('name') ?? node.namedChildren.find((c) => c && NAME_NODES.has(c.type));
    if (name) defined.add(name.text);
  }
  return defined;
}

/** Go: the heads of selectors (`pkg.Name`, `value.Field`) that are neither declared in the sample nor imported packages. */
function goProblems(root: Node, lineOf: (row: number) => number): SampleProblem[] {
  const known = new Set<string>();
  for (const node of walk(root)) {
    if (node.type === 'import_spec') {
      const alias = node.childForFieldName('name');
      const path = node.childForFieldName('path')?.text.replace(/^["`]|["`]$/g, '') ?? '';
      const segments = path.split('/').filter((s) => !/^v\d+$/.test(s));
      const last = (segments.pop() ?? '').replace(/\.v\d+$/, '');
      if (alias) known.add(alias.text);
      else for (const name of [last, last.replace(/[^\w]/g, ''), last.split('-').pop() ?? '']) known.add(name);
    }
    // Declarations: `a, b :=`, var/const specs, parameters, range variables, functions, types, labels.
    const declared =
      node.type === 'short_var_declaration' || node.type === 'range_clause' || node.type === 'assignment_statement'
        ? node.childForFieldName('left')?.namedChildren ?? []
        : ['var_spec', 'const_spec', 'parameter_declaration', 'variadic_parameter_declaration', 'function_declaration', 'method_declaration', 'type_spec'].includes(node.type)
          ? node.childrenForFieldName('name')
          : [];
    for (const d of declared) if (d && d.type === 'identifier') known.add(d.text);
  }
  const problems: SampleProblem[] = [];
  const seen = new Set<string>();
  for (const node of walk(root)) {
    if (node.type !== 'selector_expression') continue;
    const operand = node.childForFieldName('operand');
    if (operand?.type !== 'identifier' || known.has(operand.text) || seen.has(operand.text)) continue;
    seen.add(operand.text);
    problems.push({ line: lineOf(operand.startPosition.row), message: `${operand.text} is neither declared in the sample nor an imported package` });
  }
  return problems;
}

function firstError(node: Node): Node | undefined {
  if (node.isMissing || node.isError) return node;
  for (const child of node.children) if (child && (child.hasError || child.isMissing)) return firstError(child) ?? child;
  return node.hasError ? node : undefined;
}

export interface SampleCheckOptions {
  /** True for the import path of the product's own SDK. */
  isSdkImport: (path: string) => boolean;
  /** Names that belong to the SDK (they need its import, not just any). */
  sdkName: RegExp;
}

/** Loads the grammars (a second or two: WebAssembly compiles) and returns the checker. */
export async function loadSampleChecker(options: SampleCheckOptions): Promise<SampleChecker> {
  const require = createRequire(import.meta.url);
  const { Parser: TSParser, Language: TSLanguage } = require('@vscode/tree-sitter-wasm') as typeof import('@vscode/tree-sitter-wasm');
  const runtimeDir = dirname(require.resolve('@vscode/tree-sitter-wasm'));
  const extraDir = join(dirname(require.resolve('tree-sitter-wasms/package.json')), 'out');
  await TSParser.init({ locateFile: (file: string) => join(runtimeDir, file) });
  const parser: Parser = new TSParser();
  const files: Record<SampleLanguage, string> = {
    java: join(runtimeDir, 'tree-sitter-java.wasm'),
    csharp: join(runtimeDir, 'tree-sitter-c-sharp.wasm'),
    php: join(runtimeDir, 'tree-sitter-php.wasm'),
    ruby: join(runtimeDir, 'tree-sitter-ruby.wasm'),
    go: join(runtimeDir, 'tree-sitter-go.wasm'),
    kotlin: join(extraDir, 'tree-sitter-kotlin.wasm'),
    swift: join(extraDir, 'tree-sitter-swift.wasm'),
    dart: join(extraDir, 'tree-sitter-dart.wasm'),
  };
  const languages = {} as Record<SampleLanguage, Language>;
  for (const [lang, file] of Object.entries(files)) languages[lang as SampleLanguage] = await TSLanguage.load(file);
  const prism = await loadPrism();
  const php = new Engine({ parser: { extractDoc: false, suppressErrors: false }, ast: { withPositions: true } });

  /** A stricter parser's first error, for the languages that have one. */
  const strictError = (lang: SampleLanguage, code: string): SampleProblem | undefined => {
    if (lang === 'ruby') {
      const error = [...prism(code).errors].sort((a, b) => a.location.startOffset - b.location.startOffset)[0];
      return error && { line: Buffer.from(code).subarray(0, error.location.startOffset).toString().split('\n').length, message: `Ruby syntax: ${error.message}` };
    }
    if (lang === 'php') {
      try {
        php.parseCode(code, 'sample.php');
      } catch (e) {
        const err = e as { message?: string; lineNumber?: number };
        return { line: err.lineNumber ?? 1, message: `PHP syntax: ${String(err.message ?? e).split('\n')[0]}` };
      }
    }
    return undefined;
  };

  return (lang, code) => {
    parser.setLanguage(languages[lang]);
    let asWritten: SampleProblem | undefined;
    // PHP outside `<?php` is template text to a PHP parser: a fragment without the tag gets it.
    const wraps = lang === 'php' && !/^\s*<\?php/.test(code) ? WRAPS.php.slice(1) : WRAPS[lang];
    // Imports stay at the top of the file; the rest goes inside the class or function.
    const lines = code.split('\n');
    const headCount = wraps.length > 1 ? lines.findIndex((l) => !IMPORT_LINE.test(l)) : 0;
    const head = headCount > 0 ? lines.slice(0, headCount).join('\n') + '\n' : '';
    const body = headCount > 0 ? lines.slice(headCount).join('\n') : code;
    for (const [i, [before, after]] of wraps.entries()) {
      const added = before.split('\n').length - 1;
      const text = i === 0 ? code : head + before + body + after;
      // 0-based row of the wrapped text → 1-based line of the sample.
      const lineOf = (row: number) => (i === 0 || row < headCount ? row : row - added) + 1;
      const tree = parser.parse(text);
      if (!tree) return [{ line: 1, message: 'tree-sitter did not parse the sample' }];
      try {
        const error = tree.rootNode.hasError ? firstError(tree.rootNode) : undefined;
        const strict = error ? undefined : strictError(lang, text);
        if (error || strict) {
          if (!asWritten) {
            const what = error && (error.isMissing ? `missing ${error.type}` : `unexpected ${JSON.stringify(error.text.split('\n')[0].slice(0, 50))}`);
            asWritten = strict ? { ...strict, line: lineOf(strict.line - 1) } : { line: lineOf(error!.startPosition.row), message: `${LABEL[lang]} syntax: ${what}` };
          }
          continue;
        }
        if (lang === 'go') return goProblems(tree.rootNode, lineOf);
        const imports = importsOf(lang, code, options.isSdkImport);
        const defined = definedNames(tree.rootNode);
        const problems: SampleProblem[] = [];
        const reported = new Set<string>();
        for (const [name, row] of usedNames(lang, tree.rootNode)) {
          if (reported.has(name) || defined.has(name) || imports.names.has(name) || BUILTINS[lang].has(name)) continue;
          const sdk = options.sdkName.test(name);
          if (sdk ? imports.sdk : imports.wildcard) continue;
          reported.add(name);
          const why = sdk ? 'the sample does not import the SDK' : 'the sample neither imports nor defines it';
          problems.push({ line: lineOf(row), message: `${name} is used, but ${why}` });
        }
        return problems;
      } finally {
        tree.delete();
      }
    }
    return [asWritten ?? { line: 1, message: `${LABEL[lang]} syntax error` }];
  };
}
