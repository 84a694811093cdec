// The search client's gzip decoder for browsers without DecompressionStream
// (renderer/client/search/gunzip.ts) gives back exactly what zlib compressed:
// stored, fixed-Huffman and dynamic-Huffman blocks, at every level and
// strategy, on text like the index's chunks and on bytes that do not compress.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { constants, gzipSync } from 'node:zlib';
import { gunzip } from '../renderer/client/search/gunzip.ts';

const samples = (): [string, Buffer][] => {
  const words = ['search', 'index', 'chunk', 'term', 'posting', '"anchor"', 'response-200-body', '{', '}', ',', ' '];
  let text = '';
  let seed = 7;
  while (text.length < 200_000) text += words[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % words.length];
  const postings = JSON.stringify({ t: ['a', 'b'], p: Array.from({ length: 5000 }, (_, i) => (i * 7919) % 255) });
  return [
    ['empty', Buffer.alloc(0)],
    ['one byte', Buffer.from('x')],
    ['text', Buffer.from(text)],
    ['postings', Buffer.from(postings)],
    ['unicode', Buffer.from('Zürich → 東京 · naïve café '.repeat(2000))],
    ['random', randomBytes(100_000)],
    ['runs', Buffer.alloc(70_000, 'a')],
  ];
};

it('decodes what zlib encodes, at every level and strategy', () => {
  const strategies = [constants.Z_DEFAULT_STRATEGY, constants.Z_FILTERED, constants.Z_HUFFMAN_ONLY, constants.Z_RLE, constants.Z_FIXED];
  for (const [name, data] of samples()) {
    for (const level of [0, 1, 6, 9]) {
      for (const strategy of strategies) {
        const gz = gzipSync(data, { level, strategy });
        assert.ok(Buffer.from(gunzip(gz)).equals(data), `${name}, level ${level}, strategy ${strategy}`);
      }
    }
  }
});

it('refuses what is not a gzip file or is cut short', () => {
  assert.throws(() => gunzip(Buffer.from('{"t":[]}')), /Not a gzip file/);
  const gz = gzipSync(Buffer.from('hello '.repeat(1000)));
  const cut = Buffer.concat([gz.subarray(0, gz.length - 20), gz.subarray(gz.length - 8)]);
  assert.throws(() => gunzip(cut));
});
