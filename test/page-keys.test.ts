// serve compares a page's data with its last build's instead of serialising it
// again (render.ts `sameJson`): equal must mean "serialises to the same JSON",
// never more, or an edit could leave a page stale.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sameJson } from '../cli/page-data.ts';

/** A small random JSON-like value (with the odd value JSON treats specially). */
function randomValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 6 : 8));
  switch (pick) {
    case 0: return null;
    case 1: return next() < 0.5;
    case 2: return [0, 1, -0, 2.5, NaN, Infinity][Math.floor(next() * 6)];
    case 3: return ['', 'a', 'b', 'é'][Math.floor(next() * 4)];
    case 4: return undefined;
    case 5: return new Date(0);
    case 6: return Array.from({ length: Math.floor(next() * 3) }, () => randomValue(next, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (const k of ['x', 'y', 'z'].filter(() => next() < 0.5)) o[k] = randomValue(next, depth + 1);
      return o;
    }
  }
}

describe('page data comparison (serve)', () => {
  it('finds equal what serialises alike, through shared and copied objects', () => {
    const headings = [{ id: 'a', text: 'A', level: 2 }];
    assert.equal(sameJson({ title: 'T', headings }, { title: 'T', headings }), true);
    assert.equal(sameJson({ title: 'T', headings, next: { href: '/b/' } }, { title: 'T', headings: structuredClone(headings), next: { href: '/b/' } }), true);
    assert.equal(sameJson({ a: [1, [2, { b: null }]] }, { a: [1, [2, { b: null }]] }), true);
  });

  it('finds different what differs, and what it cannot vouch for', () => {
    assert.equal(sameJson({ title: 'T' }, { title: 'U' }), false);
    assert.equal(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 }), false); // another key order is another string
    assert.equal(sameJson({ a: [1, 2] }, { a: [1, 2, 3] }), false);
    assert.equal(sameJson({ a: [] }, { a: {} }), false);
    assert.equal(sameJson({ d: new Date(0) }, { d: new Date(1) }), false);
    assert.equal(sameJson({ n: NaN }, { n: NaN }), false);
    assert.equal(sameJson({ a: undefined }, {}), false);
  });

  it('never finds equal two values whose JSON differs (random values)', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    let equal = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = randomValue(next);
      const b = next() < 0.3 ? structuredClone(a) : randomValue(next);
      if (sameJson(a, b)) {
        equal++;
        assert.equal(JSON.stringify(a), JSON.stringify(b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
      }
    }
    assert.ok(equal > 2_000, `only ${equal} equal pairs: the generator no longer exercises the comparison`);
  });
});
