// Emit stage: write every output file into a temporary folder beside out/,
// then swap it in, so out/ is either the previous build or the new one.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export type OutputFiles = Map<string, string | Uint8Array>;

export async function emitAtomically(outDir: string, files: OutputFiles): Promise<void> {
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = join(dirname(outDir), `.${basename(outDir)}.tmp-${stamp}`);
  const old = join(dirname(outDir), `.${basename(outDir)}.old-${stamp}`);
  try {
    const dirs = new Set<string>();
    for (const path of files.keys()) dirs.add(dirname(join(tmp, path)));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    // Bounded parallel writes: fast without exhausting file handles.
    const entries = [...files];
    let next = 0;
    const worker = async () => {
      while (next < entries.length) {
        const [path, contents] = entries[next++];
        await writeFile(join(tmp, path), contents);
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(tmp, outDir);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    if (!existsSync(outDir) && existsSync(old)) await rename(old, outDir);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

/** Writes only the files whose contents changed (serve's incremental updates). */
export async function emitChanged(outDir: string, files: OutputFiles, previous: OutputFiles | undefined): Promise<void> {
  if (!previous || !existsSync(outDir)) return emitAtomically(outDir, files);
  const writes: Promise<void>[] = [];
  for (const [path, contents] of files) {
    if (previous.get(path) === contents) continue;
    const target = join(outDir, path);
    writes.push(mkdir(dirname(target), { recursive: true }).then(() => writeFile(target, contents)));
  }
  for (const path of previous.keys()) if (!files.has(path)) writes.push(rm(join(outDir, path), { force: true }));
  await Promise.all(writes);
}
