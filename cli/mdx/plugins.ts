// remark plugins that turn our MDX dialect into React-ready output and
// collect what later stages need (title, headings, links, files, excerpt).
// The page's imports are imports.ts's; code blocks, code-blocks.ts's.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Root as MdRoot, Heading, Paragraph, PhrasingContent } from 'mdast';
import type { VFile } from 'vfile';
import { BuildError } from '../errors.ts';
import { walk, SKIP } from './walk.ts';
import { ASSET_MARK } from '../../renderer/contract.ts';
import { ADMONITION_KINDS, ADMONITION_NAMES, admonitionKind } from '../../renderer/admonitions.ts';
import { dataOf } from './compile-data.ts';
import { importTarget } from './imports.ts';

export type { CompileData, LinkRef, PartialImport, TocEntry } from './compile-data.ts';

const ADMONITION_LINE = new RegExp(`^(\\s*:::)(${ADMONITION_NAMES.join('|')})[ \\t]+([^[{\\s].*?)\\s*$`);

/**
 * `:::note Title` (no brackets) → `:::note[Title]`; `{#id}` after a heading is escaped so MDX keeps it as text;
 * a ```` ```mdx-code-block ```` fence is unwrapped (its content is MDX, as in Docusaurus), its fence lines left blank
 * so line numbers stay right.
 */
export function preprocessSource(source: string): string {
  let fence: { char: string; size: number } | null = null;
  let unwrap: { char: string; size: number } | null = null;
  return source
    .split('\n')
    .map((line) => {
      const f = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
      if (f) {
        const closes = (open: { char: string; size: number } | null) => open && f[1][0] === open.char && f[1].length >= open.size && f[2].trim() === '';
        if (fence === null) {
          if (unwrap && closes(unwrap)) {
            unwrap = null;
            return '';
          }
          if (!unwrap && f[2].trim() === 'mdx-code-block') {
            unwrap = { char: f[1][0], size: f[1].length };
            return '';
          }
          fence = { char: f[1][0], size: f[1].length };
        } else if (closes(fence)) fence = null;
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
        const kind = admonitionKind(node.name);
        if (!kind) {
          throw new BuildError(`Unknown admonition ":::${node.name}".`, { file: file.path, line: node.position?.start.line }, `Use one of ${ADMONITION_KINDS.map((a) => ':::' + a).join(', ')}.`);
        }
        const children = [...node.children];
        // An alias keeps its own name as the title (`:::important` is an info box titled "important"), as in Docusaurus.
        let titleChildren: PhrasingContent[] = [{ type: 'text', value: node.name }];
        if (children[0]?.data?.directiveLabel) titleChildren = (children.shift() as Paragraph).children;
        node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition--${kind}`], role: 'note' } };
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

/**
 * A link to a file, as Docusaurus tells one: `@site/…`, or a relative path with an extension other
 * than a page's (`./sample.pdf`). Other relative links (`./adding-flow`, `usage/`) are URLs.
 */
const isFileLink = (url: string) => (url.startsWith('@site/') && !/\.mdx?(?:[?#]|$)/.test(url)) || (isLocalFile(url) && /\.(?!mdx?$|html?$)[A-Za-z0-9]+$/.test(url.split(/[?#]/)[0]));
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
    if (typeof node.url === 'string' && (node.type === 'image' ? isLocalFile(node.url) : (node.type === 'link' || node.type === 'definition') && isFileLink(node.url))) {
      node.url = mark(node.url, line);
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'head') {
      throw new BuildError('Not supported: a <head> element in MDX.', { file: file.path, line }, 'Set the title, description, keywords and image in the front matter instead.');
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && Array.isArray(node.attributes)) {
      for (const attr of node.attributes) {
        if (attr.type !== 'mdxJsxAttribute') continue;
        if (typeof attr.value === 'string' && (attr.name === 'src' ? isLocalFile(attr.value) : attr.name === 'href' && isFileLink(attr.value))) {
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
