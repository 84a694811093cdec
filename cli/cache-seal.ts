// Sealed cache entries: a payload followed by its length and hash, so a
// truncated, garbled or half-written entry is told from a whole one, and
// files written atomically (temp name, then rename).
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes `file` atomically (temp file + rename), creating its folder. */
export function writeFileAtomic(file: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

/** sha1 of bytes, as the seals and the module names carry it. */
export const digest = (bytes: string | Uint8Array): string => createHash('sha1').update(bytes).digest('base64url');

// A sealed entry: the payload, then `\0docs-cache <length> <sha1>` (27 characters of base64url).
const SEAL = Buffer.from('\0docs-cache ');

/** The payload with its seal. */
export function seal(payload: string | Uint8Array): Buffer {
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  return Buffer.concat([bytes, SEAL, Buffer.from(`${bytes.length} ${digest(bytes)}`)]);
}

/** The payload of a sealed entry, or undefined when the entry is not whole and unchanged. */
export function unseal(entry: Buffer): Buffer | undefined {
  const at = entry.lastIndexOf(SEAL);
  if (at < 0) return undefined;
  const [length, hash] = entry.subarray(at + SEAL.length).toString('latin1').split(' ');
  if (Number(length) !== at) return undefined;
  const payload = entry.subarray(0, at);
  return digest(payload) === hash ? payload : undefined;
}
