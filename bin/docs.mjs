#!/usr/bin/env node
// Launcher: the CLI is TypeScript; esbuild bundles it into .cache once and
// re-bundles only when one of its input files changed (checked by mtime).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, mkdirSync, writeFileSync, renameSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// React's development build validates every element (several times slower
// server rendering); the CLI renders production pages.
process.env.NODE_ENV ??= 'production';

// V8 lets a heap grow to several times what its last full collection kept; a
// build's live set is small next to the garbage each page leaves, so a lower
// growth factor collects sooner: the large benchmark corpus peaks at about
// 580 MiB instead of 650 MiB, in the same time. Every thread inherits it.
setFlagsFromString('--heap-growing-percent=50');

// V8 optimises a function once it has run long enough; a build runs most of its
// code briefly, and the optimising compiler's background threads took about a
// third of a cold build's CPU, on a 2-core machine beside the build's own threads.
// A budget 30 times V8's default optimises only what stays very hot: a small
// site's build takes about 14 % less CPU than at 400,000. A build lowers it to
// 400,000 once it knows the site is large, and `docs serve` at once
// (cli/tiering.ts): there the same code runs thousands of times.
setFlagsFromString('--interrupt-budget=3000000');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(toolCacheDir(root), 'cli');
const outFile = join(outDir, 'main.mjs');
// The worker threads' own small bundle (cli/workers/), and the job registry they load (cli/job-modules.ts).
const workerFile = join(outDir, 'worker.mjs');
const jobsFile = join(outDir, 'jobs.mjs');
// openapi-typescript's thread, as CommonJS (see cli/plugins/api/types-worker.ts).
const typesWorkerFile = join(outDir, 'types-worker.cjs');
const metaFile = join(outDir, 'inputs.json');
// Hashes of the bundle's code (see cli/paths.ts): the tool's, and the worker's (its entry and the chunks it loads).
const fingerprintFile = join(outDir, 'fingerprints.json');

/**
 * Where the tool keeps its bundles: `.cache/` in a checkout of the tool; for an installed copy
 * `node_modules/.cache/docs-site-generator/` of the project (never inside the install). The same
 * rule as toolCacheDir in cli/paths.ts.
 */
function toolCacheDir(dir) {
  const parent = dirname(dir);
  const modules = basename(parent) === 'node_modules' ? parent : basename(parent).startsWith('@') && basename(dirname(parent)) === 'node_modules' ? dirname(parent) : undefined;
  return modules ? join(modules, '.cache', 'docs-site-generator') : join(dir, '.cache');
}

/** Packages the CLI and worker bundles import at run time instead of containing. */
const BUNDLE_EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'typescript', 'chokidar', 'playwright-core'];

/** The types bundle's imports of `typescript` go through one module (see cli/plugins/api/typescript-once.ts). */
const typescriptOnce = {
  name: 'typescript-once',
  setup(build) {
    const once = join(root, 'cli', 'plugins', 'api', 'typescript-once.ts');
    build.onResolve({ filter: /^typescript$/ }, (args) => (args.importer === once ? { path: 'typescript', external: true } : { path: once }));
  },
};

/**
 * openapi-typescript's transform takes two helpers from Redocly's ref-utils, which loads Redocly's
 * whole utils module (YAML, minimatch, a proxy agent) for two one-liners: the types bundle gets them
 * from cli/plugins/api/ref-utils-deps.ts (with openapi-typescript-core.ts: 1.3 MB → 118 KB).
 */
const refUtilsDeps = {
  name: 'ref-utils-deps',
  setup(build) {
    const deps = join(root, 'cli', 'plugins', 'api', 'ref-utils-deps.ts');
    build.onResolve({ filter: /^\.\/utils(\.js)?$/ }, (args) => (/@redocly[\\/]openapi-core[\\/]lib[\\/]ref-utils\.js$/.test(args.importer) ? { path: deps } : undefined));
  },
};

/**
 * The build's highlighter (cli/mdx/highlight.ts) takes lowlight's `common` grammars, but lowlight's
 * index also exports `all`, which an import() keeps whole: its 192 grammars made a 1.5 MB chunk,
 * loaded by the main thread and every render thread. That import gets a module of `common` alone
 * (lowlight's own list and files: the same grammars): a 285 KB chunk, loaded in 10 ms of CPU, not 20.
 */
const LOWLIGHT_COMMON = 'lowlight-common';
const lowlightCommon = {
  name: LOWLIGHT_COMMON,
  setup(build) {
    const highlighter = join(root, 'cli', 'mdx', 'highlight.ts');
    build.onResolve({ filter: /^lowlight$/ }, (args) => (args.importer === highlighter ? { path: 'lowlight', namespace: LOWLIGHT_COMMON, pluginData: args.resolveDir } : undefined));
    build.onLoad({ filter: /.*/, namespace: LOWLIGHT_COMMON }, async (args) => {
      // lowlight's folder as its importer finds it: lib/common.js's imports resolve from there, as they do from lowlight's index.
      const index = await build.resolve('lowlight', { kind: 'dynamic-import', resolveDir: args.pluginData });
      if (index.errors.length) return { errors: index.errors };
      return { contents: "export { grammars as common } from './lib/common.js';", resolveDir: dirname(index.path), loader: 'js' };
    });
  },
};

