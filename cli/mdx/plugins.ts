// remark/rehype plugins that turn our MDX dialect into React-ready output and
// collect what later stages need (title, headings, links, partial imports).
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { Root as MdRoot, Heading, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import type { VFile } from 'vfile';
import { BuildError } from '../errors.ts';
import { ASSET_MARK } from '../../renderer/contract.ts';
import { ADMONITION_KINDS, isAdmonitionKind } from '../../renderer/admonitions.ts';

const ADMONITION_LINE = new RegExp(`^(\\s*:::)(${ADMONITION_KINDS.join('|')})[ \\t]+([^[{\\s].*?)\\s*$`);
import { parseCodeMeta, renderCodeHtml } from './highlight.ts';

export interface TocEntry {
  depth: number;
  id: string;
  text: string;
}
export interface LinkRef {
  url: string;
  line: number;
}
export interface PartialImport {
  name: string;
  source: string;
  line: number;
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


/** Imports the compiler provides itself: these components are always in scope. */
const BUILTIN_MODULES = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/CodeBlock']);

export function dataOf(file: VFile): CompileData {
  return file.data as unknown as CompileData;
}

/** Strips `import X from './_partial.mdx'`; pages get partials through their components map. */
export function remarkPartialImports(this: unknown) {
  return (tree: MdRoot, file: VFile) => {
    const data = dataOf(file);
    data.imports = [];
    const keep: RootContent[] = [];
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') {
        keep.push(node);
        continue;
      }
      const program = node.data?.estree;
      const body = program?.body ?? [];
      const rest = body.filter((statement) => {
        if (statement.type !== 'ImportDeclaration') return true;
        const source = String(statement.source.value);
        const line = statement.loc?.start.line ?? node.position?.start.line ?? 1;
        if (BUILTIN_MODULES.has(source)) return false;
        if (!/^\.\.?\/.*\.mdx?$/.test(source)) {
          throw new BuildError(
            `Cannot import "${source}".`,
            { file: file.path, line },
            'Pages may import MDX partials by relative path (`./_setup.mdx`) and @theme/Tabs, @theme/TabItem; other components are provided globally.',
          );
        }
        for (const spec of statement.specifiers) {
          if (spec.type !== 'ImportDefaultSpecifier') {
            throw new BuildError(`Import the partial "${source}" as a default import: \`import Name from '${source}'\`.`, { file: file.path, line });
          }
          data.imports.push({ name: spec.local.name, source, line });
        }
        return false;
      });
      if (rest.length) {
        program!.body = rest;
        keep.push(node);
      }
    }
    tree.children = keep;
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
    visit(tree, (node: any, index, parent: any) => {
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

/** Heading ids (GitHub-style slugs or `{#custom}`), the TOC and the h1 title. */
export function remarkHeadings() {
  return (tree: MdRoot, file: VFile) => {
    const data = dataOf(file);
    const slugger = new GithubSlugger();
    data.headings = [];
    visit(tree, 'heading', (node: Heading) => {
      let customId: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
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
    });
  };
}

const isLocalFile = (url: string) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url) && url !== '' && !/\.mdx?(?:[?#]|$)/.test(url);

/**
 * Images and links to files next to the page (`![Flow](./flow.svg)`,
 * `<img src="./x.png">`, `[sample](./sample.pdf)`): recorded with their line
 * and marked, so the render stage copies each file under a hashed name.
 */
export function remarkLocalAssets() {
  return (tree: MdRoot, file: VFile) => {
    const data = dataOf(file);
    data.assets = [];
    const dir = file.path ? file.path.replace(/[\\/][^\\/]*$/, '') : '.';
    const mark = (url: string, line: number) => {
      const clean = decodeURIComponent(url.split(/[?#]/)[0]);
      const abs = `${dir}/${clean}`.replace(/\/\.\//g, '/');
      data.assets.push({ file: abs, url, line });
      return ASSET_MARK + abs;
    };
    visit(tree, (node: any) => {
      const line = node.position?.start.line ?? 0;
      if ((node.type === 'image' || node.type === 'link' || node.type === 'definition') && typeof node.url === 'string' && isLocalFile(node.url)) {
        node.url = mark(node.url, line);
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && Array.isArray(node.attributes)) {
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && (attr.name === 'src' || attr.name === 'href') && typeof attr.value === 'string' && isLocalFile(attr.value)) {
            attr.value = mark(attr.value, line);
          }
        }
      }
    });
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
export function remarkCollectLinks() {
  return (tree: MdRoot, file: VFile) => {
    const data = dataOf(file);
    data.links = [];
    visit(tree, (node: any) => {
      const line = node.position?.start.line ?? 0;
      if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && typeof node.url === 'string' && !node.url.startsWith(ASSET_MARK)) data.links.push({ url: node.url, line });
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && Array.isArray(node.attributes)) {
        for (const attr of node.attributes) {
          if (attr.type === 'mdxJsxAttribute' && (attr.name === 'href' || attr.name === 'to' || attr.name === 'src') && typeof attr.value === 'string' && !attr.value.startsWith(ASSET_MARK)) {
            data.links.push({ url: attr.value, line });
          }
        }
      }
    });
  };
}

/** `<pre><code>` → `<CodeBlock>` carrying pre-highlighted HTML (one string, cheap to render). */
export function rehypeCodeBlocks() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element, index, parent: any) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const className = ((code.properties?.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'));
      const lang = className?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const text = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
      const attributes = [
        { type: 'mdxJsxAttribute', name: 'html', value: renderCodeHtml(text, lang, meta.highlight) },
      ];
      if (lang) attributes.push({ type: 'mdxJsxAttribute', name: 'language', value: lang });
      if (meta.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
      parent.children[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
      return SKIP;
    });
  };
}
