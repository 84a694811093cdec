// Every code sample of every operation, run against a mock of the API on
// 127.0.0.1 that checks what it receives against the schema (headers, JSON
// bodies, multipart parts and their encodings, the uploaded file's bytes):
// curl, Python and Node.js are run; Java is compiled when javac is installed.
// Python and Node.js samples run one after another in one interpreter each
// (every sample as its own __main__ / its own module, exactly as written):
// starting an interpreter per sample took most of the suite's time.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../cli/config.ts';
import { loadSchema } from '../cli/plugins/api/source.ts';
import { buildApiModel } from '../cli/plugins/api/operations.ts';
import { prepareMarkdown } from '../cli/plugins/api/markdown.ts';
import { requestSamples, type SampleRequest } from '../renderer/request-samples.ts';
import type { OperationView } from '../renderer/api-types.ts';
import { repoRoot } from './helpers.ts';
import { startMockApi, type MockApi } from './fakes/mock-api.ts';

const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
const hasRequests = has('python3', ['-c', 'import requests']);
const hasJavac = has('javac', ['-version']);
// A small JPEG-like file: the mock checks that the bytes arrive intact.
const FILE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('docs sample upload \u00e9\r\n--not-a-boundary\r\n'), Buffer.alloc(64, 7)]);

function run(cmd: string, args: string[], cwd: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1', HTTP_PROXY: '', HTTPS_PROXY: '', http_proxy: '', https_proxy: '' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** Runners of every sample in one interpreter: one JSON line per sample (its status and output). */
const RUNNERS: Record<string, string> = {
  'run-samples.py': `import contextlib, io, json, runpy, sys, traceback
for path in sys.argv[1:]:
    out = io.StringIO()
    code = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            runpy.run_path(path, run_name="__main__")
    except SystemExit as e:
        code = 0 if e.code in (None, 0) else 1
    except BaseException:
        traceback.print_exc(file=out)
        code = 1
    print(json.dumps({"file": path, "code": code, "out": out.getvalue()[-2000:]}), flush=True)
`,
  'run-samples.mjs': `import { pathToFileURL } from 'node:url';
import { format } from 'node:util';
for (const file of process.argv.slice(2)) {
  const lines = [];
  const { log, error } = console;
  console.log = console.error = (...args) => lines.push(format(...args));
  let code = 0;
  try {
    await import(pathToFileURL(file).href);
  } catch (e) {
    code = 1;
    lines.push(String(e?.stack ?? e));
  }
  Object.assign(console, { log, error });
  process.stdout.write(JSON.stringify({ file, code, out: lines.join('\\n').slice(-2000) }) + '\\n');
}
`,
};

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(Array.from({ length: size }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
  }));
}

