// What the interactive console shows beside a field: one plain line of the
// schema's Markdown, the default and the bounds a number input can enforce.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bounds, fieldFacts, groupLine, plainLine } from '../cli/plugins/api/console-facts.ts';

describe('console field facts', () => {
  it('makes one plain line of Markdown, keeping code as written', () => {
    assert.equal(
      plainLine('Sign `timestamp:<X-Request-Timestamp>` with **your** [client secret](/keys/) <b>now</b>.\n\nMore detail.'),
      'Sign timestamp:<X-Request-Timestamp> with your client secret now.',
    );
    assert.equal(plainLine('snake_case_name stays, _emphasis_ goes'), 'snake_case_name stays, emphasis goes');
    assert.equal(plainLine(undefined), undefined);
    assert.equal(plainLine('   '), undefined);
  });

  it('cuts a long line after a sentence that fits, else at a word', () => {
    const sentence = 'The first sentence says what the field is for, and a little more. ';
    assert.equal(plainLine(sentence + 'x '.repeat(200), 100), sentence.trim());
    const words = plainLine('word '.repeat(100), 60)!;
    assert.ok(words.endsWith('word…') && words.length <= 61, words);
    assert.equal(groupLine('Short.'), 'Short.');
  });

  it('reads bounds of OpenAPI 3.0 and 3.1, moving an integer exclusive bound by one', () => {
    assert.deepEqual(bounds({ minimum: 1, maximum: 10 }, true), { minimum: 1, maximum: 10 });
    assert.deepEqual(bounds({ minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: true }, true), { minimum: 1, maximum: 4 });
    assert.deepEqual(bounds({ exclusiveMinimum: 0, exclusiveMaximum: 100 }, true), { minimum: 1, maximum: 99 });
    assert.deepEqual(bounds({ exclusiveMinimum: 0.5 }, false), { minimum: 0.5 });
    assert.deepEqual(bounds({ minimum: 'x' }, true), {});
  });

  it('gives a field its description, default and bounds', () => {
    assert.deepEqual(fieldFacts({ type: 'integer', minimum: 1, default: 15, description: 'Pages to read.' }, 'integer'), { description: 'Pages to read.', default: '15', minimum: 1 });
    assert.deepEqual(fieldFacts({ type: 'boolean', default: false, description: 'Ignored.' }, 'boolean', 'Its own words.'), { description: 'Its own words.', default: 'false' });
    assert.deepEqual(fieldFacts({ type: 'string', maximum: 3 }, 'string'), {});
  });
});
