// The site's own React components, imported by pages (`@site/src/components/…`
// or a relative `.jsx`/`.tsx`), as Docusaurus sites write them. Each module is
// bundled with esbuild (React stays external, so it shares the renderer's
// React; the site's other packages are bundled in from its node_modules),
// imported, and its exports rendered at build time. `.module.css` files become
// scoped class names and one stylesheet per module; imported images become
// hashed files. The theme modules a component may import (`@theme/…`,
// `@docusaurus/Link`, `useBaseUrl`, …) resolve to the renderer's components;
// any other Docusaurus module fails the build at its import line.
import { build, type Metafile, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { esbuildError } from '../../bundle.ts';
import { byUrl, importFromMemory } from '../../memory-module.ts';
import { BuildError } from '../../errors.ts';
import { toolCacheDir, toolRoot } from '../../paths.ts';

/** Theme and Docusaurus modules a site component may import, as module source (bundled with the component). */
function themeShims(site: { baseUrl: string; title: string; tagline: string; url: string }): Record<string, string> {
  const mdx = JSON.stringify(join(toolRoot, 'renderer', 'components', 'Mdx.tsx'));
  const theme = JSON.stringify(join(toolRoot, 'renderer', 'components', 'theme.tsx'));
  const base = JSON.stringify(site.baseUrl);
  return {
    '@theme/Tabs': `export { Tabs as default } from ${mdx};`,
    '@theme/TabItem': `export { TabItem as default } from ${mdx};`,
    '@theme/CodeBlock': `export { CodeBlock as default } from ${mdx};`,
    '@theme/Admonition': `export { Admonition as default } from ${JSON.stringify(join(toolRoot, 'renderer', 'components', 'Admonition.tsx'))};`,
    '@theme/Details': `export { Details as default } from ${theme};`,
    '@theme/Heading': `export { Heading as default } from ${theme};`,
    '@theme/Layout': `export { Layout as default } from ${theme};`,
    '@docusaurus/Link': `import { makeLink } from ${theme}; export default makeLink(${base});`,
    '@docusaurus/useBaseUrl': `import { withBase } from ${JSON.stringify(join(toolRoot, 'renderer', 'url.ts'))}; export default function useBaseUrl(path, opts) { const p = typeof path === 'string' && path && !/^([a-z][a-z0-9+.-]*:|\\/|#)/i.test(path) ? ${base} + path : withBase(${base}, path); return opts && opts.absolute ? ${JSON.stringify(site.url)} + p : p; } export function useBaseUrlUtils() { return { withBaseUrl: useBaseUrl }; }`,
    '@docusaurus/useDocusaurusContext': `const context = ${JSON.stringify({ siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl }, i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] } })}; export default function useDocusaurusContext() { return context; }`,
    '@docusaurus/theme-common': `export function useColorMode() { return { colorMode: 'light', isDarkTheme: false, setColorMode() {} }; } export const ThemeClassNames = { common: {}, docs: {}, blog: {}, page: {}, wrapper: {}, layout: {}, announcementBar: {} };`,
    '@docusaurus/useIsBrowser': 'export default function useIsBrowser() { return false; }',
    '@docusaurus/BrowserOnly': 'export default function BrowserOnly({ fallback }) { return fallback ?? null; }',
  };
}

export type SiteInfo = { rootDir: string; baseUrl: string; title: string; tagline: string; url: string };

/** esbuild plugin: `@site/…` from the site's folder, the supported theme and Docusaurus modules, an error for the others. */
export function docusaurusModules(site: SiteInfo): Plugin {
  const shims = themeShims(site);
  return {
    name: 'docusaurus-modules',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) => {
        const rest = args.path.slice('@site/'.length);
        const resolved = SiteModules.resolveFile(args.path, site.rootDir) ?? (existsSync(join(site.rootDir, rest)) ? join(site.rootDir, rest) : undefined);
        if (!resolved) return { errors: [{ text: `Cannot find "${args.path}" (looked in ${site.rootDir}).` }] };
        return { path: resolved };
      });
      b.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus|generated)\// }, (args) => {
        if (shims[args.path]) return { path: args.path, namespace: 'docs-theme' };
        return { errors: [{ text: `Not supported: ${args.path} (a Docusaurus module). A site component may import ${Object.keys(shims).join(', ')}.` }] };
      });
      b.onLoad({ filter: /.*/, namespace: 'docs-theme' }, (args) => ({ contents: shims[args.path], loader: 'tsx', resolveDir: toolRoot }));
    },
  };
}

export const FILE_LOADERS = Object.fromEntries(
  ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp', 'svg', 'pdf', 'mp4', 'webm', 'mp3', 'wav', 'woff', 'woff2', 'ttf', 'otf', 'eot'].map((ext) => [`.${ext}`, 'file' as const]),
);

