// Code blocks compiled to `<CodeBlock>` elements carrying their highlighted
// HTML: fenced code, and `<CodeBlock>` written in a page with literal code.
import type { Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { dataOf } from './compile-data.ts';
import { applyMagicComments, parseCodeMeta, renderCodeHtml } from './highlight.ts';
import { walk, SKIP } from './walk.ts';

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
