// Generated Markdown pages for the fast `.md` path's identity test
// (markdown-fast.test.ts): seeded, so a failure names a page that can be made
// again. Pages mix the constructs guides use with their corners (laziness,
// interruptions, odd delimiters, tabs, escapes), blocks joined with and
// without blank lines, and bits of character soup.

/** A small seeded PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['alpha', 'beta', 'gamma', 'API', 'token', 'the', 'a', 'of', 'request', 'Café', 'naïve', 'x', 'y2', 'snake_case', 'kebab-case', 'v1.2', '10:30', 'a:b', 'e.g.', '(see)', '"quoted"', "it's", '1.', '2)', 'foo*bar', 'a_b_c'];
const SOUP = ['*', '**', '_', '__', '`', '``', '~~', '[', ']', '(', ')', '!', '\\', '&amp;', '&copy;', '&#35;', '&#x41;', '&nbsp;', '&bogus;', '#', '|', ':', '::', '{', '}', '<', '>', '-', '+', '=', '"', "'", ' ', '  ', '\t', '\n', '1.', '---', '***'];
const LANGS = ['', 'js', 'ts', 'python', 'bash', 'json', 'yaml', 'text', 'go', 'unknownlang', 'js title="a.js"', 'js {1,3-4}', 'ts showLineNumbers', 'python title="x.py" showLineNumbers=3 {2}', ' js  meta  '];
const KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];
const LABELS = ['ref', 'Ref', 'other', 'img', 'a b', 'A  B', 'x', 'undefined', '^1'];

// What the fast path sends to the unified path anyway: half the pages leave it out, to test more of what it takes.
const GATED = /[~@<`[{]|\]:|www\.|https?:|::|\*\*\*|___/;

/** A page; odd seeds make pages without the constructs the fast path never takes. */
export function generatePage(seed: number): string {
  const rnd = random(seed);
  const mild = seed % 2 === 1;
  const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
  const choose = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const pick = <T>(list: readonly T[]): T => {
    const item = choose(list);
    return mild && typeof item === 'string' && GATED.test(item) ? ('' as T) : item;
  };
  const chance = (p: number) => rnd() < p;

  const word = () => pick(WORDS);
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const url = () => pick(['./other.md', '../guide.md#part', '/docs/x', './img.png', './files/sample.pdf', 'img/pic.png', '#anchor', 'https://example.com/a?b=c', 'mailto:x@example.com', './a b.png', '<./sp ace.png>', './par(en).md', 'ftp://x', './caf%C3%A9.png', './file.txt?x=1#y', '@site/static/a.png', '']);
  const title = () => pick(['', '', ' "Title"', " 'single'", ' (paren)', ' "with \\"escape\\""', ' "T &amp; c"']);

  function inline(depth = 0): string {
    const parts: string[] = [];
    const n = int(1, 7);
    for (let i = 0; i < n; i++) {
      const r = rnd();
      if (r < 0.35) parts.push(words(int(1, 5)));
      else if (r < 0.45 && depth < 2) parts.push(`${pick(['*', '_', '**', '__', '***', '~~'])}${inline(depth + 1)}${pick(['*', '_', '**', '__', '***', '~~'])}`);
      else if (r < 0.52) {
        const code = pick(['code', 'a `b` c', 'x|y', '<tag>', ' ', '*not*', 'a\\b', '[x](y)', '~/.config']) || 'code';
        if (mild) parts.push(code.includes('`') ? `\`\` ${code} \`\`` : `\`${code}\``);
        else parts.push(`${pick(['`', '``', '` ', '`` '])}${code}${pick(['`', '``', ' `', ' ``'])}`);
      }
      else if (r < 0.6 && depth < 2) parts.push(`[${inline(depth + 1)}](${url()}${title()})`);
      else if (r < 0.64 && depth < 2) parts.push(`![${chance(0.8) ? words(int(0, 3)) : inline(depth + 1)}](${url()}${title()})`);
      else if (r < 0.66) parts.push(pick(['<https://autolink.example/p>', '<mailto:a@b.c>', '<a@b.co>', '<http://x.y/a_b>']));
      else if (r < 0.68 && depth < 2) {
        const label = choose(LABELS);
        parts.push(choose([`[${inline(depth + 1)}][${label}]`, `[${label}][]`, `[${label}]`, `![${words(int(0, 2))}][${label}]`, `[${label}] [${choose(LABELS)}]`]));
      }
      else if (r < 0.7) parts.push(pick(['\\*', '\\_', '\\[', '\\`', '\\\\', '\\#', '\\a', '\\|', '\\{', '&amp;', '&lt;', '&copy;', '&#123;', '&#xA9;', '&nosuch;']));
      else if (r < 0.75) parts.push(pick(['  \n', '\\\n', '\n', ' \n', '\t\n', '\n  ', '   \n\t']));
      else if (r < 0.93) parts.push(mild && chance(0.5) ? word() : pick(SOUP));
      else parts.push(`${word()}${pick(SOUP)}${word()}`);
    }
    return parts.join(pick(['', ' ', ' ']));
  }
  const line = () => inline().replace(/\n/g, ' ');

  function block(depth: number): string {
    const r = rnd();
    if (r < 0.22) return inline();
    if (r < 0.32) {
      if (chance(0.8)) return `${'#'.repeat(int(1, 6))}${pick([' ', '  ', '\t'])}${line()}${pick(['', ' {#custom-id}', ' {#Other_1}', ' #', ' ##  ', '  '])}`;
      return `${line()}\n${pick(['===', '---', '=', '- - -'])}`;
    }
    if (r < 0.44 && depth < 3) {
      const ordered = chance(0.4);
      const marker = ordered ? pick(['.', ')']) : pick(['-', '*', '+']);
      let start = ordered ? pick([1, 1, 0, 3, 10]) : 0;
      const items: string[] = [];
      const loose = chance(0.3);
      for (let i = int(1, 4); i > 0; i--) {
        const m = ordered ? `${start++}${marker}` : marker;
        const pad = ' '.repeat(m.length + 1);
        const body = Array.from({ length: chance(0.3) ? 2 : 1 }, () => block(depth + 1)).join(chance(0.5) ? '\n\n' : '\n');
        const indented = body.split('\n').map((l, k) => (k === 0 || l === '' ? l : (chance(0.9) ? pad : '') + l)).join('\n');
        items.push(`${m}${pick([' ', ' ', '  ', '\t'])}${chance(0.05) ? pick(['[ ] ', '[x] ']) : ''}${indented}`);
      }
      return items.join(loose ? '\n\n' : '\n');
    }
    if (r < 0.5 && depth < 3) {
      const body = block(depth + 1);
      return body.split('\n').map((l) => (chance(0.9) ? pick(['> ', '>', '>  ']) : '') + l).join('\n');
    }
    if (r < 0.62) {
      const fence = choose(['```', '````', '~~~']);
      const code = Array.from({ length: int(0, 5) }, () => choose(['const a = 1;', '  indented()', '', '// highlight-next-line', '# highlight-start', '# highlight-end', 'x = "<b>&amp;</b>"', ':::', '```', '\ttab', '{{ braces }}', 'if (a < b) { return }'])).join('\n');
      return `${pick(['', '', ' ', '  '])}${fence}${choose(LANGS)}\n${code}${chance(0.95) ? `\n${fence}` : ''}`;
    }
    if (r < 0.66) return Array.from({ length: int(1, 3) }, () => `${pick(['    ', '\t', '     '])}${pick(['code line', 'x < y', '', 'more  '])}`).join('\n');
    if (r < 0.76) {
      const cols = int(1, 4);
      const row = (cells: string[]) => `${chance(0.8) ? '| ' : ''}${cells.join(pick([' | ', '|', ' |']))}${chance(0.8) ? ' |' : ''}`;
      const head = row(Array.from({ length: cols }, () => words(int(1, 2))));
      const delim = row(Array.from({ length: cols }, () => pick(['---', ':---', ':---:', '---:', '-', ':-:'])));
      const rows = Array.from({ length: int(0, 3) }, () => row(Array.from({ length: int(Math.max(1, cols - 1), cols + 1) }, () => (chance(0.7) ? line().replace(/\|/g, '') : pick(['`a\\|b`', '', '**x**', '[l](./t.md)', '![i](./i.png)', '\\|'])))));
      return [head, delim, ...rows].join('\n');
    }
    if (r < 0.8) return pick(['---', '***', '___', ' - - -', '* * *', '-----']);
    if (r < 0.84) {
      return Array.from({ length: int(1, 3) }, () => `${choose(['', ' ', '  '])}[${choose(LABELS)}]:${choose([' ', '\n', '  '])}${choose(['./doc.md', '<./a b.md>', './img.png', '/abs', 'https://example.com', './files/x.pdf'])}${choose(['', ' "Title"', "\n'T2'", ' (p)', ' ""'])}`).join('\n');
    }
    if (r < 0.9 && depth < 2) {
      const colons = pick([':::', ':::', '::::']);
      const open = `${colons}${pick(KINDS)}${pick(['', '', ' Title here', '[Bracket title]', ' *Em* title', ' `code` title', '{.x}', '[]', ' '])}`;
      const body = Array.from({ length: int(0, 2) }, () => block(depth + 1)).join('\n\n');
      return `${open}\n${pick(['', '\n'])}${body}${pick(['\n\n', '\n'])}${chance(0.93) ? colons : ''}`;
    }
    if (r < 0.93) return pick(['<div>raw</div>', '<!-- c -->', '[ref]: ./doc.md "T"', '[^1]: note', '::leaf[x]', ':::', 'text <span>x</span>', '<details>\n<summary>S</summary>\n\nx\n\n</details>']);
    return Array.from({ length: int(3, 20) }, () => pick(SOUP)).join('');
  }

  const blocks: string[] = [];
  if (chance(0.6)) blocks.push(`# ${line()}`);
  for (let i = int(1, 10); i > 0; i--) blocks.push(block(0));
  let page = '';
  for (const b of blocks) page += (page ? pick(['\n\n', '\n\n', '\n', '\n\n\n']) : '') + b;
  return page + pick(['\n', '', '\n\n']);
}
