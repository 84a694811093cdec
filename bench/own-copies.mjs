// `node --import tsx bench/own-copies.mjs [out-dir] [md-dir]`: does each of
// our own copies of a library still pay? Times our code and the library on
// the same inputs, alternating A and B in rounds (medians of the rounds, so a
// machine whose speed drifts affects both alike):
//   HTML → hast       cli/markdown/fast-fragment.ts  vs parse5 (both through hast-util-from-parse5)
//   hast → mdast      cli/markdown/hast-to-mdast.ts  vs hast-util-to-mdast
//   mdast → Markdown  cli/markdown/markdown-writer.ts vs mdast-util-to-markdown
//   .md → tree        cli/mdx/fast/ (markdown-it)     vs remark-parse, the whole compile
// Inputs: the pages of a built site (default: out/) and a folder of .md files
// (default: the small benchmark corpus's docs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMdast } from 'hast-util-to-mdast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import { readFragment } from '../cli/markdown/fast-fragment.ts';
import { withoutCodeSpans } from '../cli/markdown/parse-html.ts';
import { cleanHtml, serializeWithLibrary } from '../cli/markdown/html-to-markdown.ts';
import { simpleToMdast } from '../cli/markdown/hast-to-mdast.ts';
import { writeMarkdown } from '../cli/markdown/markdown-writer.ts';
import { compileMarkdown, preloadCompiler } from '../cli/mdx/compile-source.ts';

const outDir = process.argv[2] ?? 'out';
const mdDir = process.argv[3] ?? 'bench/.corpora/small/docs';
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const files = (dir, ext) => readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(ext)).map((f) => join(dir, f));

const base = { url: 'https://docs.example.com/page/', siteUrl: 'https://docs.example.com' };
// Guides' articles, as the llms plugin converts them (API pages' twins come from their views).
const pages = files(outDir, 'index.html')
  .filter((f) => !f.includes('/api/'))
  .map((f) => /<article class="markdown">([\s\S]*)<\/article>/.exec(readFileSync(f, 'utf8'))?.[1])
  .filter(Boolean);
// What the twins parse: the article with the code blocks' token tags dropped; only what our reader takes.
const fragments = pages.map(withoutCodeSpans).filter((html) => readFragment(html));
const title = (html) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '') ?? '';
const trees = pages.map((html) => cleanHtml(html, base, { dropTitle: title(html) }));
// Only trees both sides take: our converter declines some (they go to the library in a build).
const simple = trees.filter((t) => simpleToMdast(structuredClone(t)));
const roots = simple.map((t) => simpleToMdast(structuredClone(t)));
const writable = roots.filter((r) => { try { writeMarkdown(r); return true; } catch { return false; } });
const mdFiles = files(mdDir, '.md').map((f) => [readFileSync(f, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''), f]);
await preloadCompiler();

/** ms for one pass of fn over items (inputs cloned outside the clock when asked). */
async function pass(items, fn, clone) {
  let ms = 0;
  for (const item of items) {
    const input = clone ? structuredClone(item) : item;
    const t = performance.now();
    await fn(input);
    ms += performance.now() - t;
  }
  return ms;
}

async function compare(name, items, ours, library, clone = false) {
  const a = [], b = [];
  await pass(items, ours, clone); await pass(items, library, clone); // warm-up
  for (let i = 0; i < ROUNDS; i++) {
    a.push(await pass(items, ours, clone));
    b.push(await pass(items, library, clone));
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
  const ratios = a.map((x, i) => x / b[i]);
  console.log(`${name.padEnd(18)} ${String(items.length).padStart(4)} inputs  ours ${median(a).toFixed(1).padStart(7)} ms  library ${median(b).toFixed(1).padStart(7)} ms  ours/library ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)})`);
}

console.log(`${pages.length} pages of ${outDir} (${pages.length - fragments.length} declined by our HTML reader, ${trees.length - simple.length} declined by our hast converter, ${roots.length - writable.length} by our writer), ${mdFiles.length} .md files of ${mdDir}; ${ROUNDS} alternated rounds`);
await compare('HTML → hast', fragments, (html) => fromParse5(readFragment(html)), (html) => fromParse5(parseFragment(html)));
await compare('hast → mdast', simple, (t) => simpleToMdast(t), (t) => toMdast(t), true);
await compare('mdast → Markdown', writable, (r) => writeMarkdown(r), (r) => serializeWithLibrary(r));
await compare('.md compile', mdFiles, ([body, f]) => compileMarkdown(body, f, 'fast'), ([body, f]) => compileMarkdown(body, f, 'unified'));
