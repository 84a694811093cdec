// The guides section: every .md/.mdx file under the content folder is a page,
// compiled (.mdx with MDX, .md to an element tree; on a worker pool when many
// changed) and rendered with its partials' components resolved.
import type { ServerModule } from '../../server-module.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative as relativePath, resolve } from 'node:path';
import * as React from 'react';
import { createElement, type ComponentType } from 'react';
import type { ResolvedConfig } from '../../config.ts';
import { listContentFiles, listContentTree, readSourceFile, stripNumberPrefixes, type SourceFile } from '../../content.ts';
import { BuildError } from '../../errors.ts';
import { MdxCompiler, type CompiledMdx } from '../../mdx/compile.ts';
import { formatOf, type ContentFormat } from '../../mdx/format.ts';
import { report } from '../../report/index.ts';
import type { PageRecord } from '../../model.ts';
import type { Inputs } from '../../inputs.ts';
import type { BuildContext, Contribution, LinkSource, Output, PageKind, Plugin } from '../../plugin-api.ts';
import { ASSET_MARK } from '../../../renderer/contract.ts';
import { withBase } from '../../../renderer/url.ts';
import { planSidebars } from './autogenerate.ts';
import { noPagesError } from './empty.ts';
import { readAllCategoryMeta } from './category-meta.ts';
import { SiteModules, type SiteModule } from './site-modules.ts';
import { isClientModule, SiteIslands, type IslandBundle } from './site-islands.ts';
import { editUrlFor, gitLastUpdates, lastUpdateFor } from './doc-meta.ts';
import { docTags, readTagsFile, tagKinds, tagPages } from './tags.ts';
import { cardsOf, categoryAt, GENERATED_INDEX_KIND, generatedIndexKind, generatedIndexPage } from './generated-index.ts';
import { LANDING_KIND, landingData, readLanding } from './landing.ts';
import { docusaurusPermalink, resolveMarkdownLink } from './markdown-links.ts';
import { islandOf, themed, usesDocCardList, withComponents } from './components.ts';

/** decodeURIComponent, or the text as it is when it is not valid percent-encoding. */
const safeDecodeUri = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const decodeHtml = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

interface LoadedPartial {
  component: ComponentType<any>;
  hashes: string[];
  linkSources: LinkSource[];
  compiled: { file: string; data: CompiledMdx['data'] }[];
  modules: SiteModule[];
}

const siteInfo = (config: ResolvedConfig) => ({ rootDir: config.rootDir, baseUrl: config.baseUrl, title: config.title, tagline: config.tagline, url: config.url });

export class DocsPlugin implements Plugin {
  readonly name = 'docs';
  private compiler?: MdxCompiler;
  /** Sources by file, reused while the file and the placeholder values are unchanged. */
  private readonly sources = new Map<string, { stamp: string; src: SourceFile }>();
  /** Partials of the current build (a partial is compiled once however many pages import it). */
  private partials = new Map<string, Promise<LoadedPartial>>();
  private config?: ResolvedConfig;
  /** The build's record of the files it read. */
  private inputs?: Inputs;
  /** Files next to the content that this build's pages use: absolute path → output path. */
  private assets = new Map<string, string>();
  private readonly assetHashes = new Map<string, { stamp: string; out: string }>();
  private readonly siteModules = new SiteModules();
  private readonly siteIslands = new SiteIslands();
  /** This build's island bundles of `'use client'` site components. */
  private islands: IslandBundle = { urls: new Map(), files: new Map() };
  /** Files the site's modules made (stylesheets, images) that this build's pages use: output path → contents. */
  private moduleFiles = new Map<string, Uint8Array>();

