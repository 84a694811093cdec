// Every code sample of every operation, run against a mock of the API on
// 127.0.0.1 that checks what it receives against the schema (headers, JSON
// bodies, multipart parts and their encodings, the uploaded file's bytes):
// curl, Python and Node.js are run; Java is compiled when javac is installed.
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

  const languages: { id: string; skip: string | false; file: string; cmd: (f: string) => [string, string[]] }[] = [
    { id: 'curl', skip: false, file: 'sample.sh', cmd: (f) => ['bash', ['-e', f]] },
    { id: 'python', skip: hasRequests ? false : 'python3 with requests is not installed', file: 'sample.py', cmd: (f) => ['python3', [f]] },
    { id: 'node', skip: false, file: 'sample.mjs', cmd: (f) => [process.execPath, [f]] },
  ];
  for (const lang of languages) {
    it(`runs every ${lang.id} sample and the mock accepts what it receives`, { skip: lang.skip, timeout: 300_000 }, async () => {
      const failures: string[] = [];
      let n = 0;
      await pool(cases, 8, async (c) => {
        const code = requestSamples(c.request).find((s) => s.id === lang.id)!.code;
        const file = join(dir, `${c.op}-${c.mode}-${lang.file}`);
        // curl: fail on an HTTP error like the other samples do.
        writeFileSync(file, lang.id === 'curl' ? code.replace(/^curl /, 'curl -sS --fail-with-body ') : code);
        const before = mock.requests.length;
        const [cmd, args] = lang.cmd(file);
        const r = await run(cmd, args, dir);
        n++;
        if (r.code !== 0) failures.push(`${c.op} (${c.mode}): exit ${r.code}\n${r.out.slice(0, 600)}`);
        else if (mock.requests.length === before) failures.push(`${c.op} (${c.mode}): no request reached the mock`);
      });
      assert.equal(n, cases.length);
      assert.deepEqual(failures, []);
      const uploads = mock.requests.filter((r) => r.file);
      assert.ok(uploads.length > 0, 'multipart uploads arrived');
      assert.ok(uploads.every((r) => r.file!.bytes.equals(FILE) && r.file!.name === 'receipt.jpg'), 'files intact');
    });
  }

  it('compiles every Java sample', { skip: hasJavac ? false : 'javac is not installed', timeout: 300_000 }, async () => {
    // One folder per sample (each is `public class Example`); compiled in a few javac runs.
    const failures: string[] = [];
    const batches: string[][] = [[]];
    for (const [i, c] of cases.entries()) {
      const folder = join(dir, 'java', String(i));
      spawnSync('mkdir', ['-p', folder]);
      const code = requestSamples(c.request).find((s) => s.id === 'java')!.code.replace('public class Example', `public class Example${i}`);
      writeFileSync(join(folder, `Example${i}.java`), code);
      if (batches[batches.length - 1].length >= 60) batches.push([]);
      batches[batches.length - 1].push(join(folder, `Example${i}.java`));
    }
    await pool(batches, 3, async (files) => {
      const r = await run('javac', ['-d', join(dir, 'java-out'), ...files], dir);
      if (r.code !== 0) failures.push(r.out.slice(0, 2000));
    });
    assert.deepEqual(failures, []);
  });
});
