// Loads a large CommonJS package (the TypeScript compiler, 9 MB of JavaScript)
// with a V8 code cache: compiling it is most of what the types thread spends
// before it generates anything. The cache sits in the tool's .cache/ beside the
// bundle that uses it and is made again when the package or V8 changes (V8
// rejects data that does not match the source or V8's flags: the file is named
// by V8's tag of them too, as a build may change its optimisation budget, see
// cli/tiering.ts). What Node 22's module compile cache does for every module,
// for the one that matters here on Node 20.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cachedDataVersionTag } from 'node:v8';
import { Script } from 'node:vm';

type Loaded = { exports: unknown; save: () => void };

/** The installed version of package `id` ('' when its package.json cannot be read). */
function packageVersion(require: NodeJS.Require, id: string): string {
  try {
    return String((JSON.parse(readFileSync(require.resolve(`${id}/package.json`), 'utf8')) as { version?: unknown }).version ?? '');
  } catch {
    return '';
  }
}

/** Requires `id` (resolved from `from`) through a code cache in `cacheDir`; `save()` writes the cache once the code has run. */
export function requireWithCodeCache(id: string, from: string, cacheDir: string): Loaded {
  const require = createRequire(from);
  const file = require.resolve(id);
  const cached = (require.cache as Record<string, NodeJS.Module | undefined>)[file];
  if (cached) return { exports: cached.exports, save: () => {} };
  // ASCII (TypeScript's is) read as Latin-1: the same text, made at least twice as fast as by UTF-8 decoding.
  const bytes = readFileSync(file);
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  // Named by the package's version and the file's place, size and time, not by its 9 MB of text
  // (hashing that took 5 ms a build; npm gives every file it installs the same time).
  const { size, mtimeMs } = statSync(file);
  const name = `${id.replace(/[^a-z0-9]+/gi, '-')}-${createHash('sha256').update(`${file}\0${size}\0${mtimeMs}\0${packageVersion(require, id)}`).update(process.version).update(String(cachedDataVersionTag())).digest('hex').slice(0, 16)}.v8`;
  const cacheFile = join(cacheDir, name);
  let data: Buffer | undefined;
  try {
    data = readFileSync(cacheFile);
  } catch {
    data = undefined;
  }
  const script = new Script(Module.wrap(source), { filename: file, cachedData: data });
  const mod = new Module(file, undefined) as NodeJS.Module & { paths: string[] };
  mod.filename = file;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(file));
  (require.cache as Record<string, NodeJS.Module>)[file] = mod;
  const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: NodeJS.Module, filename: string, dirname: string) => void;
  wrapper.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));
  mod.loaded = true;
  const fresh = data === undefined || script.cachedDataRejected === true;
  return {
    exports: mod.exports,
    // After the code ran, the cache holds the functions it compiled lazily too.
    save: () => {
      if (!fresh) return;
      try {
        mkdirSync(cacheDir, { recursive: true });
        const tmp = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, cacheFile);
      } catch {
        // Only a slower start next time.
      }
    },
  };
}