  private readSource(config: ResolvedConfig, file: string): SourceFile {
    const inputs = this.inputs!;
    const tokens = JSON.stringify(config.tokens);
    const now = inputs.stamp(file);
    const hit = this.sources.get(file);
    if (hit && now !== undefined && hit.stamp === `${now}:${tokens}`) return hit.src;
    const read = inputs.read(file);
    const src = readSourceFile(config.contentDir, file, config.tokens, read.bytes.toString('utf8'));
    // Read mid-save: kept under no stamp, so the next build reads it again (and serve builds again).
    this.sources.set(file, { stamp: read.stamp ? `${read.stamp}:${tokens}` : '', src });
    return src;
  }

  /** A file's syntax: its front matter's `format`, else the config's `markdown.format` (see mdx/format.ts). */
  private formatOf(src: SourceFile): ContentFormat {
    return formatOf(src.file, src.frontMatter.format, this.config!.markdownFormat);
  }

  /** Files whose problems were reported (once per file and compiled version, whatever rebuilds follow). */
  private readonly warned = new Set<string>();

  /** Reports what the compiler worked around in a file. */
  private warn(file: string, compiled: CompiledMdx): void {
    if (!compiled.warnings?.length || this.warned.has(compiled.hash)) return;
    this.warned.add(compiled.hash);
    for (const w of compiled.warnings) report().warning({ message: w.message, file, line: w.line, hint: w.hint, rule: 'mdx-fallback' });
  }

