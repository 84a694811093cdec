// Compiles one content file, the pure part, run on the worker pool or
// in-process (no caches here; see compile.ts). An `.mdx` file becomes a
// function body (MDX); a `.md` file, which has no JSX, imports or expressions,
// goes through the same remark/rehype plugins to an element tree
// (element-tree.ts) without MDX's JavaScript stages.
import type { Processor } from 'unified';
import type { Root } from 'hast';
import { BuildError } from '../errors.ts';
import type { CompileData } from './compile-data.ts';
import { loadHighlighter } from './highlight.ts';
import { hasMdxSyntax, type ContentFormat } from './format.ts';
import { codeRanges } from '../tokens.ts';

interface Plugins {
  preprocess: (s: string) => string;
  remarkPlugins: any[];
  rehypePlugins: any[];
}

// The compilers and their plugins take a while to load (MDX's ~0.7 s); builds whose
// pages are all cached never load them, and a site of `.md` pages never loads MDX.
let plugins: Promise<Plugins> | undefined;
/** The preprocessing and the remark/rehype plugins both compilers use. */
export function loadPlugins(): Promise<Plugins> {
  plugins ??= (async () => {
    const [{ default: remarkGfm }, { default: remarkDirective }, p, { remarkPartialImports }, { rehypeCodeBlocks }] = await Promise.all([
      import('remark-gfm'),
      import('remark-directive'),
      import('./plugins.ts'),
      import('./imports.ts'),
      import('./code-blocks.ts'),
      loadHighlighter(),
    ]);
    return {
      preprocess: p.preprocessSource,
      remarkPlugins: [remarkGfm, remarkDirective, p.remarkAdmonitions, remarkPartialImports, p.remarkHeadingsAssetsLinks, p.remarkExcerpt],
      rehypePlugins: [rehypeCodeBlocks],
    };
  })();
  return plugins;
}

let mdx: Promise<typeof import('@mdx-js/mdx').compile> | undefined;
function loadMdx() {
  mdx ??= import('@mdx-js/mdx').then((m) => m.compile);
  return mdx;
}

type TreeProcessor = Processor<any, any, any, any, string>;

/** Which parser a `.md` file goes through: markdown-it where it parses the file as remark-parse does (see fast/), else remark-parse. */
export type MarkdownParser = 'fast' | 'unified';

let fastParser: Promise<typeof import('./fast/index.ts')> | undefined;
const loadFastParser = () => (fastParser ??= import('./fast/index.ts'));

const markdown: Partial<Record<MarkdownParser, Promise<TreeProcessor>>> = {};
function loadMarkdown(which: MarkdownParser): Promise<TreeProcessor> {
  markdown[which] ??= (async () => {
    const [{ unified }, parse, { default: remarkRehype }, { hastToTree }, { remarkPlugins, rehypePlugins }] = await Promise.all([
      import('unified'),
      which === 'fast' ? loadFastParser().then((m) => m.remarkMarkdownIt) : import('remark-parse').then((m) => m.default),
      import('remark-rehype'),
      import('./hast-to-tree.ts'),
      loadPlugins(),
    ]);
    // What MDX does for `format: 'md'` up to its hast. Raw HTML is kept by remark-rehype (so the
    // line breaks around it are as MDX has them) and dropped by hastToTree, as MDX drops it.
    return unified()
      .use(parse as any)
      .use(remarkPlugins)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypePlugins)
      .use(function treeCompiler(this: Processor) {
        this.compiler = (tree) => hastToTree(tree as Root);
      })
      .freeze() as any;
  })();
  return markdown[which]!;
}

/** A page with the common constructs: compiling it once runs most of the compilers' code. */
const WARM_UP = '# Warm-up\n\nSome *text* with `code` and a [link](/a/).\n\n## Part\n\n- one\n- two\n\n```js\nconst a = 1;\n```\n';

/**
 * Loads the compilers ahead of need and runs each once (serve does this after its first build,
 * whose pages came from the cache or a worker): the first edit is not the first run of their code.
 */
export async function preloadCompiler(): Promise<void> {
  await Promise.all([loadMarkdown('fast'), loadMarkdown('unified'), loadMdx()]);
  await compileSource(WARM_UP, 'warm-up.md');
  await compileSource(WARM_UP, 'warm-up.mdx');
}

/** What a file compiles to: MDX's function body (`code`), or an element tree as JSON (`tree`). */
export type CompiledKind = 'code' | 'tree';

