// Compile one MDX file to a function body (cached on disk by content hash),
// and turn compiled code into a React component.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as runtime from 'react/jsx-runtime';
import type { ComponentType } from 'react';
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
      remarkPlugins: [remarkGfm, remarkDirective, plugins.remarkAdmonitions, plugins.remarkPartialImports, plugins.remarkHeadings, plugins.remarkCollectLinks],
      rehypePlugins: [plugins.rehypeCodeBlocks],
    };
  })();
  return pipeline;
}

/** Loads the compiler ahead of need (serve does this after its first build, so the first edit is fast). */
export function preloadCompiler(): Promise<unknown> {
  return loadPipeline();
}

// What @mdx-js/mdx's `run` does, without loading the compiler: evaluate the function body.
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => (opts: unknown) => Promise<{ default: ComponentType<any> }>;

export interface CompiledMdx {
  hash: string;
  code: string;
  data: CompileData;
}

// Any change to the compiler's own code invalidates the cache.
const compilerFingerprint = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 12);

export class MdxCompiler {
  private readonly memory = new Map<string, CompiledMdx>();
  private readonly components = new Map<string, ComponentType<any>>();
  constructor(private readonly cacheDir: string) {
    mkdirSync(this.cacheDir, { recursive: true });
  }

  async compile(body: string, file: string): Promise<CompiledMdx> {
    const hash = createHash('sha256').update(compilerFingerprint).update(file).update('\0').update(body).digest('hex').slice(0, 24);
    const hit = this.memory.get(hash);
    if (hit) return hit;
    const cached = join(this.cacheDir, `${hash}.json`);
    if (existsSync(cached)) {
      try {
        const result = JSON.parse(readFileSync(cached, 'utf8')) as CompiledMdx;
        this.memory.set(hash, result);
        return result;
      } catch {
        // A torn cache file is just recompiled.
      }
    }
    let output;
    const { compile, preprocess, remarkPlugins, rehypePlugins } = await loadPipeline();
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
    const result: CompiledMdx = {
      hash,
      code: String(output.value),
      data: { title: data.title, headings: data.headings, links: data.links, imports: data.imports },
    };
    this.memory.set(hash, result);
    // Via rename: a concurrent build never reads a torn entry.
    const tmp = `${cached}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(result));
    renameSync(tmp, cached);
    return result;
  }

  /** The MDX content component for compiled code (evaluated once per hash). */
  async component(compiled: CompiledMdx): Promise<ComponentType<any>> {
    let component = this.components.get(compiled.hash);
    if (!component) {
      const mod = await new AsyncFunction(compiled.code)({ ...(runtime as object), baseUrl: import.meta.url });
      component = mod.default;
      this.components.set(compiled.hash, component);
    }
    return component;
  }
}
