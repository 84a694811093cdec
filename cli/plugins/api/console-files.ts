// The interactive API page's files: an index of every operation (what the
// page lists when a group opens) and the operations' data (what a console
// form is made from), in packs.
import { createHash } from 'node:crypto';
import { hashOf } from '../../sink.ts';
import type { ConsoleIndexEntry, ConsoleOperationData } from '../../../renderer/api-types.ts';

export interface ConsoleFiles {
  /** Paths under the output folder, with their text and content hash. */
  files: { path: string; text: string; hash: string }[];
  /** The index's URL path (under the base URL). */
  indexUrl: string;
}

/** A pack's bytes at most (one operation may be larger on its own). */
const PACK_BYTES = 32_000;

/** An operation, its data as JSON and the bytes its entry takes in a pack (`"id":{…}` and a comma or brace). */
type Packed = { op: ConsoleOperationData; text: string; bytes: number };

/**
 * The operations in packs: a group's (tag's) operations together, in runs of up to PACK_BYTES. A
 * reader opens a group and tries its operations: the first one's pack brings its neighbours (a
 * few KB gzip). One file per operation was 1,001 of the large benchmark site's 5,727 files, each
 * one to create, upload and serve.
 */
function packs(ops: ConsoleOperationData[]): Packed[][] {
  const byTag = new Map<string, Packed[]>();
  for (const op of ops) {
    let list = byTag.get(op.tag);
    if (!list) byTag.set(op.tag, (list = []));
    const text = JSON.stringify(op);
    list.push({ op, text, bytes: JSON.stringify(op.operationId).length + text.length + 2 });
  }
  const all: Packed[][] = [];
  for (const list of byTag.values()) {
    let pack: Packed[] = [];
    let bytes = 1; // the opening brace
    for (const item of list) {
      if (pack.length && bytes + item.bytes > PACK_BYTES) {
        all.push(pack);
        pack = [];
        bytes = 1;
      }
      pack.push(item);
      bytes += item.bytes;
    }
    if (pack.length) all.push(pack);
  }
  return all;
}

/**
 * The index and the packs. A pack is a JSON object of operations by operationId, named by its
 * content; an index entry's `data` names the pack and, after `#`, the operation in it.
 */
export function consoleFiles(ops: ConsoleOperationData[]): ConsoleFiles {
  const short = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
  const files: ConsoleFiles['files'] = [];
  const index: ConsoleIndexEntry[] = [];
  for (const pack of packs(ops)) {
    const text = `{${pack.map(({ op, text }) => `${JSON.stringify(op.operationId)}:${text}`).join(',')}}`;
    const name = `ops-${short(text)}.json`;
    files.push({ path: `assets/api/${name}`, text, hash: hashOf(text) });
    for (const { op } of pack) index.push({ operationId: op.operationId, summary: op.summary, method: op.method, path: op.path, tag: op.tag, href: op.href, data: `${name}#${encodeURIComponent(op.operationId)}` });
  }
  const indexText = JSON.stringify({ operations: index });
  const indexPath = `assets/api/console-index-${short(indexText)}.json`;
  files.push({ path: indexPath, text: indexText, hash: hashOf(indexText) });
  return { files, indexUrl: `/${indexPath}` };
}