/**
 * Redocly's built-in rules include one for GraphQL schemas, whose module imports the whole
 * `graphql` package (a 730 KB chunk, loaded and run at every cold build with a schema: about 20 ms).
 * A site's schema is OpenAPI, never GraphQL: that module gets stand-ins that say so if ever called.
 * (Redocly's GraphQL linting itself, loaded only for a GraphQL document, keeps the real package.)
 */
const GRAPHQL_STUB = 'graphql-stub';
const redoclyGraphqlStub = {
  name: GRAPHQL_STUB,
  setup(build) {
    build.onResolve({ filter: /^graphql$/ }, (args) => (/@redocly[\\/]openapi-core[\\/]lib[\\/]rules[\\/]graphql[\\/]/.test(args.importer) ? { path: 'graphql', namespace: GRAPHQL_STUB } : undefined));
    build.onLoad({ filter: /.*/, namespace: GRAPHQL_STUB }, () => ({
      contents: [
        "const unsupported = () => { throw new Error('GraphQL schemas are not supported by this tool'); };",
        'export const buildASTSchema = unsupported;',
        'export const validateSchema = unsupported;',
        'export class GraphQLError extends Error { constructor() { super(); unsupported(); } }',
      ].join('\n'),
      loader: 'js',
    }));
  },
};

function isFresh() {
  if (!existsSync(outFile) || !existsSync(workerFile) || !existsSync(jobsFile) || !existsSync(typesWorkerFile) || !existsSync(metaFile) || !existsSync(fingerprintFile)) return false;
  const builtAt = statSync(outFile).mtimeMs;
  try {
    const inputs = JSON.parse(readFileSync(metaFile, 'utf8'));
    if (!inputs.every((f) => statSync(join(root, f)).mtimeMs <= builtAt)) return false;
    // Every file of the bundle as it was written, by size and time (a truncated or overwritten one is
    // bundled again, never imported): hashing its 7 MB at every launch took 10 ms of CPU.
    const { files } = JSON.parse(readFileSync(fingerprintFile, 'utf8'));
    return (
      !!files &&
      Object.entries(files).every(([name, stamp]) => {
        const st = statSync(join(outDir, name));
        return Array.isArray(stamp) && st.size === stamp[0] && st.mtimeMs === stamp[1];
      })
    );
  } catch {
    return false;
  }
}

/** A file's size and modification time, as the launcher checks them (isFresh). */
function stampOf(file) {
  const { size, mtimeMs } = statSync(file);
  return [size, mtimeMs];
}

/** Write via rename so a concurrent `docs` process never imports a torn file. */
function writeAtomically(file, contents) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

