// Gzip decoding for the browsers the client supports that lack
// DecompressionStream (Firefox before 113, Safari before 16.4), loaded only
// there: the search index's chunks are gzip files (see index-format.ts).
// Inflate as RFC 1951 gives it, a bit at a time (the canonical decoder of
// zlib's own puff.c): small and slow, which a few chunks of 16 KB afford.
// test/gunzip.test.ts checks it against zlib's output at every level and
// strategy (stored, fixed and dynamic Huffman blocks).

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** The order in which a dynamic block lists its code-length code's lengths. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A canonical Huffman code: how many codes of each length, and the symbols in code order. */
interface Code {
  counts: Uint16Array;
  symbols: Uint16Array;
}

function code(lengths: ArrayLike<number>): Code {
  const counts = new Uint16Array(16);
  const symbols = new Uint16Array(lengths.length);
  for (let s = 0; s < lengths.length; s++) counts[lengths[s]]++;
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let len = 1; len < 16; len++) offsets[len] = offsets[len - 1] + counts[len - 1];
  for (let s = 0; s < lengths.length; s++) if (lengths[s]) symbols[offsets[lengths[s]]++] = s;
  return { counts, symbols };
}

const FIXED_LITERALS = code(Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)));
const FIXED_DISTANCES = code(new Array<number>(30).fill(5));

/** The bytes a gzip file holds (one member, as zlib writes). */
export function gunzip(data: Uint8Array): Uint8Array {
  if (data.length < 18 || data[0] !== 0x1f || data[1] !== 0x8b || data[2] !== 8) throw new Error('Not a gzip file');
  const flags = data[3];
  let at = 10;
  if (flags & 4) at += 2 + (data[at] | (data[at + 1] << 8)); // extra field
  if (flags & 8) while (data[at++]); // file name
  if (flags & 16) while (data[at++]); // comment
  if (flags & 2) at += 2; // header CRC
  const end = data.length;
  const size = (data[end - 4] | (data[end - 3] << 8) | (data[end - 2] << 16) | (data[end - 1] << 24)) >>> 0;
  return inflate(data.subarray(at, end - 8), size);
}

/** Raw DEFLATE data → its `size` bytes. */
export function inflate(src: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let o = 0;
  let bit = 0; // position in `src`, in bits
  const bits = (n: number): number => {
    let v = 0;
    for (let i = 0; i < n; i++, bit++) {
      if (bit >> 3 >= src.length) throw new Error('Truncated DEFLATE data');
      v |= ((src[bit >> 3] >> (bit & 7)) & 1) << i;
    }
    return v;
  };
  const decode = ({ counts, symbols }: Code): number => {
    let c = 0; // the code read so far
    let first = 0; // the first code of the current length
    let index = 0; // where that code's symbols start
    for (let len = 1; len < 16; len++) {
      c |= bits(1);
      const count = counts[len];
      if (c - count < first) return symbols[index + (c - first)];
      index += count;
      first = (first + count) << 1;
      c <<= 1;
    }
    throw new Error('Invalid Huffman code');
  };
  let last = 0;
  while (!last) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      let at = (bit + 7) >> 3;
      const len = src[at] | (src[at + 1] << 8);
      at += 4; // the length and its complement
      if (at + len > src.length || o + len > size) throw new Error('Invalid stored block');
      out.set(src.subarray(at, at + len), o);
      o += len;
      bit = (at + len) << 3;
      continue;
    }
    let literals = FIXED_LITERALS;
    let distances = FIXED_DISTANCES;
    if (type === 2) {
      const nlen = bits(5) + 257;
      const ndist = bits(5) + 1;
      const ncode = bits(4) + 4;
      const codeLengths = new Uint8Array(19);
      for (let i = 0; i < ncode; i++) codeLengths[CODE_LENGTH_ORDER[i]] = bits(3);
      const lengthCode = code(codeLengths);
      const lengths = new Uint8Array(nlen + ndist);
      for (let i = 0; i < nlen + ndist; ) {
        const sym = decode(lengthCode);
        if (sym < 16) {
          lengths[i++] = sym;
          continue;
        }
        if (sym === 16 && i === 0) throw new Error('Repeat with no length');
        const value = sym === 16 ? lengths[i - 1] : 0;
        let repeat = sym === 16 ? 3 + bits(2) : sym === 17 ? 3 + bits(3) : 11 + bits(7);
        if (i + repeat > nlen + ndist) throw new Error('Too many lengths');
        while (repeat--) lengths[i++] = value;
      }
      literals = code(lengths.subarray(0, nlen));
      distances = code(lengths.subarray(nlen));
    } else if (type !== 1) throw new Error('Invalid block type');
    for (;;) {
      let sym = decode(literals);
      if (sym < 256) {
        if (o >= size) throw new Error('More data than the gzip trailer says');
        out[o++] = sym;
        continue;
      }
      if (sym === 256) break;
      sym -= 257;
      if (sym >= 29) throw new Error('Invalid length code');
      const len = LENGTH_BASE[sym] + bits(LENGTH_EXTRA[sym]);
      const d = decode(distances);
      if (d >= 30) throw new Error('Invalid distance code');
      const dist = DIST_BASE[d] + bits(DIST_EXTRA[d]);
      if (dist > o || o + len > size) throw new Error('Invalid distance or length');
      for (let k = 0; k < len; k++, o++) out[o] = out[o - dist];
    }
  }
  if (o !== size) throw new Error('Less data than the gzip trailer says');
  return out;
}