export interface CompiledMdx {
  hash: string;
  kind: CompiledKind;
  /** The function body or the tree's JSON; absent when read from the disk cache (it is read when the page renders). */
  output?: string;
  data: CompileData;
  /** Problems the compiler worked around (reported once by the docs plugin, at the file). */
  warnings?: { message: string; line?: number; hint?: string }[];
}

export type CompiledSource = Required<Omit<CompiledMdx, 'hash' | 'warnings'>> & Pick<CompiledMdx, 'warnings'>;

/**
 * Compiles one file (no caches). Throws a BuildError pointing at the file on bad input. `format`:
 * the file's syntax (see format.ts); by default its extension's. A Markdown file without MDX syntax
 * takes the Markdown path whatever its format (the same result, far faster); one whose MDX does not
 * compile is read as Markdown with a warning (what Docusaurus 2 sites' `.md` files often need).
 */
export async function compileSource(body: string, file: string, format: ContentFormat = file.endsWith('.mdx') ? 'mdx' : 'md'): Promise<CompiledSource> {
  if (format === 'md' || (file.endsWith('.md') && !hasMdxSyntax(body))) return compileAsMarkdown(body, file);
  const [{ preprocess, remarkPlugins, rehypePlugins }, compile] = await Promise.all([loadPlugins(), loadMdx()]);
  try {
    const result = await compile({ value: htmlCommentsToMdx(preprocess(body)), path: file }, { outputFormat: 'function-body', format: 'mdx', remarkPlugins, rehypePlugins });
    return compiled('code', String(result.value), result.data as unknown as CompileData);
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const { reason, place } = describe(error);
    if (file.endsWith('.md')) {
      const result = await compileAsMarkdown(body, file);
      result.warnings = [{ message: `Not valid MDX (${reason}), so read as plain Markdown: its HTML and JSX are left out.`, line: place.line, hint: 'Fix the MDX at that position (close tags like `<br />`, escape `{` as `\\{` and `<` as `&lt;`), or add `format: md` to the front matter.' }];
      return result;
    }
    throw new BuildError(`MDX syntax error: ${reason}`, { file, ...place }, 'Fix the MDX at that position (escape a literal `{` as `\\{` and `<` as `&lt;`).');
  }
}

async function compileAsMarkdown(body: string, file: string): Promise<CompiledSource> {
  return (await compileMarkdown(body, file, 'fast')) ?? (await compileMarkdown(body, file, 'unified'))!;
}

/**
 * `<!-- x -->` → `{/* x *\/}` outside code: MDX has no HTML comments, and Docusaurus converts them so
 * (its `mdx1Compat.comments`, on by default).
 */
export function htmlCommentsToMdx(text: string): string {
  if (!text.includes('<!--')) return text;
  const code = codeRanges(text);
  return text.replace(/<!--([\s\S]*?)-->/g, (all, inner: string, offset: number) =>
    code.some(([start, end]) => offset >= start && offset < end) ? all : `{/*${inner.replace(/\*\//g, '* /')}*/}`,
  );
}

/**
 * Compiles a `.md` file to its element tree with the given parser; `undefined` when the fast
 * parser does not take the file (a construct it does not parse as remark-parse does).
 */
export async function compileMarkdown(body: string, file: string, parser: MarkdownParser): Promise<CompiledSource | undefined> {
  const [{ preprocess }, processor, fast] = await Promise.all([loadPlugins(), loadMarkdown(parser), parser === 'fast' ? loadFastParser() : undefined]);
  const value = preprocess(body);
  if (fast && !fast.mayParseFast(value)) return undefined;
  try {
    const result = processor.processSync({ value, path: file });
    return compiled('tree', String(result.value), result.data as unknown as CompileData);
  } catch (error) {
    if (fast && error instanceof fast.Unsupported) return undefined;
    if (error instanceof BuildError) throw error;
    // The unified path reports what it makes of the file.
    if (fast) return undefined;
    const { reason, place } = describe(error);
    throw new BuildError(`Markdown error: ${reason}`, { file, ...place });
  }
}

/** A compiler's error: what it says, and where. */
function describe(error: unknown): { reason: string; place: { line?: number; column?: number } } {
  const e = error as { reason?: string; message: string; line?: number; column?: number; place?: any };
  return {
    reason: e.reason ?? e.message,
    place: { line: e.line ?? e.place?.line ?? e.place?.start?.line, column: e.column ?? e.place?.column ?? e.place?.start?.column },
  };
}

function compiled(kind: CompiledKind, output: string, data: CompileData): CompiledSource {
  return { kind, output, data: { title: data.title, headings: data.headings, links: data.links, imports: data.imports, assets: data.assets, excerpt: data.excerpt } };
}
