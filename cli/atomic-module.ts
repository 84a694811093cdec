// Writes a generated ES module under a content-hashed name via rename, so
// concurrent processes never see a torn file and Node's per-URL module cache
// never serves stale code.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DAY = 24 * 60 * 60 * 1000;

export function writeModule(dir: string, prefix: string, code: Uint8Array | string): string {
  mkdirSync(dir, { recursive: true });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(dir, `${prefix}-${hash}.mjs`);
  if (!existsSync(file)) {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
    // Old generations pile up during long serve sessions; drop day-old ones.
    const now = Date.now();
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      try {
        if (name.startsWith(prefix) && now - statSync(path).mtimeMs > DAY) rmSync(path, { force: true });
      } catch {
        // Another process removed it first.
      }
    }
  }
  return file;
}
