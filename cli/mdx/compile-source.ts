// Compiles one MDX file to a function body: the pure part, run on the worker
// pool or in-process (no caches here; see compile.ts).
import { BuildError } from '../errors.ts';
import type { CompileData } from './plugins.ts';
import { loadHighlighter } from './highlight.ts';

// The compiler and its plugins take ~0.7 s to load; builds whose pages are all
// cached never load them.
let pipeline: Promise<{ compile: typeof import('@mdx-js/mdx').compile; remarkPlugins: any[]; rehypePlugins: any[]; preprocess: (s: string) => string }> | undefined;
function loadPipeline() {
  pipeline ??= (async () => {
    const [{ compile }, { default: remarkGfm }, { default: remarkDirective }, plugins] = await Promise.all([
      import('@mdx-js/mdx'),
      import('remark-gfm'),
      import('remark-directive'),
      import('./plugins.ts'),
      loadHighlighter(),
    ]);
    return {
      compile,
      preprocess: plugins.preprocessSource,
      remarkPlugins: [remarkGfm, remarkDirective, plugins.remarkAdmonitions, plugins.remarkPartialImports, plugins.remarkHeadings, plugins.remarkLocalAssets, plugins.remarkCollectLinks, plugins.remarkExcerpt],
      rehypePlugins: [plugins.rehypeCodeBlocks],
    };
  })();
  return pipeline;
}

/** Loads the compiler ahead of need (serve does this after its first build, so the first edit is fast). */
export function preloadCompiler(): Promise<unknown> {
  return loadPipeline();
}

export interface CompiledMdx {
  hash: string;
  /** The function body; absent when read from the disk cache (it is read when the page renders). */
  code?: string;
  data: CompileData;
}

/** Compiles one file (no caches). Throws a BuildError pointing at the file on bad MDX. */
export async function compileSource(body: string, file: string): Promise<{ code: string; data: CompileData }> {
  const { compile, preprocess, remarkPlugins, rehypePlugins } = await loadPipeline();
  let output;
  try {
    output = await compile(
      { value: preprocess(body), path: file },
      { outputFormat: 'function-body', format: file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins, rehypePlugins },
    );
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const e = error as { reason?: string; message: string; line?: number; column?: number; place?: any };
    const line = e.line ?? e.place?.line ?? e.place?.start?.line;
    const column = e.column ?? e.place?.column ?? e.place?.start?.column;
    throw new BuildError(`MDX syntax error: ${e.reason ?? e.message}`, { file, line, column }, 'Fix the MDX at that position (escape a literal `{` as `\\{` and `<` as `&lt;`).');
  }
  const data = output.data as unknown as CompileData;
  return { code: String(output.value), data: { title: data.title, headings: data.headings, links: data.links, imports: data.imports, assets: data.assets, excerpt: data.excerpt } };
}

