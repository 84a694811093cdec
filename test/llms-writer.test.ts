// The twins' own Markdown writer: for every tree it takes it must write what
// mdast-util-to-markdown writes (the library is the oracle here), and text
// with Markdown's special characters must read back as the same text.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { serialize, serializeWithLibrary } from '../cli/markdown/html-to-markdown.ts';
import { Unsupported, writeMarkdown } from '../cli/markdown/markdown-writer.ts';

const TRICKY = [
  'a * b', '*not emphasis*', '_not emphasis_', 'snake_case_name', '__init__', 'a_', '_a', 'x `code` y', '[not a link](x)', 'a ] b',
  '<div>', 'a < b > c', '<https://x.example>', 'a | b', '# not a heading', '1. not a list', '2) neither', '- nor this', '+ this',
  '> no quote', 'back\\slash', 'ends with \\', 'C:\\path\\*', '\\*', 'www.example.com', 'user@example.com', 'https://x.example/a_b',
  'AT&T', '&amp; is not an entity', '&#35;', '!', 'wow![x]', '~~no strike~~', '=== not setext', '---', '***', '1.5 is a number',
  'a\nb', 'ends in #', 'trailing #', 'ok.', 'a !', 'p: x', 'http: //', 'w.x', 'W.w.w', 'a@b@c', '_@x', 'x._y', ':-', '|-',
];

const p = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const t = (value: string): PhrasingContent => ({ type: 'text', value });
const root = (...children: RootContent[]): Root => ({ type: 'root', children });

/** Trees that put a string everywhere text goes in a twin. */
function treesWith(s: string): Root[] {
  return [
    root(p(t(s))),
    root(p(t('before '), t(s), t(' after'))),
    root({ type: 'heading', depth: 2, children: [t(s)] }),
    root(p({ type: 'strong', children: [t(`${s} x`)] }), p({ type: 'emphasis', children: [t(`y ${s}`)] })),
    root(p(t('see '), { type: 'link', url: 'https://x.example/a?b=1&c=2', children: [t(s)] }, t(s))),
    root(p({ type: 'image', url: 'https://x.example/i.png', alt: s })),
    root(p({ type: 'inlineCode', value: s }, t(' '), { type: 'inlineCode', value: `\`${s}\`` })),
    root({ type: 'code', lang: 'ts', meta: `title="${s.replace(/\n/g, ' ')}"`, value: `${s}\n\`\`\`\nmore` }),
    root({ type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [p(t(s))] }, { type: 'listItem', spread: false, children: [p(t('b')), { type: 'list', ordered: true, spread: false, children: [{ type: 'listItem', spread: false, children: [p(t(s))] }] }] }] }),
    root({ type: 'blockquote', children: [p({ type: 'strong', children: [t('Note:')] }, t(' '), t(s)), p(t(s))] }),
    root({
      type: 'table',
      align: [null, null],
      children: [
        { type: 'tableRow', children: [{ type: 'tableCell', children: [t('Name')] }, { type: 'tableCell', children: [t('Description')] }] },
        { type: 'tableRow', children: [{ type: 'tableCell', children: [{ type: 'inlineCode', value: s }] }, { type: 'tableCell', children: [t(s), { type: 'break' }, t('x')] }] },
      ],
    }),
  ];
}

/** A deterministic stream of strings made of Markdown's special characters. */
function* randomStrings(count: number): Generator<string> {
  const alphabet = ['a', 'b', 'w', 'p', 's', '1', '2', ' ', ' ', '*', '_', '`', '[', ']', '(', ')', '<', '>', '|', '#', '.', '-', '+', '=', ':', '!', '&', '@', '\\', '~', '/', 'é', '\n'];
  let seed = 42;
  const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let i = 0; i < count; i++) {
    let s = '';
    const length = 1 + Math.floor(next() * 12);
    for (let j = 0; j < length; j++) s += alphabet[Math.floor(next() * alphabet.length)];
    yield s;
  }
}

