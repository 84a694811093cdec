// remark/rehype plugins that turn our MDX dialect into React-ready output and
// collect what later stages need (title, headings, links, partial imports).
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Root as MdRoot, Heading, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import type { VFile } from 'vfile';
import { BuildError } from '../errors.ts';
import { walk, SKIP } from './walk.ts';
import { ASSET_MARK } from '../../renderer/contract.ts';
import { ADMONITION_KINDS, isAdmonitionKind } from '../../renderer/admonitions.ts';

const ADMONITION_LINE = new RegExp(`^(\\s*:::)(${ADMONITION_KINDS.join('|')})[ \\t]+([^[{\\s].*?)\\s*$`);
import { applyMagicComments, parseCodeMeta, renderCodeHtml } from './highlight.ts';

export type { LinkRef, TocEntry } from '../plugin-api.ts';
import type { LinkRef, TocEntry } from '../plugin-api.ts';
export interface PartialImport {
  /** The local name the page uses. */
  name: string;
  /** As written, except modules and SVGs: their absolute path (or `@site/…`). */
  source: string;
  line: number;
  /** `partial`: an MDX file; `theme`: a built-in component; `module`: the site's own JS/TS module; `svg`: an SVG used as a component. */
  kind: 'partial' | 'theme' | 'module' | 'svg';
  /** For modules: the export the name binds (`default` or a named export). */
  imported?: string;
}
export interface CompileData {
  title?: string;
  headings: TocEntry[];
  links: LinkRef[];
  imports: PartialImport[];
  /** Files next to the content that the page shows or links (images, downloads), by absolute path. */
  assets: { file: string; url: string; line: number }[];
  /** The first paragraph as plain text: the page's description when the front matter has none. */
  excerpt?: string;
}


export function dataOf(file: VFile): CompileData {
  return file.data as unknown as CompileData;
}

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

/** Files imported (or required) for their URL: copied under a hashed name. */
export const ASSET_FILE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|svg|pdf|zip|gz|tgz|mp4|webm|mov|mp3|wav|ogg|csv|txt|woff2?|ttf|otf|eot)$/i;

