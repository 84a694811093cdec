// The fast `.md` path (cli/mdx/fast/): where its gate admits a file, the
// element tree and the compile data are exactly the unified path's; what it
// does not parse alike goes to the unified path.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compileMarkdown, compileSource } from '../cli/mdx/compile-source.ts';
import { BuildError } from '../cli/errors.ts';
import { generatePage } from './markdown-corpus.ts';
import { repoRoot } from './helpers.ts';

/** Compiles a file both ways; asserts they agree where the fast path takes it. Returns whether it did. */
async function sameBothWays(body: string, file: string): Promise<boolean> {
  const fast = await compileMarkdown(body, file, 'fast');
  if (!fast) return false;
  const unified = await compileMarkdown(body, file, 'unified');
  assert.deepEqual(fast, unified, `${file}: the fast path differs from the unified path`);
  return true;
}

/** The `.md` files under `dir`, leaving out what builds write there (other tests build the fixtures meanwhile). */
function markdownFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.md') && !f.split(sep).some((part) => part.startsWith('.') || part === 'out' || part === 'node_modules'))
    .map((f) => join(dir, f));
}

describe('the fast Markdown path', () => {
  it("compiles the repository's .md files as the unified path does, where it takes them", async () => {
    const files = [...markdownFiles(join(repoRoot, 'test', 'fixtures')), ...markdownFiles(join(repoRoot, 'content'))];
    assert.ok(files.length >= 10);
    const taken: string[] = [];
    for (const file of files) if (await sameBothWays(readFileSync(file, 'utf8'), file)) taken.push(relative(repoRoot, file));
    // The page of everything the fast path handles is taken (the check is not vacuous).
    assert.ok(taken.includes('test/fixtures/markdown/fast.md'), taken.join(', '));
    assert.ok(taken.length >= files.length / 2, `${taken.length} of ${files.length} taken`);
  });

  it('compiles generated pages as the unified path does, where it takes them', async () => {
    let taken = 0;
    const pages = 600;
    for (let seed = 0; seed < pages; seed++) if (await sameBothWays(generatePage(seed), `/site/docs/page-${seed}.md`)) taken++;
    assert.ok(taken >= pages / 20, `only ${taken} of ${pages} generated pages taken`);
  });

  it('compiles the benchmark pages as the unified path does, and takes them all', async (t) => {
    const dir = join(repoRoot, 'bench', '.corpora', 'small', 'docs');
    if (!existsSync(dir)) {
      const { ensureCorpus } = (await import('../bench/corpus.mjs' as string)) as { ensureCorpus: (name: string) => string };
      try {
        ensureCorpus('small');
      } catch (error) {
        t.skip(`no benchmark corpus: ${(error as Error).message}`);
        return;
      }
    }
    for (const file of markdownFiles(dir)) assert.ok(await sameBothWays(readFileSync(file, 'utf8'), file), `${file} not taken`);
  });

  it('renders what the fixture asks for', async () => {
    const file = join(repoRoot, 'test', 'fixtures', 'markdown', 'fast.md');
    const { output, data } = (await compileMarkdown(readFileSync(file, 'utf8'), file, 'fast'))!;
    assert.match(output, /\["h2",\{"id":"custom-id"\},"Heading with ",\["em",\{\},"emphasis"\]\]/);
    assert.match(output, /\["div",\{"className":"admonition admonition--warning","role":"note"\},\["p",\{"className":"admonition__title"\},"Outer"\],\["div",\{"className":"admonition__body"\},"\\n",\["div",\{"className":"admonition admonition--info"/);
    assert.match(output, /\["p",\{"className":"admonition__title"\},"Custom title with ",\["code",\{\},"code"\]\]/);
    assert.match(output, /\["th",\{"style":\{"textAlign":"center"\}\},"Center"\]/);
    assert.match(output, /\["CodeBlock",\{"html":"(?:[^"\\]|\\.)*","language":"js","title":"a.js","showLineNumbers":"1"\}\]/);
    assert.deepEqual(data.headings.map((h) => h.id), ['custom-id', 'code-heading', 'same-text', 'same-text-1', 'setext-heading', 'time-1030-here']);
    assert.equal(data.title, 'Fast page');
    assert.deepEqual(data.assets.map((a) => [a.url, a.line]), [['./img.png', 45], ['img/pic.png', 99], ['./files/sample.pdf', 99], ['./a b.png', 99], ['./file_name.pdf', 99], ['./pic.png', 106]]);
    // A definition is recorded where it stands; references render with its URL and title.
    assert.deepEqual(data.links.at(-1), { url: './doc.md', line: 105 });
    assert.match(output, /\["a",\{"href":"\.\/doc\.md","title":"Title"\},"Ref"\]/);
    assert.deepEqual(data.links.slice(0, 4), [
      { url: './other.md#part', line: 3 },
      { url: '/docs/x', line: 3 },
      { url: 'https://example.com', line: 3 },
      { url: 'https://autolink.example/path', line: 3 },
    ]);
  });

  it('leaves to the unified path what it does not parse alike', async () => {
    const cases: Record<string, string> = {
      'raw HTML block': '<div>raw</div>\n',
      'inline HTML': 'Inline <span>x</span>.\n',
      'an HTML comment': 'Text <!-- c --> here.\n',
      footnotes: 'A note[^1].\n\n[^1]: Text.\n',
      'a task list': '- [ ] todo\n- [x] done\n',
      'a leaf directive': '::leaf[label]\n',
      'a text directive with a label': 'Text :abbr[label] here.\n',
      'a text directive with attributes': 'Text :abbr{.x} here.\n',
      'an admonition with attributes': ':::note{.x}\nBody\n:::\n',
      'a directive that is not an admonition': ':::details\nBody\n:::\n',
      'an admonition in a list': '- item\n\n  :::note\n  Body\n  :::\n',
      'a footnote-like definition': '[^x]\n\n[^x]: ./a.md\n',
      'a definition followed by indented text': '[g]:f\n    `\n',
      'a definition with an empty title': '[x]: ./a.md ""\n\n[x]\n',
      'a www autolink literal': 'See www.example.com.\n',
      'an email autolink literal': 'Mail a@b.co.\n',
      'a URL autolink literal': 'Go to https://x.y now.\n',
      strikethrough: '~~gone~~\n',
      'single-tilde strikethrough': '~gone~\n',
      'CRLF line endings': 'a\r\nb\r\n',
      'an unclosed code span': 'Code `` a ` b and `c`\n',
      'an escaped backtick': 'Not \\`code`\n',
      'an unclosed fence': '```js\nunclosed\n',
      'a table row with more cells than its header': '| a |\n| - |\n| b | c |\n',
      'a table whose head row has no pipe': 'API\n--- |\n',
      'a table without leading pipes': 'a | b\n- | -\n',
      'a blank line after a nested list': '- a\n  - b\n\n- c\n',
      'a colon in an image description': '![a:b](x.png)\n',
      'an empty link title': '[a](b "")\n',
      'a code span of spaces': 'a `   ` b\n',
      'emphasis in emphasis': '*a *b**\n',
      'a run of three emphasis markers': '***a** b*\n',
      'an emphasis marker next to an emoji': 'a*\u{1F642}*b\n',
      'the rule of three': '**.* o*b\n',
      'a tab at the end of a paragraph': 'a:\t\n',
      'indented code followed by a blank line with a tab': '    m\n\n\t\n',
      'an ordered list from 2 after indented code': '    e\n\n2) `b`\n',
      'an ordered list from 2 in a quote after indented code': '    e\n\n>2) `b`\n',
      'indented code indented with a tab': '>\n\t(\n    r\n',
      'indented code with a trailing line of spaces': '    code\n      \nnext\n',
    };
    for (const [name, body] of Object.entries(cases)) {
      assert.equal(await compileMarkdown(body, '/site/docs/x.md', 'fast'), undefined, `the fast path took ${name}`);
    }
  });

  it('is how .md pages compile, with errors still at their file and line', async () => {
    const file = '/site/docs/broken.md';
    await assert.rejects(compileSource('# Title\n\nText.\n\n:::nonsense\nBody\n:::\n', file), (error: unknown) => {
      assert.ok(error instanceof BuildError);
      assert.match(error.message, /Unknown admonition ":::nonsense"/);
      assert.deepEqual([error.place?.file, error.place?.line], [file, 5]);
      return true;
    });
    const page = '# Title\n\n:::tip Hint\nA [link](./a.md).\n:::\n';
    assert.deepEqual(await compileSource(page, '/site/docs/ok.md'), await compileMarkdown(page, '/site/docs/ok.md', 'fast'));
  });
});
