// A page's `import`s: MDX partials, theme components and the site's own
// modules are recorded for the render stage and stripped; files become their
// (hashed) URL; anything else is an error at its line, naming the feature.
import type { Root as MdRoot, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { BuildError } from '../errors.ts';
import { ASSET_MARK } from '../../renderer/contract.ts';
import { dataOf } from './compile-data.ts';

/**
 * Modules the renderer provides (Docusaurus's theme components and Link):
 * imported under any name, they resolve to the built-in components.
 */
export const THEME_MODULES = [
  '@theme/Tabs',
  '@theme/TabItem',
  '@theme/CodeBlock',
  '@theme/Admonition',
  '@theme/Details',
  '@theme/Heading',
  '@theme/Layout',
  '@theme/DocCardList',
  '@docusaurus/Link',
] as const;
const THEME_MODULE_SET = new Set<string>(THEME_MODULES);

/** Docusaurus modules with a stand-in (cli/plugins/docs/site-modules.ts): a page imports them as it imports a site module. */
export const DOCUSAURUS_STAND_INS = ['@docusaurus/useBaseUrl', '@docusaurus/useDocusaurusContext', '@docusaurus/useIsBrowser', '@docusaurus/BrowserOnly', '@docusaurus/theme-common'];

/** Files imported (or required) for their URL: copied under a hashed name. */
export const ASSET_FILE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|svg|pdf|zip|gz|tgz|mp4|webm|mov|mp3|wav|ogg|csv|txt|woff2?|ttf|otf|eot)$/i;

/** Where an imported path points: `@site/…` stays symbolic (the build knows the site's folder), relative paths become absolute. */
export function importTarget(source: string, filePath: string | undefined): string {
  if (source.startsWith('@site/')) return source;
  const dir = filePath ? filePath.replace(/[\\/][^\\/]*$/, '') : '.';
  const parts: string[] = [];
  for (const part of `${dir}/${source}`.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && !(part === '' && parts.length)) parts.push(part);
  }
  return parts.join('/');
}

/** The Docusaurus feature an unsupported import names, for the error message. */
function unsupportedImport(source: string): { feature: string; hint: string } {
  if (source.includes('!')) return { feature: `webpack loader syntax ("${source}")`, hint: 'Import files as they are: `import url from "./file.png"`, or put the code in the page as a code block.' };
  if (source.startsWith('@theme/') || source.startsWith('@theme-original/') || source.startsWith('@theme-init/')) {
    return { feature: `the theme component ${source}`, hint: `Supported theme imports: ${THEME_MODULES.join(', ')}; a site component can be imported from @site/src/components/….` };
  }
  if (source.startsWith('@docusaurus/')) {
    return { feature: `the Docusaurus module ${source}`, hint: `Supported: @docusaurus/Link, ${DOCUSAURUS_STAND_INS.join(', ')}. Write paths from the site root (\`/img/x.png\`).` };
  }
  if (source.startsWith('@generated/')) return { feature: `Docusaurus generated data (${source})`, hint: 'Generated data is not available to pages.' };
  return {
    feature: `the package "${source}"`,
    hint: 'Pages may import React, MDX partials (`./_setup.mdx`), files (`./img/x.png`, `@site/static/…`), components of the site (`@site/src/components/…`, relative `.jsx`/`.tsx`) and the theme components; a package can be used from a site component.',
  };
}

/**
 * Handles the page's imports (the components map supplies the components):
 * MDX partials, theme components and the site's own modules are recorded and
 * stripped; files (`import logo from './logo.png'`, `@site/static/…`) become
 * their (hashed) URL; anything else is reported as unsupported at its line.
 */
