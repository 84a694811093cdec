// The vendored schema's lint-and-bundle result, cached: the document (a file
// of its own, parsed when first needed) and the linter's warnings.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../cache.ts';
import type { ResolvedConfig } from '../../config.ts';
import { toolFingerprint } from '../../paths.ts';
import type { SchemaProblem } from './problems.ts';
import type { OpenApiDocument } from './values.ts';

// Linting and bundling the vendored schema costs hundreds of milliseconds, so
// the result is kept under a key made of every file it read, the tokens and
// the lint config; any edit to any of them misses the cache.
const manifestFile = (config: ResolvedConfig) => join(config.cacheDir, 'schema', 'vendored-files.json');

export interface VendoredEntry {
  /** sha256 of the document's JSON (the document is a file of its own, `vendored-<key>.doc.json`). */
  documentHash: string;
  /** The linter's warnings (the planner's depend on the guides too, so are worked out each build). */
  warnings: SchemaProblem[];
  converted?: string;
  locateIn?: string;
}

function vendoredKey(config: ResolvedConfig, files: string[]): string | undefined {
  // The tool's code decides what is a warning and how documents are converted.
  const seeded = () => createHash('sha256').update(toolFingerprint()).update(JSON.stringify(config.tokens));
  const hash = seeded();
  const lintFile = join(config.rootDir, 'redocly.yaml');
  // The files' contents make the key; the key is remembered by their stat stamps (path, size,
  // modification time, inode), as `docs serve` does, so an untouched multi-megabyte schema is not
  // read and hashed again at every build.
  const stamp = seeded();
  for (const file of [lintFile, ...files]) {
    const st = statSync(file, { throwIfNoEntry: false });
    stamp.update(st ? `${file}\0${st.size}:${st.mtimeMs}:${st.ino}\n` : `${file}\0-\n`);
  }
  const stampFile = join(config.cacheDir, 'schema', `stamp-${stamp.digest('hex').slice(0, 24)}`);
  try {
    return readFileSync(stampFile, 'utf8');
  } catch {
    // not seen with these stamps
  }
  for (const file of [lintFile, ...files]) {
    if (!existsSync(file)) {
      if (file === lintFile) continue;
      return undefined;
    }
    hash.update(file).update('\0').update(readFileSync(file));
  }
  const key = hash.digest('hex').slice(0, 24);
  writeFileAtomic(stampFile, key);
  return key;
}

/** The files the vendored schema was last bundled from (the root file first), if known. */
export function vendoredInputs(config: ResolvedConfig): string[] | undefined {
  try {
    const files = JSON.parse(readFileSync(manifestFile(config), 'utf8')) as string[];
    return files[0] === config.schema.vendored ? files : undefined;
  } catch {
    return undefined;
  }
}

export function readVendoredCache(config: ResolvedConfig): (VendoredEntry & { document: () => OpenApiDocument }) | undefined {
  try {
    const files = JSON.parse(readFileSync(manifestFile(config), 'utf8')) as string[];
    if (files[0] !== config.schema.vendored) return undefined;
    const key = vendoredKey(config, files);
    if (!key) return undefined;
    const entry = join(config.cacheDir, 'schema', `vendored-${key}.json`);
    const documentFile = join(config.cacheDir, 'schema', `vendored-${key}.doc.json`);
    if (!existsSync(entry) || !existsSync(documentFile)) return undefined;
    let document: OpenApiDocument | undefined;
    return { ...(JSON.parse(readFileSync(entry, 'utf8')) as VendoredEntry), document: () => (document ??= JSON.parse(readFileSync(documentFile, 'utf8')) as OpenApiDocument) };
  } catch {
    return undefined;
  }
}

export function writeVendoredCache(config: ResolvedConfig, files: string[], document: OpenApiDocument, entryData: VendoredEntry) {
  const key = vendoredKey(config, files);
  if (!key) return;
  writeFileAtomic(join(config.cacheDir, 'schema', `vendored-${key}.doc.json`), JSON.stringify(document));
  writeFileAtomic(join(config.cacheDir, 'schema', `vendored-${key}.json`), JSON.stringify(entryData));
  writeFileAtomic(manifestFile(config), JSON.stringify(files));
}
