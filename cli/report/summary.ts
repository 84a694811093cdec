// `docs build --json`: one JSON object on stdout describing the build — for CI
// steps and scripts that want figures rather than prose.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BuildError, BuildErrors } from '../errors.ts';
import type { Problem } from './index.ts';

export interface BuildSummary {
  ok: boolean;
  /** The generator's version. */
  version: string;
  outDir?: string;
  pages?: number;
  /** Pages whose previous output was kept (unchanged inputs). */
  reused?: number;
  files?: number;
  /** Bytes of every file in the output folder. */
  bytes?: number;
  /** Milliseconds: the whole build, and each stage. */
  timings: { total: number; stages: Record<string, number> };
  warnings: Problem[];
  errors: Problem[];
}

/** Total size of the files under `dir` (0 when it does not exist). */
export function folderBytes(dir: string): number {
  let total = 0;
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return 0;
  }
  for (const name of names) {
    const st = statSync(join(dir, name), { throwIfNoEntry: false });
    if (st?.isFile()) total += st.size;
  }
  return total;
}

/** The problems of a failed build, one per error (every broken link, every config problem). */
export function problemsOf(error: unknown, cwd: string): Problem[] {
  const one = (e: BuildError): Problem => ({
    message: e.message,
    ...(e.place?.file ? { file: relative(cwd, e.place.file) || e.place.file } : {}),
    ...(e.place?.line ? { line: e.place.line } : {}),
    ...(e.place?.column ? { column: e.place.column } : {}),
    ...(e.hint ? { hint: e.hint } : {}),
  });
  if (error instanceof BuildErrors) {
    return error.errors.map((e) => {
      const p = one(e);
      return error.label ? { ...p, message: `${error.label} ${p.message}` } : p;
    });
  }
  if (error instanceof BuildError) return [one(error)];
  return [{ message: error instanceof Error ? error.message : String(error) }];
}
