// Compiles one content file, the pure part, run on the worker pool or
// in-process (no caches here; see compile.ts). An `.mdx` file becomes a
// function body (MDX); a `.md` file, which has no JSX, imports or expressions,
// goes through the same remark/rehype plugins to an element tree
// (element-tree.ts) without MDX's JavaScript stages.
import type { Processor } from 'unified';
import type { Root } from 'hast';
import { BuildError } from '../errors.ts';
import type { CompileData } from './plugins.ts';
import { loadHighlighter } from './highlight.ts';

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
    const [{ default: remarkGfm }, { default: remarkDirective }, p] = await Promise.all([import('remark-gfm'), import('remark-directive'), import('./plugins.ts'), loadHighlighter()]);
    return {
      preprocess: p.preprocessSource,
      remarkPlugins: [remarkGfm, remarkDirective, p.remarkAdmonitions, p.remarkPartialImports, p.remarkHeadingsAssetsLinks, p.remarkExcerpt],
      rehypePlugins: [p.rehypeCodeBlocks],
    };
  })();
  return plugins;
}

let mdx: Promise<typeof import('@mdx-js/mdx').compile> | undefined;
function loadMdx() {
  mdx ??= import('@mdx-js/mdx').then((m) => m.compile);
  return mdx;
}

let markdown: Promise<Processor<any, any, any, any, string>> | undefined;
function loadMarkdown() {
  markdown ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkRehype }, { hastToTree }, { remarkPlugins, rehypePlugins }] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-rehype'),
      import('./hast-to-tree.ts'),
      loadPlugins(),
    ]);
    // What MDX does for `format: 'md'` up to its hast. Raw HTML is kept by remark-rehype (so the
    // line breaks around it are as MDX has them) and dropped by hastToTree, as MDX drops it.
    return unified()
      .use(remarkParse)
      .use(remarkPlugins)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypePlugins)
      .use(function treeCompiler(this: Processor) {
        this.compiler = (tree) => hastToTree(tree as Root);
      })
      .freeze() as any;
  })();
  return markdown;
}

/** Loads the compilers ahead of need (serve does this after its first build, so the first edit is fast). */
export function preloadCompiler(): Promise<unknown> {
  return Promise.all([loadMarkdown(), loadMdx()]);
}

/** What a file compiles to: MDX's function body (`code`), or an element tree as JSON (`tree`). */
export type CompiledKind = 'code' | 'tree';

export interface CompiledMdx {
  hash: string;
  kind: CompiledKind;
  /** The function body or the tree's JSON; absent when read from the disk cache (it is read when the page renders). */
  output?: string;
  data: CompileData;
}

export type CompiledSource = Required<Omit<CompiledMdx, 'hash'>>;

/** Compiles one file (no caches). Throws a BuildError pointing at the file on bad input. */
export async function compileSource(body: string, file: string): Promise<CompiledSource> {
  const isMarkdown = file.endsWith('.md');
  const [{ preprocess, remarkPlugins, rehypePlugins }, compile, processor] = await Promise.all([loadPlugins(), isMarkdown ? undefined : loadMdx(), isMarkdown ? loadMarkdown() : undefined]);
  const value = preprocess(body);
  let output: string;
  let data: CompileData;
  try {
    if (processor) {
      const result = processor.processSync({ value, path: file });
      output = String(result.value);
      data = result.data as unknown as CompileData;
    } else {
      const result = await compile!({ value, path: file }, { outputFormat: 'function-body', format: 'mdx', remarkPlugins, rehypePlugins });
      output = String(result.value);
      data = result.data as unknown as CompileData;
    }
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const e = error as { reason?: string; message: string; line?: number; column?: number; place?: any };
    const line = e.line ?? e.place?.line ?? e.place?.start?.line;
    const column = e.column ?? e.place?.column ?? e.place?.start?.column;
    if (isMarkdown) throw new BuildError(`Markdown error: ${e.reason ?? e.message}`, { file, line, column });
    throw new BuildError(`MDX syntax error: ${e.reason ?? e.message}`, { file, line, column }, 'Fix the MDX at that position (escape a literal `{` as `\\{` and `<` as `&lt;`).');
  }
  return {
    kind: isMarkdown ? 'tree' : 'code',
    output,
    data: { title: data.title, headings: data.headings, links: data.links, imports: data.imports, assets: data.assets, excerpt: data.excerpt },
  };
}