if (!isFresh()) {
  // The first run after an install or update takes seconds: say why (adoption helper's one line).
  process.stderr.write('Preparing the docs CLI (once after an install or update)…\n');
  // Loaded only to re-bundle: a fresh launch does not pay for it.
  const { build: esbuild } = await import('esbuild');
  // A failed bundle is nearly always an install that is not whole: say that, not esbuild's list.
  const build = (options) =>
    esbuild({ ...options, logLevel: 'silent' }).catch((error) => {
      const errors = error?.errors ?? [];
      const packageOf = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
      const missing = [...new Set(errors.map((e) => /^Could not resolve "([^"]+)"/.exec(e.text)?.[1]).filter((m) => m && !m.startsWith('.')).map(packageOf))];
      const what = missing.length
        ? `${missing.length === 1 ? 'a package it needs is' : `${missing.length} packages it needs are`} not installed (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}).\n  → Run \`npm ci\` (or \`npm install\`) in ${root} and try again.`
        : `${errors[0] ? `${errors[0].location ? `${errors[0].location.file}:${errors[0].location.line}: ` : ''}${errors[0].text}` : String(error?.message ?? error).split('\n')[0]}\n  → Reinstall the generator; if this stays, please report it.`;
      process.stderr.write(`docs: the CLI cannot be prepared: ${what}\n`);
      process.exit(1);
    });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: { main: join(root, 'cli', 'main.ts'), worker: join(root, 'cli', 'workers', 'worker.ts'), jobs: join(root, 'cli', 'job-modules.ts') },
    absWorkingDir: root,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies are bundled too: one file loads several times faster than the hundreds of
    // small modules they are (the MDX toolchain alone is ~150 small ES modules). React stays
    // one shared copy (the server renderer bundle and compiled MDX use it); esbuild and
    // TypeScript are loaded only when needed; CommonJS dependencies get a real `require`.
    external: BUNDLE_EXTERNAL,
    // What only a cache miss needs (the MDX compiler, the highlighter, Redocly, the Markdown
    // converters) is loaded with import(): chunks of its own beside main.mjs, so a rebuild that
    // misses no cache parses a 1 MB entry instead of 7 MB of code.
    splitting: true,
    chunkNames: 'chunk-[name]-[hash]',
    banner: { js: "import { createRequire as __docsRequire } from 'node:module'; const require = __docsRequire(import.meta.url);" },
    jsx: 'automatic',
    plugins: [lowlightCommon, redoclyGraphqlStub],
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  const types = await build({
    entryPoints: [join(root, 'cli', 'plugins', 'api', 'types-worker.ts')],
    absWorkingDir: root,
    outfile: typesWorkerFile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['typescript'],
    plugins: [typescriptOnce, refUtilsDeps],
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  writeAtomically(typesWorkerFile, types.outputFiles[0].contents);
  // Chunks and the worker bundle first: a concurrent process that sees the new main.mjs finds all it loads.
  for (const file of result.outputFiles.sort((a, b) => (a.path === outFile) - (b.path === outFile))) writeAtomically(file.path, file.contents);
  const files = Object.fromEntries([...result.outputFiles, ...types.outputFiles].filter((f) => /\.(mjs|cjs)$/.test(f.path)).map((f) => [f.path.slice(outDir.length + 1), stampOf(f.path)]));
  writeAtomically(fingerprintFile, JSON.stringify({ ...fingerprints(result, types.outputFiles), files }));
  pruneChunks(new Set(result.outputFiles.map((f) => f.path)));
  // Our own inputs by file; the bundled packages by npm's record of the installed tree
  // (rewritten by every install), so a launch stats a few hundred files, not thousands.
  // Packages live in the checkout's node_modules, or (an installed copy) beside the tool in the
  // project's: npm rewrites that folder's .package-lock.json on every install.
  // The launcher too: how it bundles (options, plugins) is part of what it made.
  // Not the virtual module of lowlight's grammars: no file (the files it names are lowlight's).
  const bundled = Object.keys({ ...result.metafile.inputs, ...types.metafile.inputs }).filter((f) => !f.startsWith(`${LOWLIGHT_COMMON}:`) && !f.startsWith(`${GRAPHQL_STUB}:`));
  const inputs = [...bundled, relative(root, fileURLToPath(import.meta.url))];
  const own = inputs.filter((f) => !f.startsWith('node_modules/') && !f.startsWith('../'));
  const modules = basename(dirname(root)) === 'node_modules' ? dirname(root) : basename(dirname(root)).startsWith('@') ? dirname(dirname(root)) : join(root, 'node_modules');
  const installed = relative(root, join(modules, '.package-lock.json'));
  writeAtomically(metaFile, JSON.stringify(own.length < inputs.length && existsSync(join(root, installed)) ? [...own, installed] : inputs));
}

/**
 * The tool's fingerprint (every file of the bundle) and each entry module's (its chunk and the chunks
 * it imports, statically or not; dynamic imports are entries too), by source path: worked out once
 * here rather than by hashing megabytes at every launch. A cache keyed by a module's fingerprint
 * (compiled pages: cli/mdx/jobs.ts) survives changes to the rest of the tool.
 */
function fingerprints(result, typesFiles) {
  const code = result.outputFiles.filter((f) => f.path.endsWith('.mjs')).sort((a, b) => (a.path < b.path ? -1 : 1));
  // The tool's: the types bundle too (cached API types are keyed by it, and its code is not all in the main bundle).
  const tool = [...code, ...typesFiles.filter((f) => f.path.endsWith('.cjs'))];
  const hash = (files) => files.reduce((h, f) => h.update(f.path.slice(outDir.length)).update(f.contents), createHash('sha256')).digest('hex').slice(0, 12);
  const outputs = result.metafile.outputs;
  const modules = {};
  for (const [rel, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint || !rel.endsWith('.mjs')) continue;
    const closure = new Set();
    const visit = (at) => {
      if (closure.has(at)) return;
      closure.add(at);
      for (const { path } of outputs[at]?.imports ?? []) if (path in outputs) visit(path);
    };
    visit(rel);
    const files = new Set([...closure].map((r) => join(root, r)));
    modules[meta.entryPoint] = hash(code.filter((f) => files.has(f.path)));
  }
  return { tool: hash(tool), modules };
}

/**
 * Chunks of earlier bundles: removed once a day old (a `docs serve` started before the bundle
 * changed may still load one of its own).
 */
function pruneChunks(current) {
  const day = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(outDir)) {
    const path = join(outDir, name);
    if (!/^chunk-.*\.mjs(\.map)?$/.test(name) || current.has(path) || current.has(path.replace(/\.map$/, ''))) continue;
    if (statSync(path).mtimeMs < day) rmSync(path, { force: true });
  }
}

const { main } = await import(pathToFileURL(outFile).href);
process.exitCode = await main(process.argv);
