// The one-pass JSON locator (cli/plugins/api/json-places.ts) must place every
// pointer where Redocly's YAML syntax tree does: keys of members, array
// elements, the root, duplicate keys (the first), escaped names, other lines.
import * as redocly from '@redocly/openapi-core';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { jsonPlaces } from '../cli/plugins/api/json-places.ts';
import { createLocator, pointerOf, pointerSegments } from '../cli/plugins/api/problems.ts';
import { openApiCorpus } from './helpers.ts';

type R = Parameters<typeof createLocator>[0];

/** Redocly's own place of a pointer (what the locator did for every pointer before). */
const sources = new Map<string, InstanceType<typeof redocly.Source>>();
function redoclyPlace(text: string, pointer: string) {
  // One per text: Redocly keeps its syntax tree on it.
  let source = sources.get(text);
  if (!source) sources.set(text, (source = new redocly.Source('doc.json', text)));
  const lc = redocly.getLineColLocation({ source, pointer, reportOnKey: pointer !== '#/' } as never);
  return { line: lc.start.line, column: lc.start.col };
}

/** Pointers to every member and element of a value (up to a number of them). */
function pointersOf(value: unknown, limit: number, at: string[] = [], out: string[][] = [[]]): string[][] {
  if (!value || typeof value !== 'object' || out.length >= limit) return out;
  for (const [k, v] of Object.entries(value)) {
    if (out.length >= limit) break;
    out.push([...at, k]);
    pointersOf(v, limit, [...at, k], out);
  }
  return out;
}

test('places pointers where Redocly does, in crafted JSON', () => {
  const text = [
    '{',
    '  "openapi": "3.0.3", "info": {"title": "T", "version": "1"},',
    '  "paths": {',
    '    "/a/{id}": { "get": { "parameters": [ {"name": "id"},',
    '        {"name": "q", "schema": {"enum": ["x", "y"]}} ], "responses": {} } },',
    '    "/b~c": {"post": {"description": "caf\\u00e9 \\"quoted\\" é"}}',
    '  },',
    '  "x-dup": 1, "x-dup": {"inner": [[1, 2], {"deep": true}]},',
    '  "empty": {}, "list": []',
    '}',
  ].join('\r\n');
  const pointers = pointersOf(JSON.parse(text), 1000);
  const places = jsonPlaces(text, pointers);
  for (const [i, segments] of pointers.entries()) {
    const pointer = segments.length ? pointerOf(...segments) : '#/';
    // Inside a duplicated key Redocly stops at the first (a number here); the member is in the last, which JSON.parse keeps.
    if (segments[0] === 'x-dup' && segments.length > 1) continue;
    assert.deepEqual(places[i], redoclyPlace(text, pointer), pointer);
  }
  assert.deepEqual(jsonPlaces(text, [['x-dup'], ['x-dup', 'inner', '1', 'deep']]), [{ line: 8, column: 3 }, { line: 8, column: 44 }]);
  // Missing members are not placed; the same pointer twice is placed twice.
  assert.deepEqual(jsonPlaces(text, [['paths', 'nope'], ['info'], ['info']]), [undefined, { line: 2, column: 23 }, { line: 2, column: 23 }]);
});

test('the locator places planner pointers as before, in real schemas and across files', () => {
  const files = openApiCorpus().filter((f) => f.endsWith('.json'));
  assert.ok(files.length > 10);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const pointers = pointersOf(JSON.parse(text), 400).map((s) => (s.length ? pointerOf(...s) : '#/'));
    const located = createLocator(redocly as unknown as R, file, (f) => readFileSync(f, 'utf8'))(pointers);
    pointers.forEach((pointer, i) => assert.deepEqual(located[i], { file, ...redoclyPlace(text, pointer) }, `${file} ${pointer}`));
  }
  // A pointer through a $ref into another file is placed in that file (YAML there: Redocly's way).
  const site = mkdtempSync(join(tmpdir(), 'json-places-'));
  writeFileSync(join(site, 'root.json'), '{\n  "paths": {\n    "/x": {"$ref": "./x.yaml#/item"}\n  }\n}\n');
  writeFileSync(join(site, 'x.yaml'), 'item:\n  get:\n    summary: X\n');
  const [inYaml, inRoot] = createLocator(redocly as unknown as R, join(site, 'root.json'), (f) => readFileSync(f, 'utf8'))([pointerOf('paths', '/x', 'get'), pointerOf('paths', '/x')]);
  assert.deepEqual(inYaml, { file: join(site, 'x.yaml'), line: 2, column: 3 });
  assert.deepEqual(inRoot, { file: join(site, 'root.json'), line: 3, column: 5 });
  assert.deepEqual(pointerSegments(pointerOf('a/b', 'c~d')), ['a/b', 'c~d']);
});
