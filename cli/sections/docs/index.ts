// The guides section: every .md/.mdx file under the content folder is a page,
// compiled with MDX (on a worker pool when many changed) and rendered with its
// partials' components resolved.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, resolve } from 'node:path';
import { createElement, type ComponentType } from 'react';
import type { ResolvedConfig } from '../../config.ts';
import { listContentFiles, readSourceFile, type SourceFile } from '../../content.ts';
import { BuildError } from '../../errors.ts';
import { MdxCompiler, type CompiledMdx } from '../../mdx/compile.ts';
import type { PageRecord } from '../../model.ts';
import type { OutputSink } from '../../sink.ts';
import type { BuildContext, LinkSource, PageKind, Section, SectionContribution } from '../types.ts';
import { ASSET_MARK } from '../../../renderer/contract.ts';
import { withBase } from '../../../renderer/url.ts';

const decodeHtml = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

interface LoadedPartial {
  component: ComponentType<any>;
  hashes: string[];
  linkSources: LinkSource[];
  compiled: { file: string; data: CompiledMdx['data'] }[];
}

export class DocsSection implements Section {
  readonly name = 'docs';
  private compiler?: MdxCompiler;
  /** Sources by file, reused while the file and the placeholder values are unchanged. */
  private readonly sources = new Map<string, { stamp: string; src: SourceFile }>();
  /** Partials of the current build (a partial is compiled once however many pages import it). */
  private partials = new Map<string, Promise<LoadedPartial>>();
  private config?: ResolvedConfig;
  /** Files next to the content that this build's pages use: absolute path → output path. */
  private assets = new Map<string, string>();
  private readonly assetHashes = new Map<string, { stamp: string; out: string }>();

  private readSource(config: ResolvedConfig, file: string): SourceFile {
    const st = statSync(file);
    const stamp = `${st.mtimeMs}:${st.size}:${JSON.stringify(config.tokens)}`;
    const hit = this.sources.get(file);
    if (hit && hit.stamp === stamp) return hit.src;
    const src = readSourceFile(config.contentDir, file, config.tokens);
    this.sources.set(file, { stamp, src });
    return src;
  }

  /** Files read by the last build whose contents changed since (serve re-checks after a rebuild). */
  staleSources(): string[] {
    const stale: string[] = [];
    for (const [file, { stamp }] of this.sources) {
      const st = statSync(file, { throwIfNoEntry: false });
      if (!st || !stamp.startsWith(`${st.mtimeMs}:${st.size}:`)) stale.push(file);
    }
    return stale;
  }

  async load(ctx: BuildContext): Promise<SectionContribution> {
    const { config } = ctx;
    this.config = config;
    this.compiler ??= new MdxCompiler(ctx.cache.area('mdx').dir);
    this.partials = new Map();
    this.assets = new Map();
    const files = listContentFiles(config.contentDir);
    for (const file of this.sources.keys()) if (!files.includes(file)) this.sources.delete(file);
    const all = files.map((f) => this.readSource(config, f));
    const docs = all.filter((s) => !s.isPartial && (ctx.drafts || !s.frontMatter.draft));
    const compiled = await this.compiler.compileAll(docs.map((src) => ({ body: src.body, file: src.file })));
    return { pages: docs.map((src, i) => docPage(src, compiled[i])), kinds: { doc: this.docKind } };
  }

  private partial(file: string, stack: string[], importer: { file: string; line: number; source: string }): Promise<LoadedPartial> {
    let loaded = this.partials.get(file);
    if (!loaded) {
      loaded = (async () => {
        let src: SourceFile | undefined;
        try {
          src = existsSync(file) ? this.readSource(this.config!, file) : undefined;
        } catch (error) {
          if (error instanceof BuildError) throw error;
        }
        if (!src) throw new BuildError(`Cannot find the partial "${importer.source}".`, { file: importer.file, line: importer.line }, `Expected a file at ${file}.`);
        const compiled = await this.compiler!.compile(src.body, src.file);
        const inner = await this.imports(compiled, src.file, [...stack, file]);
        const Content = await this.compiler!.component(compiled);
        // The page's components (headings, code blocks, tabs…) reach the partial through
        // `components`, and from it every partial it imports.
        const component = (props: Record<string, unknown>) => {
          const given = (props.components as Record<string, unknown> | undefined) ?? {};
          return createElement(Content, { ...props, components: { ...given, ...withComponents(inner.components, given) } });
        };
        return {
          component,
          hashes: [compiled.hash, ...inner.hashes],
          linkSources: [{ file: src.file, links: compiled.data.links }, ...inner.linkSources],
          compiled: [{ file: src.file, data: compiled.data }, ...inner.compiled],
        };
      })();
      this.partials.set(file, loaded);
    }
    return loaded;
  }

