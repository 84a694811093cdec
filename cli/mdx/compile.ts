// Compile one MDX file to a function body (cached on disk by content hash),
// and turn compiled code into a React component.
import { compile, run } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as runtime from 'react/jsx-runtime';
import type { ComponentType } from 'react';
import { BuildError } from '../errors.ts';
import {
  preprocessSource, rehypeCodeBlocks, remarkAdmonitions, remarkCollectLinks, remarkHeadings, remarkPartialImports,
  type CompileData,
} from './plugins.ts';

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
    const source = preprocessSource(body);
    const hash = createHash('sha256').update(compilerFingerprint).update(file).update('\0').update(source).digest('hex').slice(0, 24);
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
    try {
      output = await compile(
        { value: source, path: file },
        {
          outputFormat: 'function-body',
          format: file.endsWith('.md') ? 'md' : 'mdx',
          remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, remarkPartialImports, remarkHeadings, remarkCollectLinks],
          rehypePlugins: [rehypeCodeBlocks],
        },
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
      const mod = await run(compiled.code, { ...(runtime as any), baseUrl: import.meta.url });
      component = mod.default as ComponentType<any>;
      this.components.set(compiled.hash, component);
    }
    return component;
  }
}
