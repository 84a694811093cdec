// The front-matter fast path (cli/simple-yaml.ts) against the YAML library:
// wherever the fast path answers, it must give exactly the library's data; it
// may decline anything (the library then reads it).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseSimpleMapping } from '../cli/simple-yaml.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The fast path's answer, checked against the library's; returns whether the fast path answered. */
function agrees(text: string): boolean {
  const fast = parseSimpleMapping(text);
  if (fast === undefined) return false;
  let slow: unknown;
  try {
    slow = parse(text);
  } catch (error) {
    assert.fail(`the fast path read ${JSON.stringify(text)} though the YAML library rejects it: ${(error as Error).message}`);
  }
  assert.deepEqual(fast, slow ?? {}, `front matter ${JSON.stringify(text)}`);
  return true;
}

function frontMatters(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (!/\.mdx?$/.test(name) || name.includes('node_modules')) continue;
    const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, name), 'utf8'));
    if (m) found.push(m[1]);
  }
  return found;
}

describe('front matter fast path', () => {
  it('reads every front matter of the site and the fixtures as the YAML library does', () => {
    const all = [...frontMatters(join(root, 'content')), ...frontMatters(join(root, 'test', 'fixtures'))];
    assert.ok(all.length > 50, `only ${all.length} front matters found`);
    const answered = all.filter(agrees).length;
    // Most real front matter is flat: the fast path is worth having only if it answers for most of it.
    assert.ok(answered / all.length > 0.7, `the fast path answered for ${answered} of ${all.length}`);
  });

  it('answers for flat scalars and agrees on each', () => {
    const cases = [
      'title: Hello',
      'title: "Quoted: with colon"',
      "title: 'It''s single'",
      'title: "Escapes \\" \\\\ \\n \\t \\u00e9 \\/"',
      'sidebar_position: 3\nhide_title: true\ndraft: false\nslug: /a/b',
      'pagination_next: null\npagination_prev: ~',
      'title: Array[int] and {braces}, commas',
      'title: a#b and a:b and trailing colon-free',
      'title: He said "hi"',
      'title: Ünïcödé — dashes',
      'id: x\n\n# a comment line\ndescription: Two  spaces inside',
      'title: Hello   ',
      'n: 0\nm: -12\nbig: 123456789012345',
      'title: TRUE\nother: False\nthird: NULL',
      'description: yes\nother: no\nthird: on',
    ];
    for (const text of cases) assert.ok(agrees(text), `the fast path declined ${JSON.stringify(text)}`);
  });

  it('declines what it does not read exactly as YAML, and never disagrees', () => {
    const cases = [
      'tags: [a, b]',
      'tags:\n  - a\n  - b',
      'last_update:\n  date: 2024-01-01',
      'title: a: b',
      'title: a #comment',
      'title:',
      'title: x\ntitle: y',
      'date: 2024-01-01',
      'n: 012',
      'n: 1.5',
      'n: 0x1F',
      'n: .inf',
      'n: -0',
      'n: +3',
      'title: &anchor x',
      'title: *alias',
      'title: !tag x',
      'title: |\n  block',
      'title: >\n  folded',
      'title: "unterminated',
      "title: 'a' b",
      'title: "a" # c',
      '"quoted key": x',
      '  indented: x',
      'title: plain\n  continued',
      'title: %x',
      'title: @x',
      'title: `x`',
      'title: "\\x41"',
      'title: x\t# tab comment',
      'key:value',
      '---\ntitle: x',
      'title: a\u00a0b',
    ];
    for (const text of cases) {
      const fast = parseSimpleMapping(text);
      if (fast !== undefined) agrees(text);
    }
    // The ones that must go to the library (its answer differs from a naive reading, or it is an error).
    for (const text of ['tags: [a, b]', 'title: a #comment', 'title: x\ntitle: y', 'date: 2024-01-01', 'n: 1.5', 'title:', 'title: a: b']) {
      assert.equal(parseSimpleMapping(text), undefined, JSON.stringify(text));
    }
  });
});
