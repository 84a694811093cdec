// The quick check for over-long words (renderer/long-words.ts) reads a few
// characters in thirty: it must answer exactly what a loop over every
// character answers, wherever the run sits and however long it is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { breakLongWords, hasLongRun, MAX_RUN } from '../renderer/long-words.ts';

const BREAKS = new Set([' ', '\n', '\t', '\r', '\f', '<', '>']);

/** The plain reading: a run of more than MAX_RUN characters (UTF-16 units, as the page's text is counted), none a break. */
function hasLongRunByLoop(html: string): boolean {
  let run = 0;
  for (let i = 0; i < html.length; i++) {
    if (BREAKS.has(html[i])) run = 0;
    else if (++run > MAX_RUN) return true;
  }
  return false;
}

test('a run of MAX_RUN characters passes, one more is found, at the start, middle and end', () => {
  const word = (n: number) => 'x'.repeat(n);
  for (const [before, after] of [['', ''], ['<p>', '</p>'], ['a b ', ' c d'], ['', ' tail'], ['head ', '']]) {
    assert.equal(hasLongRun(before + word(MAX_RUN) + after), false, `${JSON.stringify(before)} … ${JSON.stringify(after)}`);
    assert.equal(hasLongRun(before + word(MAX_RUN + 1) + after), true, `${JSON.stringify(before)} … ${JSON.stringify(after)}`);
  }
  assert.equal(hasLongRun(''), false);
  assert.equal(hasLongRun(word(MAX_RUN + 1)), true);
  // Runs just under the limit, back to back with single breaks between them.
  assert.equal(hasLongRun(Array.from({ length: 50 }, () => word(MAX_RUN)).join('>')), false);
});

test('the quick check agrees with the plain loop on 20,000 random documents', () => {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  let found = 0;
  for (let n = 0; n < 20_000; n++) {
    // Break density from "every few characters" to "almost never", so runs land on both sides of the limit.
    const density = [0.3, 0.05, 0.01, 0.005, 0.002][n % 5];
    const length = Math.floor(random() * 1200);
    let html = '';
    for (let i = 0; i < length; i++) html += random() < density ? [...BREAKS][Math.floor(random() * BREAKS.size)] : ['a', 'é', '😀'][Math.floor(random() * 3)];
    const expected = hasLongRunByLoop(html);
    if (expected) found++;
    assert.equal(hasLongRun(html), expected, JSON.stringify(html));
  }
  assert.ok(found > 1000 && found < 19_000, `both answers are tested (${found} of 20,000 hold a long run)`);
});

test('a long word gets break opportunities; a page without one comes back as it was', () => {
  const page = `<p>short words only</p><code>${'A'.repeat(MAX_RUN * 2 + 10)}</code>`;
  const broken = breakLongWords(page);
  assert.equal(broken.replaceAll('<wbr>', ''), page);
  assert.equal(broken.split('<wbr>').length, 3);
  const plain = '<p>nothing long here</p>';
  assert.equal(breakLongWords(plain), plain);
});
