// The short token classes (renderer/code-tokens.ts) show every character of
// highlighted code as highlight.js's own classes did under the palette they
// replace: the same colour, style and background, in both colour modes.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadHighlighter } from '../cli/mdx/highlight.ts';
import { compactLines, joinLines, shortTokens, splitLines } from '../renderer/code-tokens.ts';
import { requestSamples } from '../renderer/request-samples.ts';
import { repoRoot } from './helpers.ts';

interface Look {
  colour?: string;
  italic?: boolean;
  bold?: boolean;
  background?: string;
}

// The palette as it was written for highlight.js's classes (with today's shades): scope → [light, dark] colours.
const OLD_COLOURS: [string[], string, string][] = [
  [['comment', 'quote'], '#5d6670', '#949da7'],
  [['keyword', 'selector-tag', 'built_in', 'type'], '#c81b27', '#ff7b72'],
  [['string', 'regexp', 'attribute', 'template-variable'], '#0a3069', '#a5d6ff'],
  [['number', 'literal', 'variable', 'symbol', 'bullet', 'link'], '#0550ae', '#79c0ff'],
  [['title', 'section'], '#7846d5', '#d2a8ff'],
  [['attr', 'property', 'params', 'name', 'selector-class', 'selector-id'], '#116329', '#7ee787'],
  [['meta', 'doctag'], '#953800', '#ffa657'],
  [['deletion'], '#82071e', '#ffdcd7'],
  [['addition'], '#0a3069', '#aff5b4'],
];
const OLD_BACKGROUND: Record<string, [string, string]> = { deletion: ['#ffebe9', '#67060c'], addition: ['#dafbe1', '#033a16'] };
// The new classes: class → [light, dark] colours, and backgrounds.
const NEW_COLOURS: Record<string, [string, string]> = {
  c: ['#5d6670', '#949da7'], k: ['#c81b27', '#ff7b72'], s: ['#0a3069', '#a5d6ff'], n: ['#0550ae', '#79c0ff'], t: ['#7846d5', '#d2a8ff'],
  a: ['#116329', '#7ee787'], m: ['#953800', '#ffa657'], d: ['#82071e', '#ffdcd7'], i: ['#0a3069', '#aff5b4'],
};
const NEW_BACKGROUND: Record<string, [string, string]> = { d: ['#ffebe9', '#67060c'], i: ['#dafbe1', '#033a16'] };

/** Each text character with the classes of the spans around it, outermost first. */
function characters(html: string, classOf: (attr: string) => string[]): { char: string; stack: string[][] }[] {
  const out: { char: string; stack: string[][] }[] = [];
  const stack: string[][] = [];
  // highlight.js's spans, or the short token elements (`<t-s>`).
  for (const m of html.matchAll(/<span class="([^"]*)">|<t-([a-z])>|<\/span>|<\/t-[a-z]>|(&[a-z#0-9]+;|[^<])/g)) {
    if (m[3] !== undefined) out.push({ char: m[3], stack: [...stack] });
    else if (m[0].startsWith('</')) stack.pop();
    else stack.push(classOf(m[1] ?? m[2]));
  }
  return out;
}

function oldLook(stack: string[][], dark: number): Look {
  const look: Look = {};
  stack.forEach((classes, depth) => {
    const scope = classes[0];
    const group = OLD_COLOURS.find(([scopes]) => scopes.includes(scope));
    // `.hl-meta .hl-keyword` outweighs `.hl-keyword`.
    const inMeta = stack.slice(0, depth).some((c) => c[0] === 'meta');
    if (scope === 'keyword' && inMeta) look.colour = OLD_COLOURS[6][1 + dark] as string;
    else if (group) look.colour = group[1 + dark] as string;
    if (scope === 'comment' || scope === 'quote' || scope === 'emphasis') look.italic = true;
    if (scope === 'strong') look.bold = true;
    if (OLD_BACKGROUND[scope]) look.background = OLD_BACKGROUND[scope][dark];
  });
  return look;
}

function newLook(stack: string[][], dark: number): Look {
  const look: Look = {};
  for (const [cls] of stack) {
    if (NEW_COLOURS[cls]) look.colour = NEW_COLOURS[cls][dark];
    if (cls === 'c' || cls === 'e') look.italic = true;
    if (cls === 'b') look.bold = true;
    if (NEW_BACKGROUND[cls]) look.background = NEW_BACKGROUND[cls][dark];
  }
  return look;
}