export function remarkPartialImports(this: unknown) {
  return (tree: MdRoot, file: VFile) => {
    const data = dataOf(file);
    data.imports = [];
    data.assets ??= [];
    const keep: RootContent[] = [];
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') {
        keep.push(node);
        continue;
      }
      const program = node.data?.estree;
      const body = program?.body ?? [];
      const rest = body.flatMap((statement): typeof body => {
        if (statement.type !== 'ImportDeclaration') return [statement];
        const source = String(statement.source.value);
        const line = statement.loc?.start.line ?? node.position?.start.line ?? 1;
        const defaultOnly = (what: string) => {
          for (const spec of statement.specifiers) {
            if (spec.type !== 'ImportDefaultSpecifier') {
              throw new BuildError(`Import ${what} "${source}" as a default import: \`import Name from '${source}'\`.`, { file: file.path, line });
            }
          }
        };
        if (THEME_MODULE_SET.has(source)) {
          defaultOnly('the theme component');
          for (const spec of statement.specifiers) data.imports.push({ name: spec.local.name, source, line, kind: 'theme' });
          return [];
        }
        const isRelative = /^\.\.?\//.test(source);
        if (isRelative && /\.mdx?$/.test(source)) {
          defaultOnly('the partial');
          for (const spec of statement.specifiers) data.imports.push({ name: spec.local.name, source, line, kind: 'partial' });
          return [];
        }
        if ((isRelative || source.startsWith('@site/') || DOCUSAURUS_STAND_INS.includes(source)) && !source.includes('!')) {
          const target = DOCUSAURUS_STAND_INS.includes(source) ? source : importTarget(source, file.path);
          if (ASSET_FILE.test(source)) {
            defaultOnly('the file');
            data.assets.push({ file: target, url: source, line });
            if (/\.svg$/i.test(source)) {
              // As in Docusaurus, an imported SVG is a component (<Logo />): it renders an <img>.
              for (const spec of statement.specifiers) data.imports.push({ name: spec.local.name, source: target, line, kind: 'svg' });
              return [];
            }
            return statement.specifiers.map((spec) => exportConst(spec.local.name, ASSET_MARK + target));
          }
          for (const spec of statement.specifiers) {
            if (spec.type === 'ImportNamespaceSpecifier') throw new BuildError(`Import named components from "${source}" (\`import { Name } from …\`), not the whole module.`, { file: file.path, line });
            const imported = spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value);
            data.imports.push({ name: spec.local.name, source: target, line, kind: 'module', imported });
          }
          // Bound in the page's code, so values (a list of data, a CSS module's classes) work in expressions too.
          return statement.specifiers.map((spec) => bindImport(spec.local.name));
        }
        // React itself: the renderer's own (pages import it for hooks or out of habit).
        if (source === 'react') {
          for (const spec of statement.specifiers) {
            const imported = spec.type === 'ImportSpecifier' ? (spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value)) : 'default';
            data.imports.push({ name: spec.local.name, source, line, kind: 'react', imported });
          }
          return statement.specifiers.map((spec) => bindImport(spec.local.name));
        }
        const { feature, hint } = unsupportedImport(source);
        throw new BuildError(`Not supported: ${feature}, imported here.`, { file: file.path, line }, hint);
      });
      if (rest.length) {
        program!.body = rest;
        keep.push(node);
      }
    }
    tree.children = keep;
  };
}

/**
 * `export const name = arguments[0].imports.name`: the import's value, which the render stage hands
 * the compiled code when it runs it (MDX's function body reads its runtime from `arguments[0]` too).
 */
function bindImport(name: string): any {
  const id = (n: string) => ({ type: 'Identifier', name: n });
  const init = { type: 'MemberExpression', computed: true, optional: false, object: { type: 'MemberExpression', computed: false, optional: false, object: { type: 'MemberExpression', computed: true, optional: false, object: id('arguments'), property: { type: 'Literal', value: 0, raw: '0' } }, property: id('imports') }, property: { type: 'Literal', value: name, raw: JSON.stringify(name) } };
  return { type: 'ExportNamedDeclaration', declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: id(name), init }] }, specifiers: [], source: null, attributes: [] };
}

/** `export const name = "value"` as an ESM statement (MDX allows only imports and exports). */
function exportConst(name: string, value: string): any {
  return {
    type: 'ExportNamedDeclaration',
    declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: { type: 'Literal', value, raw: JSON.stringify(value) } }] },
    specifiers: [],
    source: null,
    attributes: [],
  };
}
