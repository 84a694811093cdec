// The fast JSON example highlighter gives exactly the general highlighter's markup, made compact.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadHighlighter, renderCompactCodeHtml } from '../cli/mdx/highlight.ts';
import { jsonToHtml } from '../cli/plugins/api/json-html.ts';
import { repoRoot } from './helpers.ts';

it('highlights JSON examples like lowlight does', async () => {
  await loadHighlighter();
  const values: unknown[] = [{ a: 1e300, b: -0, c: 1.5e-7, d: 'x"y\\z\u2028<&>', e: [[[]]], 'k:"': { '': null }, f: true, g: false }, null, 'text', 3, []];
  const collect = (n: any, depth = 0) => {
    if (!n || typeof n !== 'object' || depth > 40) return;
    for (const [k, v] of Object.entries(n)) {
      if (k === 'example' || k === 'value') values.push(v);
      collect(v, depth + 1);
    }
  };
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.json')) collect(JSON.parse(readFileSync(p, 'utf8')));
    }
  };
  walk(join(repoRoot, 'test/fixtures/openapi-corpus'));
  assert.ok(values.length > 100, `${values.length} values`);
  for (const v of values) assert.equal(jsonToHtml(v), renderCompactCodeHtml(JSON.stringify(v, null, 2), 'json'), JSON.stringify(v).slice(0, 200));
});