/** The writer's output, or undefined when it leaves the tree to the library. */
function written(tree: Root): string | undefined {
  try {
    return writeMarkdown(structuredClone(tree));
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

const parse = (md: string) => fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

describe('llms Markdown writer', () => {
  it('writes what mdast-util-to-markdown writes', () => {
    let covered = 0;
    let total = 0;
    for (const s of [...TRICKY, ...randomStrings(1500)]) {
      for (const tree of treesWith(s)) {
        total++;
        const ours = written(tree);
        if (ours === undefined) continue;
        covered++;
        assert.equal(ours, serializeWithLibrary(structuredClone(tree)), `for ${JSON.stringify(s)} in ${JSON.stringify(tree)}`);
      }
    }
    // Most trees take the fast path; the rest are the library's anyway.
    assert.ok(covered > total * 0.6, `only ${covered} of ${total} trees written by the writer`);
  });

  it('writes text that reads back as the same text', () => {
    for (const s of TRICKY) {
      const flat = s.replace(/\n/g, ' ');
      const paragraph = parse(serialize(root(p(t(s)))));
      assert.equal(paragraph.children.length, 1, `${JSON.stringify(s)} stays one paragraph`);
      assert.equal(paragraph.children[0].type, 'paragraph');
      assert.equal(toString(paragraph), s, `paragraph ${JSON.stringify(s)}`);

      const heading = parse(serialize(root({ type: 'heading', depth: 2, children: [t(flat)] })));
      assert.equal(heading.children[0].type, 'heading');
      assert.equal(toString(heading), flat, `heading ${JSON.stringify(s)}`);

      const [tree] = treesWith(flat).slice(-1);
      const table = parse(serialize(tree)).children[0];
      assert.equal(table.type, 'table', `table with ${JSON.stringify(s)}`);
      if (table.type !== 'table') continue;
      assert.equal(toString(table.children[1].children[0]), flat, `code in a cell ${JSON.stringify(s)}`);
      assert.equal(toString(table.children[1].children[1]), `${flat} x`, `text in a cell ${JSON.stringify(s)}`);

      const linked = parse(serialize(root(p({ type: 'link', url: 'https://x.example/', children: [t(flat)] })))).children[0];
      assert.ok(linked.type === 'paragraph' && linked.children.length === 1 && linked.children[0].type === 'link', `link text ${JSON.stringify(s)}`);
      assert.equal(toString(linked), flat);

      const code = parse(serialize(root({ type: 'code', lang: 'md', meta: null, value: `${s}\n\`\`\`\n\`\`\`\`` }))).children[0];
      assert.ok(code.type === 'code' && code.value === `${s}\n\`\`\`\n\`\`\`\``, `code block ${JSON.stringify(s)}`);

      const inline = parse(serialize(root(p({ type: 'inlineCode', value: `\`${flat}\`` })))).children[0];
      assert.ok(inline.type === 'paragraph' && inline.children[0].type === 'inlineCode' && inline.children[0].value === `\`${flat}\``, `inline code ${JSON.stringify(s)}`);
    }
  });

  it('keeps emphasis and strong where they are', () => {
    const tree = root(p(t('a '), { type: 'strong', children: [t('b_c')] }, t(' d '), { type: 'emphasis', children: [t('e*f')] }, t('.')));
    const md = serialize(tree);
    // `b_c` right after `**`: mdast-util-to-markdown escapes an underscore next to a marker's neighbour.
    assert.equal(md, 'a **b\\_c** d _e\\*f_.\n');
    const back = parse(md).children[0];
    assert.ok(back.type === 'paragraph');
    assert.deepEqual(
      back.children.map((c) => [c.type, toString(c)]),
      [['text', 'a '], ['strong', 'b_c'], ['text', ' d '], ['emphasis', 'e*f'], ['text', '.']],
    );
  });
});