export interface SiteModule {
  exports: Record<string, unknown>;
  /** Hash of the bundled code (part of the render-cache key of pages that use it). */
  hash: string;
  /** Output path (under out/) of the module's stylesheet, if it imports CSS. */
  css?: string;
  /** Files the module's bundle made (stylesheet, images): output path → contents. */
  files: Map<string, Uint8Array>;
}

/** The site folder's modules, bundled once per change of any of their input files. */
export class SiteModules {
  private readonly built = new Map<string, { stamp: string; inputs: string[]; module: Promise<SiteModule> }>();

  /** Resolves `@site/…` or an absolute path to the module file (with its extension or index file). */
  static resolveFile(source: string, rootDir: string): string | undefined {
    const base = source.startsWith('@site/') ? join(rootDir, source.slice('@site/'.length)) : source;
    const candidates = [base, ...['.tsx', '.ts', '.jsx', '.js', '.mjs'].map((e) => base + e), ...['index.tsx', 'index.ts', 'index.jsx', 'index.js'].map((i) => join(base, i))];
    return candidates.find((c) => statSync(c, { throwIfNoEntry: false })?.isFile());
  }

  private static stamp(inputs: string[], key: string): string {
    return key + inputs.map((f) => statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? 'gone').join(',');
  }

  load(file: string, site: SiteInfo): Promise<SiteModule> {
    const key = `${site.baseUrl}\0${site.title}\0${site.tagline}\0${site.url}\0`;
    const hit = this.built.get(file);
    if (hit && hit.stamp === SiteModules.stamp(hit.inputs, key)) return hit.module;
    const entry = { stamp: '', inputs: [file], module: Promise.resolve(undefined as unknown as SiteModule) };
    entry.module = this.bundle(file, site).then(({ module, metafile }) => {
      entry.inputs = Object.keys(metafile.inputs).filter((i) => !i.includes('node_modules/') && !i.includes(':')).map((i) => resolve(site.rootDir, i));
      entry.stamp = SiteModules.stamp(entry.inputs, key);
      return module;
    });
    this.built.set(file, entry);
    entry.module.catch(() => this.built.delete(file));
    return entry.module;
  }

  private async bundle(file: string, site: SiteInfo): Promise<{ module: SiteModule; metafile: Metafile }> {
    const docusaurus = docusaurusModules(site);
    // Names the output files (stylesheets, images); nothing is written there.
    const outdir = join(site.rootDir, '.site-modules');
    let result;
    try {
      const virtual = file.startsWith('@docusaurus/');
      result = await build({
        // A stylesheet imported by a page (`import styles from './x.module.css'`): its classes, through a module.
        // A Docusaurus module's stand-in imported by a page (`@docusaurus/useBaseUrl`).
        ...(file.startsWith('@docusaurus/') ? { stdin: { contents: `import * as m from ${JSON.stringify(file)}; export * from ${JSON.stringify(file)}; export default m.default;`, resolveDir: site.rootDir, sourcefile: 'docusaurus-stand-in.js', loader: 'js' as const } } : {}),
        ...(file.endsWith('.css') ? { stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: site.rootDir, sourcefile: file.replace(/\.css$/, '.css.js'), loader: 'js' as const } } : virtual ? {} : { entryPoints: [file] }),
        absWorkingDir: site.rootDir,
        outdir,
        entryNames: '[name]-[hash]',
        assetNames: '[name]-[hash]',
        publicPath: `${site.baseUrl.replace(/\/$/, '')}/assets/site`,
        bundle: true,
        platform: 'node',
        format: 'esm',
        jsx: 'automatic',
        loader: FILE_LOADERS,
        // React stays outside: the renderer's own copy, imported by URL (the module is imported from memory).
        plugins: [byUrl('tool-react', /^react(-dom)?(\/|$)/, () => [toolRoot]), docusaurus],
        define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
        metafile: true,
        write: false,
        logLevel: 'silent',
      });
    } catch (error) {
      esbuildError(error, site.rootDir, 'Fix the component or its imports.');
    }
    const files = new Map<string, Uint8Array>();
    let js: Uint8Array | undefined;
    let css: string | undefined;
    for (const out of result.outputFiles) {
      const rel = relative(outdir, out.path).split('\\').join('/');
      if (out.path.endsWith('.js') && !js) js = out.contents;
      else {
        files.set(`assets/site/${rel}`, out.contents);
        if (rel.endsWith('.css')) css = `assets/site/${rel}`;
      }
    }
    if (!js) throw new BuildError('The module made no JavaScript to import.', { file }, 'Pages import components (.js, .jsx, .ts, .tsx) and CSS modules (.module.css).');
    const hash = createHash('sha256').update(js).update(JSON.stringify([...files.keys()])).digest('hex').slice(0, 16);
    let exports: Record<string, unknown>;
    try {
      exports = await importFromMemory(js!);
    } catch (error) {
      throw new BuildError(`The component module threw while loading: ${(error as Error).message}`, { file });
    }
    return { module: { exports, hash, css, files }, metafile: result.metafile };
  }
}
