// Runs every test file with Node's test runner (TypeScript through tsx).
// Node 20's --test does not expand globs, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(root, { recursive: true })
  .filter((f) => f.endsWith('.test.ts') && !f.includes('fixtures'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => join(root, f));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
