// Runs every test file with Node's test runner (TypeScript through tsx).
// Node 20's --test does not expand globs, so the files are listed here.
// The run's folder (DOCS_TEST_RUN_DIR) holds the site builds the files share
// (test/sites.ts); it goes when the run ends. At the end, the time per file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(root, { recursive: true })
  .filter((f) => f.endsWith('.test.ts') && !f.includes('fixtures'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => join(root, f));
const runDir = mkdtempSync(join(tmpdir(), 'docs-test-run-'));
const reporter = process.stdout.isTTY ? 'spec' : 'tap';
let status = 1;
// Ctrl+C reaches the runner's processes too: this one waits for them, then removes the folder.
process.on('SIGINT', () => {});
try {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', `--test-reporter=${reporter}`, '--test-reporter-destination=stdout', `--test-reporter=${join(root, 'durations.mjs')}`, '--test-reporter-destination=stderr', ...files],
    { stdio: 'inherit', env: { ...process.env, DOCS_TEST_RUN_DIR: runDir } },
  );
  status = result.status ?? 1;
} finally {
  rmSync(runDir, { recursive: true, force: true });
}
process.exit(status);