describe('code samples against a mock of the API', () => {
  let mock: MockApi;
  let dir: string;
  let operations: OperationView[];
  let cases: { op: string; mode: string; request: SampleRequest }[];
  before(async () => {
    const config = await loadConfig(join(repoRoot, 'docs-site.config.ts'));
    const schema = await loadSchema(config, { offline: true, strict: false, log: () => {} });
    await prepareMarkdown();
    const model = buildApiModel(config, schema!);
    operations = [...model.operations.values()].filter((v) => v.kind === 'operation');
    mock = await startMockApi(schema!.document, { expectFile: FILE });
    const base = config.customFields.apiBaseUrl!.replace(/\/+$/, '');
    cases = operations.flatMap((v) =>
      v.requests.map((r) => {
        assert.ok(r.request.url.startsWith(base), `${v.operationId}: ${r.request.url}`);
        return { op: v.operationId, mode: r.id, request: { ...r.request, url: mock.url + r.request.url.slice(base.length) } };
      }),
    );
    dir = mkdtempSync(join(tmpdir(), 'docs-samples-'));
    writeFileSync(join(dir, 'receipt.jpg'), FILE);
  });
  after(async () => {
    await mock?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has a request per operation, with upload modes and list parameters where they apply', () => {
    assert.ok(operations.length > 100, `${operations.length} operations`);
    const process = operations.find((v) => v.operationId === 'processDocument')!;
    assert.deepEqual(process.requests.map((r) => r.id), ['multipart', 'json-url', 'json-base64']);
    const list = operations.find((v) => v.operationId === 'listDocuments')!;
    assert.match(list.requests[0].request.url, /[?&]page=1&page_size=50&status=processed$/);
    const curl = requestSamples(process.requests[0].request)[0].code;
    assert.match(curl, /-F "file=@receipt\.jpg"/);
    assert.match(curl, /--form-string "tags=client-dinner" \\\n {2}--form-string "tags=seattle"/);
  });

  /** Runs each sample as a process of its own (curl), reporting failures. */
  async function eachInProcess(lang: string, file: string, cmd: (f: string) => [string, string[]]) {
    const failures: string[] = [];
    let n = 0;
    await pool(cases, 8, async (c) => {
      const code = requestSamples(c.request).find((s) => s.id === lang)!.code;
      const path = join(dir, `${c.op}-${c.mode}-${file}`);
      // curl: fail on an HTTP error like the other samples do.
      writeFileSync(path, lang === 'curl' ? code.replace(/^curl /, 'curl -sS --fail-with-body ') : code);
      const before = mock.requests.length;
      const [command, args] = cmd(path);
      const r = await run(command, args, dir);
      n++;
      if (r.code !== 0) failures.push(`${c.op} (${c.mode}): exit ${r.code}\n${r.out.slice(0, 600)}`);
      else if (mock.requests.length === before) failures.push(`${c.op} (${c.mode}): no request reached the mock`);
    });
    return { n, failures };
  }

  /**
   * Runs every sample in one interpreter (`runner` takes the files and prints one JSON line per
   * sample: its exit status and output). The samples run one at a time, each making one request:
   * the mock must receive exactly one per sample.
   */
  async function allInOneProcess(lang: string, file: string, runner: [string, string]) {
    const files = cases.map((c, i) => {
      const path = join(dir, `${i}-${c.op}-${c.mode}-${file}`);
      writeFileSync(path, requestSamples(c.request).find((s) => s.id === lang)!.code);
      return path;
    });
    const runnerFile = join(dir, runner[1]);
    writeFileSync(runnerFile, RUNNERS[runner[1]]);
    const before = mock.requests.length;
    const r = await run(runner[0], [runnerFile, ...files], dir);
    const results = new Map<string, { code: number; out: string }>();
    for (const line of r.out.split('\n')) if (line.startsWith('{"file"')) results.set(JSON.parse(line).file, JSON.parse(line));
    const failures: string[] = [];
    for (const [i, c] of cases.entries()) {
      const result = results.get(files[i]);
      if (!result) failures.push(`${c.op} (${c.mode}): did not run (runner exit ${r.code})\n${r.out.slice(-600)}`);
      else if (result.code !== 0) failures.push(`${c.op} (${c.mode}): failed\n${result.out.slice(0, 600)}`);
    }
    if (!failures.length) assert.equal(mock.requests.length - before, cases.length, 'one request reached the mock per sample');
    return { n: results.size, failures };
  }

  const languages: { id: string; skip: string | false; run: () => Promise<{ n: number; failures: string[] }> }[] = [
    { id: 'curl', skip: false, run: () => eachInProcess('curl', 'sample.sh', (f) => ['bash', ['-e', f]]) },
    { id: 'python', skip: hasRequests ? false : 'python3 with requests is not installed', run: () => allInOneProcess('python', 'sample.py', ['python3', 'run-samples.py']) },
    { id: 'node', skip: false, run: () => allInOneProcess('node', 'sample.mjs', [process.execPath, 'run-samples.mjs']) },
  ];
  for (const lang of languages) {
    it(`runs every ${lang.id} sample and the mock accepts what it receives`, { skip: lang.skip }, async () => {
      const { n, failures } = await lang.run();
      assert.deepEqual(failures, []);
      assert.equal(n, cases.length);
      const uploads = mock.requests.filter((r) => r.file);
      assert.ok(uploads.length > 0, 'multipart uploads arrived');
      assert.ok(uploads.every((r) => r.file!.bytes.equals(FILE) && r.file!.name === 'receipt.jpg'), 'files intact');
    });
  }

  it('compiles every Java sample', { skip: hasJavac ? false : 'javac is not installed' }, async () => {
    // One folder per sample (each is `public class Example`); compiled in one javac run (a JVM start is slow).
    const failures: string[] = [];
    const batches: string[][] = [[]];
    for (const [i, c] of cases.entries()) {
      const folder = join(dir, 'java', String(i));
      spawnSync('mkdir', ['-p', folder]);
      const code = requestSamples(c.request).find((s) => s.id === 'java')!.code.replace('public class Example', `public class Example${i}`);
      writeFileSync(join(folder, `Example${i}.java`), code);
      batches[0].push(join(folder, `Example${i}.java`));
    }
    await pool(batches, 1, async (files) => {
      const r = await run('javac', ['-d', join(dir, 'java-out'), ...files], dir);
      if (r.code !== 0) failures.push(r.out.slice(0, 2000));
    });
    assert.deepEqual(failures, []);
  });
});