  /** The components a compiled file imports (partials, each with its own imports resolved). */
  private async imports(compiled: CompiledMdx, file: string, stack: string[]) {
    const components: Record<string, unknown> = {};
    const hashes: string[] = [];
    const linkSources: LinkSource[] = [];
    const partials: LoadedPartial['compiled'] = [];
    for (const imp of compiled.data.imports) {
      const target = resolve(dirname(file), imp.source);
      if (stack.includes(target)) {
        throw new BuildError(`Circular import of ${imp.source}.`, { file, line: imp.line }, 'A partial may not import itself, directly or through other partials.');
      }
      const loaded = await this.partial(target, stack, { file, line: imp.line, source: imp.source });
      components[imp.name] = loaded.component;
      hashes.push(...loaded.hashes);
      linkSources.push(...loaded.linkSources);
      partials.push(...loaded.compiled);
    }
    return { components, hashes, linkSources, compiled: partials };
  }

  /** The output path of a file next to the content, named by its contents' hash. */
  private asset(ref: { file: string; url: string; line: number }, from: string): string {
    const st = statSync(ref.file, { throwIfNoEntry: false });
    if (!st?.isFile()) {
      throw new BuildError(`Cannot find the file "${ref.url}" (${ref.file}).`, { file: from, line: ref.line }, 'Put the file next to the page or fix the path; files in the static folder are linked from the root (`/img/x.png`).');
    }
    const stamp = `${st.mtimeMs}:${st.size}`;
    let hit = this.assetHashes.get(ref.file);
    if (hit?.stamp !== stamp) {
      const hash = createHash('sha256').update(readFileSync(ref.file)).digest('hex').slice(0, 10);
      const ext = extname(ref.file);
      hit = { stamp, out: `assets/media/${basename(ref.file, ext).replace(/[^A-Za-z0-9_-]+/g, '-')}-${hash}${ext.toLowerCase()}` };
      this.assetHashes.set(ref.file, hit);
    }
    this.assets.set(ref.file, hit.out);
    return hit.out;
  }

  async finish(_ctx: BuildContext, out: OutputSink): Promise<void> {
    for (const [file, path] of this.assets) await out.write(path, readFileSync(file));
  }

  private readonly docKind: PageKind = {
    content: async (page, { server, model }) => {
      const compiled = page.compiled!;
      const imports = await this.imports(compiled, page.sourceFile, [page.sourceFile]);
      const pageDir = dirname(page.sourceFile);
      // Assets of the page and of its partials, each blamed on the file that names it.
      const assetUrls = new Map<string, string>();
      for (const src of [{ file: page.sourceFile, data: compiled.data }, ...imports.compiled]) {
        for (const ref of src.data.assets ?? []) assetUrls.set(ASSET_MARK + ref.file, withBase(model.config.baseUrl, '/' + this.asset(ref, src.file)));
      }
      return {
        key: [compiled.hash, ...imports.hashes, ...assetUrls.values()].join(','),
        tocFromHtml: imports.compiled.some((p) => p.data.headings.length > 0),
        finalize: assetUrls.size
          ? (html) => html.replace(/(src|href)="docs-asset:([^"]*)"/g, (all, attr: string, file: string) => {
              const url = assetUrls.get(ASSET_MARK + decodeHtml(file));
              return url ? `${attr}="${url}"` : all;
            })
          : undefined,
        linkSources: [{ file: page.sourceFile, links: compiled.data.links }, ...imports.linkSources],
        render: async () => {
          const Content = await this.compiler!.component(compiled);
          const base = {
            ...server.mdxComponents({
              baseUrl: model.config.baseUrl,
              resolveFileLink: (href: string) => {
                const [file, hash] = href.split('#');
                const route = model.routeByFile.get(resolve(pageDir, decodeURIComponent(file)));
                return route && (hash ? `${route}#${hash}` : route);
              },
            }),
          };
          return createElement(Content, { components: { ...base, ...withComponents(imports.components, base) } });
        },
      };
    },
  };
}

/** Partial components that hand `given` (the page's components) to the partial's content. */
function withComponents(partials: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(partials).map(([name, Partial]) => [
      name,
      (props: Record<string, unknown>) => createElement(Partial as ComponentType<any>, { ...props, components: { ...given, ...(props.components as object) } }),
    ]),
  );
}

function docPage(src: SourceFile, compiled: CompiledMdx): PageRecord {
  const fm = src.frontMatter;
  const title = fm.title ?? compiled.data.title;
  if (!title) {
    throw new BuildError('The page has no title.', { file: src.file, line: 1 }, 'Add `title:` to the front matter or start the page with a `# Heading`.');
  }
  return {
    id: src.id,
    path: src.route,
    kind: 'doc',
    title,
    description: fm.description ?? '',
    headings: compiled.data.headings,
    sourceFile: src.file,
    contentPath: src.relPath,
    frontMatter: fm,
    sourceLinks: compiled.data.links,
    titleInContent: fm.title === undefined || compiled.data.title !== undefined,
    compiled,
  };
}
