// Where the tool itself lives (not the site being built).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findToolRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === 'docs-site-generator') return dir;
    // An installed copy runs its bundle from node_modules/.cache/docs-site-generator/: the package sits beside it.
    if (basename(dir) === 'node_modules' && existsSync(join(dir, 'docs-site-generator', 'package.json'))) return join(dir, 'docs-site-generator');
    const up = dirname(dir);
    if (up === dir) throw new Error('Cannot find the docs-site-generator package root');
    dir = up;
  }
}

export const toolRoot = findToolRoot();

/**
 * Where the tool keeps its own bundles and caches: `.cache/` in a checkout of the tool; for an
 * installed copy `node_modules/.cache/docs-site-generator/` of the project it is installed in
 * (never inside the install itself). bin/docs.mjs follows the same rule.
 */
export function toolCacheDir(root = toolRoot): string {
  const parent = dirname(root);
  const modules = basename(parent) === 'node_modules' ? parent : basename(parent).startsWith('@') && basename(dirname(parent)) === 'node_modules' ? dirname(parent) : undefined;
  return modules ? join(modules, '.cache', 'docs-site-generator') : join(root, '.cache');
}

/**
 * The bundle's fingerprints, as the launcher wrote them beside it (bin/docs.mjs): the whole tool's
 * code, and each entry module's (its chunk and the chunks it loads), by source path. Undefined run
 * from source.
 */
export function bundleFingerprints(): { tool: string; modules: Record<string, string> } | undefined {
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith('.mjs')) return undefined;
  try {
    return JSON.parse(readFileSync(join(dirname(self), 'fingerprints.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

let fingerprint: string | undefined;
/**
 * Changes whenever the tool's own code changes (the running bundle's hash):
 * part of every cache key. Run from source (tests through tsx), this file is
 * not the bundle, so the sources under cli/ and renderer/ are hashed instead.
 */
export function toolFingerprint(): string {
  fingerprint ??= bundleFingerprints()?.tool;
  if (!fingerprint) {
    const self = fileURLToPath(import.meta.url);
    const hash = createHash('sha256').update(readFileSync(self));
    if (/\.ts$/.test(self)) {
      for (const dir of ['cli', 'renderer']) {
        const files = (readdirSync(join(toolRoot, dir), { recursive: true }) as string[]).filter((f) => /\.(ts|tsx|css)$/.test(f)).sort();
        for (const f of files) hash.update(f).update(readFileSync(join(toolRoot, dir, f)));
      }
    }
    fingerprint = hash.digest('hex').slice(0, 12);
  }
  return fingerprint;
}

/** The fingerprint of one module of the bundle and what it imports (`cli/mdx/jobs.ts`); undefined run from source. */
export function moduleFingerprint(source: string): string | undefined {
  return bundleFingerprints()?.modules?.[source];
}