  async load(ctx: BuildContext): Promise<Contribution> {
    const { config } = ctx;
    this.config = config;
    this.inputs = ctx.inputs;
    this.compiler ??= new MdxCompiler(ctx.cache.area('mdx', { packed: true }), ctx.workers);
    this.partials = new Map();
    this.assets = new Map();
    this.moduleFiles = new Map();
    const tree = listContentTree(config.contentDir);
    const files = listContentFiles(config.contentDir, tree);
    const listed = new Set(files);
    for (const file of this.sources.keys()) if (!listed.has(file)) this.sources.delete(file);
    const all = files.map((f) => this.readSource(config, f));
    const docs = all.filter((s) => !s.isPartial && (ctx.drafts || !s.frontMatter.draft));
    const compiled = await this.compiler.compileAll(docs.map((src) => ({ body: src.body, file: src.file, format: this.formatOf(src) })));
    docs.forEach((src, i) => this.warn(src.file, compiled[i]));
    const pages = docs.map((src, i) => docPage(src, compiled[i]));
    this.islands = await this.siteIslands.bundle(await this.clientModules(docs.map((src, i) => ({ file: src.file, compiled: compiled[i] }))), siteInfo(config));
    const tagsFile = readTagsFile(config.contentDir);
    const git = config.showLastUpdateTime || config.showLastUpdateAuthor ? gitLastUpdates(config.contentDir, ctx.log) : new Map();
    for (const page of pages) {
      const tags = docTags(page, tagsFile.tags);
      if (tags.length) page.tags = tags.map(({ label, href }) => ({ label, href }));
      page.editUrl = editUrlFor(config, page);
      page.lastUpdate = lastUpdateFor(config, page, git);
    }
    const positions = new Map(docs.map((src) => [src.file, src.frontMatter.sidebar_position ?? src.numberPrefix]));
    // The sources (and their hashes' keys) are kept for serve's next rebuild; a one-shot build lets
    // them go before it renders (a partial needed later is read again): they grew with the site.
    if (!ctx.watch) {
      this.sources.clear();
      this.compiler.forgetSources();
    }
    const byId = new Map(pages.map((p) => [p.id, p]));
    const { slices, generated } = planSidebars(config.sidebars, config.configFile, {
      pages,
      position: (page) => positions.get(page.sourceFile),
      metas: readAllCategoryMeta(config.contentDir, tree),
      docById: (id, dir) => byId.get(id) ?? byId.get(`${stripNumberPrefixes(dir)}/${id}`),
    });
    return {
      pages: [...pages, ...generated.map(generatedIndexPage), ...tagPages(pages, tagsFile.tags, tagsFile.file)],
      kinds: { doc: this.docKind, [LANDING_KIND]: this.docKind, [GENERATED_INDEX_KIND]: generatedIndexKind, ...tagKinds() },
      sidebarItems: {
        autogenerated: (spec, sidebarId) => {
          const items = slices.get(spec.dirName as string);
          if (!items?.length) {
            throw noPagesError(config, sidebarId, spec.dirName as string, pages.length);
          }
          return items;
        },
      },
    };
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
        const compiled = await this.compiler!.compile(src.body, src.file, this.formatOf(src));
        this.warn(src.file, compiled);
        const inner = await this.imports(compiled, src.file, [...stack, file]);
        const Content = await this.compiler!.component(compiled, inner.others, inner.hashes.join(','));
        // The page's components (headings, code blocks, tabs…, and the theme modules by
        // their names) reach the partial through `components`, and from it every partial it imports.
        const component = (props: Record<string, unknown>) => {
          const given = (props.components as Record<string, unknown> | undefined) ?? {};
          return createElement(Content, { ...props, components: { ...given, ...themed(inner.themes, given), ...inner.others, ...withComponents(inner.components, given) } });
        };
        return {
          component,
          hashes: [compiled.hash, ...inner.hashes],
          linkSources: [{ file: src.file, links: compiled.data.links }, ...inner.linkSources],
          compiled: [{ file: src.file, data: compiled.data }, ...inner.compiled],
          modules: inner.modules,
        };
      })();
      this.partials.set(file, loaded);
    }
    return loaded;
  }

  /**
   * What a compiled file imports: partials (each with its own imports resolved),
   * theme components (by local name, resolved when rendering), SVGs used as
   * components, and the site's own modules (bundled).
   */
  private async imports(compiled: CompiledMdx, file: string, stack: string[]) {
    /** Partials (they get the page's components). */
    const components: Record<string, unknown> = {};
    /** SVGs and the site's components (rendered as they are). */
    const others: Record<string, unknown> = {};
    const themes: Record<string, string> = {};
    const hashes: string[] = [];
    const linkSources: LinkSource[] = [];
    const partials: LoadedPartial['compiled'] = [];
    const modules: SiteModule[] = [];
    const config = this.config!;
    for (const imp of compiled.data.imports) {
      if (imp.kind === 'theme') {
        themes[imp.name] = imp.source;
        continue;
      }
      if (imp.kind === 'react') {
        others[imp.name] = imp.imported === 'default' ? React : (React as Record<string, unknown>)[imp.imported!];
        continue;
      }
      if (imp.kind === 'svg') {
        const src = ASSET_MARK + imp.source;
        others[imp.name] = ({ title, ...props }: Record<string, unknown>) => createElement('img', { src, alt: typeof title === 'string' ? title : '', ...props });
        continue;
      }
      if (imp.kind === 'module') {
        const target = imp.source.startsWith('@docusaurus/') ? imp.source : SiteModules.resolveFile(imp.source, config.rootDir);
        if (!target) {
          throw new BuildError(`Cannot find the module "${imp.source.startsWith('@site/') ? imp.source : relativePath(dirname(file), imp.source)}".`, { file, line: imp.line }, 'Site components live under the site folder, e.g. `@site/src/components/Name` (a .js, .jsx, .ts or .tsx file, or a folder with an index file).');
        }
        const mod = await this.siteModules.load(target, siteInfo(config));
        if (!(imp.imported! in mod.exports) || mod.exports[imp.imported!] === undefined) {
          throw new BuildError(`"${imp.source.startsWith('@site/') ? imp.source : relativePath(dirname(file), imp.source)}" has no ${imp.imported === 'default' ? 'default export' : `export named ${imp.imported}`}.`, { file, line: imp.line }, `Its exports: ${Object.keys(mod.exports).join(', ') || '(none)'}.`);
        }
        const island = this.islands.urls.get(target);
        others[imp.name] = island ? islandOf(mod.exports[imp.imported!] as ComponentType<any>, island, imp.imported!, { file, line: imp.line, name: imp.name }) : mod.exports[imp.imported!];
        modules.push(mod);
        hashes.push(mod.hash, island ?? '');
        continue;
      }
      const target = resolve(dirname(file), imp.source);
      if (stack.includes(target)) {
        throw new BuildError(`Circular import of ${imp.source}.`, { file, line: imp.line }, 'A partial may not import itself, directly or through other partials.');
      }
      const loaded = await this.partial(target, stack, { file, line: imp.line, source: imp.source });
      components[imp.name] = loaded.component;
      hashes.push(...loaded.hashes);
      linkSources.push(...loaded.linkSources);
      partials.push(...loaded.compiled);
      modules.push(...loaded.modules);
    }
    return { components, others, themes, hashes, linkSources, compiled: partials, modules };
  }

  /** The `'use client'` site modules the pages (and their partials) import. */
  private async clientModules(files: { file: string; compiled: CompiledMdx }[]): Promise<string[]> {
    const config = this.config!;
    const found = new Set<string>();
    const seen = new Set<string>();
    const walk = async (file: string, compiled: CompiledMdx): Promise<void> => {
      for (const imp of compiled.data.imports) {
        if (imp.kind === 'module') {
          const target = SiteModules.resolveFile(imp.source, config.rootDir);
          if (target && isClientModule(target)) found.add(target);
        } else if (imp.kind === 'partial') {
          const target = resolve(dirname(file), imp.source);
          if (seen.has(target) || !existsSync(target)) continue;
          seen.add(target);
          const src = this.readSource(config, target);
          await walk(target, await this.compiler!.compile(src.body, src.file, this.formatOf(src)));
        }
      }
    };
    for (const { file, compiled } of files) await walk(file, compiled);
    return [...found].sort();
  }

  /** The output path of a file next to the content, named by its contents' hash. */
  private asset(ref: { file: string; url: string; line: number }, from: string): string {
    const file = ref.file.startsWith('@site/') ? join(this.config!.rootDir, ref.file.slice('@site/'.length)) : ref.file;
    const st = statSync(file, { throwIfNoEntry: false });
    if (!st?.isFile()) {
      throw new BuildError(`Cannot find the file "${ref.url}" (${file}).`, { file: from, line: ref.line }, 'Put the file next to the page or fix the path; files in the static folder are linked from the root (`/img/x.png`).');
    }
    const stamp = `${st.mtimeMs}:${st.size}`;
    let hit = this.assetHashes.get(file);
    if (hit?.stamp !== stamp) {
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10);
      const ext = extname(file);
      hit = { stamp, out: `assets/media/${basename(file, ext).replace(/[^A-Za-z0-9_-]+/g, '-')}-${hash}${ext.toLowerCase()}` };
      this.assetHashes.set(file, hit);
    }
    this.assets.set(file, hit.out);
    return hit.out;
  }

  async finish(ctx: BuildContext, out: Output): Promise<void> {
    // Two files with the same name and contents (copies in two folders) have one output path: written once.
    for (const [path, file] of new Map([...this.assets].map(([file, path]) => [path, file]))) await out.write(path, readFileSync(file));
    for (const [path, contents] of this.moduleFiles) await out.write(path, contents);
    for (const [path, contents] of this.islands.files) await out.write(path, contents);
    // `docs build`: every page is rendered, so the pages' components (each a second copy of its
    // compiled code) are let go before the site-wide files; serve keeps them for its rebuilds.
    if (!ctx.watch) {
      this.compiler = undefined;
      this.partials = new Map();
    }
  }

  private readonly docKind: PageKind<ServerModule> = {
    content: async (page, { server, model }) => {
      const compiled = page.data as CompiledMdx;
      const imports = await this.imports(compiled, page.sourceFile, [page.sourceFile]);
      const { baseUrl } = model.config;
      // Assets of the page and of its partials, each blamed on the file that names it.
      const assetUrls = new Map<string, string>();
      for (const src of [{ file: page.sourceFile, data: compiled.data }, ...imports.compiled]) {
        for (const ref of src.data.assets ?? []) assetUrls.set(ASSET_MARK + ref.file, withBase(baseUrl, '/' + this.asset(ref, src.file)));
      }
      // Stylesheets and files of the site components the page uses.
      const stylesheets = [...new Set(imports.modules.flatMap((m) => (m.css ? [m.css] : [])))];
      for (const mod of imports.modules) for (const [path, contents] of mod.files) this.moduleFiles.set(path, contents);
      const cards = usesDocCardList(compiled, imports.compiled) ? cardsOf(model, categoryAt(model, page.path)?.items ?? []) : [];
      // A landing page's hero, area cards and tasks, from its front matter and the site (checked when it loaded).
      const landing = page.kind === LANDING_KIND ? landingData(readLanding(page.frontMatter, page.sourceFile)!, page, model) : undefined;
      const links = stylesheets.map((css) => `<link rel="stylesheet" href="${withBase(baseUrl, '/' + css)}">`).join('');
      return {
        key: [compiled.hash, ...imports.hashes, ...assetUrls.values(), ...stylesheets, JSON.stringify(cards), landing ? JSON.stringify(landing) : ''].join(','),
        tocFromHtml: imports.compiled.some((p) => p.data.headings.length > 0),
        finalize: assetUrls.size || links
          ? (html) =>
              links +
              html.replace(/(src|href)="docs-asset:([^"]*)"/g, (all, attr: string, file: string) => {
                // The renderer may percent-encode the path (spaces in `Bloc Overview.svg`).
                const url = assetUrls.get(ASSET_MARK + decodeHtml(file)) ?? assetUrls.get(ASSET_MARK + safeDecodeUri(decodeHtml(file)));
                return url ? `${attr}="${url}"` : all;
              })
          : undefined,
        linkSources: [{ file: page.sourceFile, links: compiled.data.links }, ...imports.linkSources],
        render: async () => {
          const Content = await this.compiler!.component(compiled, imports.others, imports.hashes.join(','));
          const base = server.mdxComponents({
            baseUrl,
            resolveFileLink: (href: string) => resolveMarkdownLink(href, { from: page.sourceFile, contentDir: model.config.contentDir, rootDir: model.config.rootDir, routeOf: (file) => model.routeByFile.get(file) }),
            pagePath: withBase(baseUrl, docusaurusPermalink(page.path, page.frontMatter.slug, page.contentPath, model.config.markdownTrailingSlash)),
          });
          // The theme modules ride along by module name, for partials that import them.
          const given = { ...base, ...server.themeModules({ baseUrl }), '@theme/DocCardList': () => createElement(server.DocCards, { cards, baseUrl }) };
          const content = createElement(Content, { components: { ...given, ...themed(imports.themes, given), ...imports.others, ...withComponents(imports.components, given) } });
          return landing ? createElement(server.Landing, { data: landing, baseUrl }, content) : content;
        },
      };
    },
  };
}

function docPage(src: SourceFile, compiled: CompiledMdx): PageRecord {
  const fm = src.frontMatter;
  const title = fm.title ?? compiled.data.title;
  if (!title) {
    throw new BuildError('The page has no title.', { file: src.file, line: 1 }, 'Add `title:` to the front matter or start the page with a `# Heading`.');
  }
  // A landing page's hero holds its title (checked here, so a mistake stops the build with its line).
  const landing = readLanding(fm, src.file, src.source) !== undefined;
  return {
    id: src.id,
    path: src.route,
    kind: landing ? LANDING_KIND : 'doc',
    title,
    description: fm.description ?? compiled.data.excerpt ?? '',
    headings: compiled.data.headings,
    sourceFile: src.file,
    contentPath: src.relPath,
    frontMatter: fm,
    sourceLinks: compiled.data.links,
    titleInContent: landing || fm.title === undefined || compiled.data.title !== undefined,
    data: compiled,
  };
}