/** Code to highlight: every language of the request samples, and the fenced blocks of the default site's pages. */
function snippets(): { code: string; lang: string }[] {
  const list: { code: string; lang: string }[] = [];
  const request = { method: 'POST', url: 'https://api.example.com/v1/items?expand=owner', headers: [['Authorization', 'Bearer YOUR_API_KEY']] as [string, string][], body: { kind: 'json' as const, mediaType: 'application/json', value: { name: "O'Brien \"x\"", n: 1.5, ok: true, none: null, tags: ['a'] } } };
  for (const s of requestSamples(request)) list.push({ code: s.code, lang: s.language });
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.mdx?$/.test(f)) for (const m of readFileSync(p, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) list.push({ lang: m[1], code: m[2] });
    }
  };
  walk(join(repoRoot, 'content'));
  list.push(
    { lang: 'c', code: '#include <stdio.h>\n#if defined(X)\nint main(void) { return 0; } // done\n#endif' },
    { lang: 'php', code: '<?php\n/** @param int $x */\nfunction f($x) { return true; }' },
    { lang: 'diff', code: '- old line\n+ new line\n@@ -1 +1 @@' },
    { lang: 'markdown', code: '# Title\n\n*em* and **strong** and [link](https://x.example)' },
    { lang: 'python', code: '@decorator\ndef f(a: int = 1) -> None:\n    """Doc."""\n    return f"{a!r}"' },
    { lang: 'json', code: '{"a": [true, false, null, -1.5e3, "s"]}' },
    // Sub-languages: highlight.js wraps them in a span of their own (`language-css`).
    { lang: 'html', code: '<style>p { color: red; }</style>\n<script>const a = "x";</script>' },
    { lang: 'javascript', code: 'const el = <div className="a">{b}</div>;' },
  );
  return list;
}

it('keeps the look of every highlighted character', async () => {
  await loadHighlighter();
  const { default: core } = await import('highlight.js/lib/core');
  const { common } = await import('lowlight');
  const hljs = core.newInstance();
  hljs.configure({ classPrefix: 'hl-' });
  for (const [name, fn] of Object.entries(common)) hljs.registerLanguage(name, fn);
  const list = snippets();
  assert.ok(list.length > 20, `${list.length} snippets`);
  for (const { code, lang } of list) {
    if (!hljs.getLanguage(lang)) continue;
    const raw = hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
    const short = shortTokens(raw);
    const before = characters(raw, (a) => a.replace(/^hl-/, '').split(' '));
    const after = characters(short, (a) => [a]);
    assert.equal(after.map((c) => c.char).join(''), before.map((c) => c.char).join(''), `${lang}: the text`);
    for (const dark of [0, 1]) {
      before.forEach((c, i) => {
        assert.deepEqual(newLook(after[i].stack, dark), oldLook(c.stack, dark), `${lang} ${dark ? 'dark' : 'light'}: ${JSON.stringify(code.slice(0, 60))} at character ${i} (${c.char})`);
      });
    }
    assert.doesNotMatch(short, /hl-|<span/);
  }
});

it('joins the lines of compact blocks with one element per token, not per token and line', async () => {
  await loadHighlighter();
  const { default: core } = await import('highlight.js/lib/core');
  const { common } = await import('lowlight');
  const hljs = core.newInstance();
  hljs.configure({ classPrefix: 'hl-' });
  for (const [name, fn] of Object.entries(common)) hljs.registerLanguage(name, fn);
  let saved = 0;
  for (const { code, lang } of snippets()) {
    if (!hljs.getLanguage(lang)) continue;
    const short = shortTokens(hljs.highlight(code, { language: lang, ignoreIllegals: true }).value);
    const lines = splitLines(short);
    const joined = joinLines(lines);
    // Every character but the line breaks (which show no colour) inside the same tokens as before.
    const strip = (html: string) => characters(html, (a) => [a]).filter((c) => c.char !== '\n');
    assert.deepEqual(strip(joined), strip(short), `${lang}: ${JSON.stringify(code.slice(0, 60))}`);
    assert.equal(joined.split('\n').length, lines.length, `${lang}: the lines`);
    const tokens = (html: string) => html.split('<t-').length;
    assert.ok(tokens(joined) <= tokens(lines.join('\n')), lang);
    saved += lines.join('\n').length - joined.length;
  }
  // The curl sample's JSON body is one string over many lines: one token instead of one per line.
  const body = { kind: 'json' as const, mediaType: 'application/json', value: { a: 1, b: { c: [1, 2, 3] } } };
  const curl = requestSamples({ method: 'POST', url: 'https://api.example.com/x', headers: [], body })[0];
  const html = compactLines(splitLines(shortTokens(hljs.highlight(curl.code, { language: curl.language }).value)));
  assert.equal(html.match(/<t-s>'\{/g)?.length, 1, html);
  assert.doesNotMatch(html, /<\/t-s>\n<t-s>/, html);
  assert.ok(saved > 0);
});
