// Real Docusaurus sites' inputs, each class of failure reduced to its smallest
// case: placeholders that are not ours, relative slugs, link resolution,
// `.md` as MDX, imports, sidebars files, links to what is not built. Unit
// checks where a function decides; one shared build of the
// docusaurus-inputs fixture for the rest.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readSourceFile } from '../cli/content.ts';
import { codeRanges, substituteTokens } from '../cli/tokens.ts';
import { BuildError } from '../cli/errors.ts';

describe('placeholders: only ours, never in code, unknown ones left as written', () => {
  const tokens = { productName: 'Acme' };
  it('leaves {{word}} in fenced and inline code alone, and substitutes ours in prose', () => {
    const text = 'Hi {{productName}}.\n\n```html\n<p>{{ title }}</p>\n```\n\nIn `{{name}}` and ~~~\n\n~~~jinja\n{{ item }}\n~~~\n';
    const out = substituteTokens(text, tokens, 'page.md');
    assert.equal(out, text.replace('{{productName}}', 'Acme'));
  });
  it('an unknown placeholder in prose is no error (a warning, left as written)', () => {
    assert.equal(substituteTokens('Angular binds {{title}} here.', tokens, 'page.md'), 'Angular binds {{title}} here.');
  });
  it('one of ours without a value is still an error', () => {
    assert.throws(() => substituteTokens('Open {{appUrl}}.', tokens, 'page.md'), BuildError);
  });
  it('finds inline code spans and fences, not across a blank line', () => {
    const text = 'a `x` b\n\n`open\n\nnot code` c\n```\nfenced\n```\n';
    const ranges = codeRanges(text).map(([s, e]) => text.slice(s, e));
    assert.deepEqual(ranges, ['`x`', '```\nfenced\n```\n']);
  });
});

describe('relative slugs', () => {
  it('resolves `slug: ../x` from the doc’s folder, as Docusaurus does', () => {
    const src = readSourceFile('/site/docs', '/site/docs/a/b.md', {}, '---\nslug: ../c\n---\n# B\n');
    assert.equal(src.route, '/c/');
    assert.equal(readSourceFile('/site/docs', '/site/docs/a/b/d.md', {}, '---\nslug: ./../e/\n---\n# D\n').route, '/a/e/');
    assert.equal(readSourceFile('/site/docs', '/site/docs/a.md', {}, '---\nslug: ../../x\n---\n# A\n').route, '/x/');
  });
});
