// Where pointers of a JSON document were written, found in one pass over the
// text. Redocly locates a pointer through a YAML syntax tree of the whole file:
// on a 21 MB schema with a thousand planner warnings that tree took 215 MiB and
// most of a second. A scan keeps only the path it is on.
// The ES module build: the package's main entry is UMD, whose inner requires a bundle cannot follow.
import { visit } from 'jsonc-parser/lib/esm/main.js';

export interface TextPlace {
  line: number;
  column: number;
}

interface Trie {
  children: Map<string, Trie>;
  /** Indexes (into the caller's list) of the pointers that end here. */
  ends: number[];
}

const trie = (): Trie => ({ children: new Map(), ends: [] });

/** Thrown to end the scan once every pointer is placed. */
const DONE = Symbol('done');

/**
 * The 1-based line and column of each pointer (given as its segments): of its
 * key when it names an object member, of its value when it names an array
 * element, of the document's start for the root. Pointers not in the text are
 * left out.
 */
export function jsonPlaces(text: string, pointers: string[][]): (TextPlace | undefined)[] {
  const places: (TextPlace | undefined)[] = pointers.map(() => undefined);
  const root = trie();
  for (const [i, segments] of pointers.entries()) {
    let node = root;
    for (const s of segments) {
      let next = node.children.get(s);
      if (!next) node.children.set(s, (next = trie()));
      node = next;
    }
    node.ends.push(i);
  }
  let left = pointers.length;
  const place = (node: Trie | undefined, line: number, character: number) => {
    if (!node?.ends.length) return;
    for (const i of node.ends) places[i] = { line: line + 1, column: character + 1 };
    left -= node.ends.length;
    node.ends = [];
    if (left === 0) throw DONE;
  };
  // One frame per open object or array: the trie node it is at (none once off every pointer's path).
  const frames: { node: Trie | undefined; index: number; array: boolean }[] = [];
  // The trie node of the value about to start (set by its key, or by its place in an array).
  let pending: Trie | undefined = root;
  const valueStarts = (line: number, character: number) => {
    const frame = frames.at(-1);
    if (!frame) place(root, line, character);
    else if (frame.array) {
      pending = frame.node?.children.get(String(frame.index++));
      place(pending, line, character);
    }
    const node = pending;
    pending = undefined;
    return node;
  };
  if (left === 0) return places;
  try {
    visit(text, {
      onObjectBegin: (_offset, _length, line, character) => void frames.push({ node: valueStarts(line, character), index: 0, array: false }),
      onArrayBegin: (_offset, _length, line, character) => void frames.push({ node: valueStarts(line, character), index: 0, array: true }),
      onObjectEnd: () => void frames.pop(),
      onArrayEnd: () => void frames.pop(),
      onLiteralValue: (_value, _offset, _length, line, character) => void valueStarts(line, character),
      onObjectProperty: (name, _offset, _length, line, character) => {
        pending = frames.at(-1)?.node?.children.get(name);
        place(pending, line, character);
      },
    });
  } catch (error) {
    if (error !== DONE) throw error;
  }
  return places;
}