/** Where an imported path points: `@site/…` stays symbolic (the build knows the site's folder), relative paths become absolute. */
function importTarget(source: string, filePath: string | undefined): string {
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
    return { feature: `the Docusaurus module ${source}`, hint: 'Supported: @docusaurus/Link. Hooks such as useBaseUrl or useDocusaurusContext have no equivalent: write the path from the site root (`/img/x.png`).' };
  }
  if (source.startsWith('@generated/')) return { feature: `Docusaurus generated data (${source})`, hint: 'Generated data is not available to pages.' };
  return {
    feature: `the package "${source}"`,
    hint: 'Pages may import MDX partials (`./_setup.mdx`), files (`./img/x.png`, `@site/static/…`), components of the site (`@site/src/components/…`, relative `.jsx`/`.tsx`) and the theme components; a package can be used from a site component.',
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
        if ((isRelative || source.startsWith('@site/')) && !source.includes('!')) {
          const target = importTarget(source, file.path);
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
          return [];
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

/** `:::note Title` (no brackets) → `:::note[Title]`; `{#id}` after a heading is escaped so MDX keeps it as text. */
export function preprocessSource(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const f = /^\s*(`{3,}|~{3,})/.exec(line);
      if (f) {
        if (fence === null) fence = f[1][0];
        else if (f[1][0] === fence) fence = null;
        return line;
      }
      if (fence) return line;
      const adm = ADMONITION_LINE.exec(line);
      if (adm) return `${adm[1]}${adm[2]}[${adm[3]}]`;
      const heading = /^(#{1,6}\s.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(line);
      if (heading) return `${heading[1]} \\{#${heading[2]}\\}`;
      return line;
    })
    .join('\n');
}

export function remarkAdmonitions() {
  return (tree: MdRoot, file: VFile) => {
    walk(tree, (node: any, index, parent: any) => {
      if (node.type === 'containerDirective') {
        if (!isAdmonitionKind(node.name)) {
          throw new BuildError(`Unknown admonition ":::${node.name}".`, { file: file.path, line: node.position?.start.line }, `Use one of ${ADMONITION_KINDS.map((a) => ':::' + a).join(', ')}.`);
        }
        const children = [...node.children];
        let titleChildren: PhrasingContent[] = [{ type: 'text', value: node.name }];
        if (children[0]?.data?.directiveLabel) titleChildren = (children.shift() as Paragraph).children;
        node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition--${node.name}`], role: 'note' } };
        node.children = [
          { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition__title'] } }, children: titleChildren },
          { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition__body'] } }, children },
        ];
        return;
      }
      // Text like "10:30" or "a:b" must stay text: undo unknown leaf/text directives.
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const prefix = node.type === 'textDirective' ? ':' : '::';
        const label = node.children?.length ? `[${toString(node)}]` : '';
        const replacement = node.type === 'textDirective'
          ? { type: 'text', value: `${prefix}${node.name}${label}` }
          : { type: 'paragraph', children: [{ type: 'text', value: `${prefix}${node.name}${label}` }] };
        parent.children.splice(index, 1, replacement);
        mergeText(parent);
        return [SKIP, 0];
      }
    });
  };
}

/** Joins adjacent text nodes (restored directives would otherwise render as separate text runs). */
function mergeText(parent: { children: any[] }) {
  for (let i = parent.children.length - 1; i > 0; i--) {
    const [a, b] = [parent.children[i - 1], parent.children[i]];
    if (a.type === 'text' && b.type === 'text') {
      a.value += b.value;
      parent.children.splice(i, 1);
    }
  }
}

/**
 * Headings, local files and links, in one walk over the page (each used to
 * walk it on its own). Per node, as when they ran one after another: the
 * heading's id, then the file marks, then the links left for the link check.
 */
export function remarkHeadingsAssetsLinks() {
  return (tree: MdRoot, file: VFile) => {
    const heading = headingIds(file);
    const assets = localAssets(file);
    const links = collectLinks(file);
    walk(tree, (node: any) => {
      if (node.type === 'heading') heading(node);
      assets(node);
      links(node);
    });
  };
}

/** Heading ids (GitHub-style slugs or `{#custom}`), the TOC and the h1 title. */
function headingIds(file: VFile) {
  const data = dataOf(file);
  const slugger = new GithubSlugger();
  data.headings = [];
  return (node: Heading) => {
    let customId: string | undefined;
    let last = node.children[node.children.length - 1];
    // Docusaurus's MDX form: `## Title {/* #custom-id */}` (a comment, so other tools ignore it).
    const comment = (last as { type: string; value?: string } | undefined)?.type === 'mdxTextExpression' ? /^\s*\/\*\s*#([A-Za-z0-9_-]+)\s*\*\/\s*$/.exec((last as { value: string }).value) : null;
    if (comment) {
      customId = comment[1];
      node.children.pop();
      last = node.children[node.children.length - 1];
      if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
    } else if (last?.type === 'text') {
      const m = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(last.value);
      if (m) {
        customId = m[1];
        last.value = last.value.slice(0, m.index);
      }
    }
    const text = toString(node).trim();
    if (node.depth === 1 && data.title === undefined) data.title = text;
    const id = customId ?? slugger.slug(text);
    if (customId) slugger.slug(customId); // reserve it so a later heading with that text gets a suffix
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object), id } };
    if (node.depth > 1) data.headings.push({ depth: node.depth, id, text });
  };
}

const isLocalFile = (url: string) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url) && url !== '' && !/\.mdx?(?:[?#]|$)/.test(url) && !url.startsWith(ASSET_MARK);

/**
 * Images and links to files next to the page (`![Flow](./flow.svg)`,
 * `<img src="./x.png">`, `[sample](./sample.pdf)`): recorded with their line
 * and marked, so the render stage copies each file under a hashed name.
 */
function localAssets(file: VFile) {
  const data = dataOf(file);
  data.assets ??= [];
  const mark = (url: string, line: number) => {
    const clean = decodeURIComponent(url.split(/[?#]/)[0]);
    const target = importTarget(clean.startsWith('@site/') || /^\.\.?\//.test(clean) ? clean : `./${clean}`, file.path);
    data.assets.push({ file: target, url, line });
    return ASSET_MARK + target;
  };
  return (node: any) => {
    const line = node.position?.start.line ?? 0;
    if ((node.type === 'image' || node.type === 'link' || node.type === 'definition') && typeof node.url === 'string' && isLocalFile(node.url)) {
      node.url = mark(node.url, line);
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'head') {
      throw new BuildError('Not supported: a <head> element in MDX.', { file: file.path, line }, 'Set the title, description, keywords and image in the front matter instead.');
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && Array.isArray(node.attributes)) {
      for (const attr of node.attributes) {
        if (attr.type !== 'mdxJsxAttribute') continue;
        if ((attr.name === 'src' || attr.name === 'href') && typeof attr.value === 'string' && isLocalFile(attr.value)) {
          attr.value = mark(attr.value, line);
        }
        // `src={require('./img/x.png').default}` (Docusaurus's way to show a file next to the page).
        const expression = attr.value?.type === 'mdxJsxAttributeValueExpression' ? String(attr.value.value) : undefined;
        const required = expression && /^\s*require\(\s*(['"])([^'"]+)\1\s*\)(?:\.default)?\s*$/.exec(expression);
        if (required) attr.value = mark(required[2], line);
      }
    }
    // Any other require() has nothing to load it at render time.
    const code = node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm' ? String(node.value)
      : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? (node.attributes ?? []).map((a: any) => (typeof a.value === 'object' && a.value ? a.value.value : '')).join('\n')
      : '';
    if (/(^|[^\w$.])require\s*\(/.test(code.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) {
      throw new BuildError('Not supported: require() here.', { file: file.path, line }, "require() works for a file in a JSX attribute (`src={require('./img/x.png').default}`); elsewhere, import the file: `import url from './file.png'`.");
    }
  };
}

/** The first top-level paragraph as plain text (Docusaurus's default description). */
export function remarkExcerpt() {
  return (tree: MdRoot, file: VFile) => {
    const first = tree.children.find((node) => node.type === 'paragraph');
    const text = first ? toString(first).replace(/\s+/g, ' ').trim() : '';
    if (text) dataOf(file).excerpt = text;
  };
}

/** Records every link target with its line, for the link check. */
function collectLinks(file: VFile) {
  const data = dataOf(file);
  data.links = [];
  return (node: any) => {
    const line = node.position?.start.line ?? 0;
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && typeof node.url === 'string' && !node.url.startsWith(ASSET_MARK)) data.links.push({ url: node.url, line });
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && Array.isArray(node.attributes)) {
      for (const attr of node.attributes) {
        if (attr.type === 'mdxJsxAttribute' && (attr.name === 'href' || attr.name === 'to' || attr.name === 'src') && typeof attr.value === 'string' && !attr.value.startsWith(ASSET_MARK)) {
          data.links.push({ url: attr.value, line });
        }
      }
    }
  };
}

/** The attributes of a highlighted `<CodeBlock>`: its HTML and what the meta string asks for. */
function codeBlockAttributes(text: string, lang: string | undefined, metaString: string | undefined, extra: { title?: string; showLineNumbers?: string } = {}) {
  const meta = parseCodeMeta(metaString);
  const magic = meta.hasRanges ? { code: text, highlight: new Set<number>() } : applyMagicComments(text, lang);
  const highlight = new Set([...meta.highlight, ...magic.highlight]);
  const attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[] = [{ type: 'mdxJsxAttribute', name: 'html', value: renderCodeHtml(magic.code, lang, highlight) }];
  if (lang) attributes.push({ type: 'mdxJsxAttribute', name: 'language', value: lang });
  const title = meta.title ?? extra.title;
  if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  const numbers = meta.showLineNumbers ? String(meta.firstLineNumber) : extra.showLineNumbers;
  if (numbers) attributes.push({ type: 'mdxJsxAttribute', name: 'showLineNumbers', value: numbers });
  return attributes;
}

/** The text of a `<CodeBlock>` written with literal code: `{`…`}`, `{'…'}` or plain text. */
function literalCode(children: any[]): string | undefined {
  if (children.length === 1 && children[0].type === 'mdxFlowExpression') {
    const expr = children[0].data?.estree?.body?.[0]?.expression;
    if (expr?.type === 'TemplateLiteral' && expr.expressions.length === 0) return expr.quasis[0].value.cooked;
    if (expr?.type === 'Literal' && typeof expr.value === 'string') return expr.value;
    return undefined;
  }
  if (children.every((c) => c.type === 'text')) return children.map((c) => c.value).join('');
  return undefined;
}

/**
 * `<pre><code>` → `<CodeBlock>` carrying pre-highlighted HTML (one string, cheap
 * to render): meta-string ranges and titles, magic comments, line numbers. A
 * `<CodeBlock>` written in the page with literal code is highlighted the same way.
 */
export function rehypeCodeBlocks() {
  return (tree: HastRoot, file: VFile) => {
    const codeBlockNames = new Set(['CodeBlock', ...(dataOf(file).imports ?? []).filter((i) => i.source === '@theme/CodeBlock').map((i) => i.name)]);
    walk(tree, (node: any, index, parent: any) => {
      if (node.type === 'mdxJsxFlowElement' && codeBlockNames.has(node.name) && !node.attributes.some((a: any) => a.name === 'html')) {
        const text = literalCode(node.children);
        if (text === undefined) return;
        const attr = (name: string) => {
          const a = node.attributes.find((x: any) => x.type === 'mdxJsxAttribute' && x.name === name);
          return a === undefined ? undefined : a.value === null ? 'true' : typeof a.value === 'string' ? a.value : undefined;
        };
        const lang = attr('language');
        const showLineNumbers = attr('showLineNumbers');
        node.attributes = [
          ...node.attributes.filter((a: any) => !['language', 'title', 'metastring', 'showLineNumbers'].includes(a.name)),
          ...codeBlockAttributes(text.replace(/^\n/, ''), lang, attr('metastring'), { title: attr('title'), showLineNumbers: showLineNumbers === 'true' ? '1' : showLineNumbers }),
        ];
        node.children = [];
        return SKIP;
      }
      if (node.type !== 'element' || node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const className = ((code.properties?.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'));
      const lang = className?.slice('language-'.length);
      const text = code.children.map((c: any) => (c.type === 'text' ? c.value : '')).join('');
      parent.children[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes: codeBlockAttributes(text, lang, (code.data as { meta?: string } | undefined)?.meta), children: [] };
      return SKIP;
    });
  };
}
