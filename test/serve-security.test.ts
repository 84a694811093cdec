// `docs serve` against hostile requests (any web page can make a browser send
// them to localhost): non-ASCII routes asked for without their trailing slash,
// malformed and encoded-traversal paths, a 1 MB URL, slow clients, and other
// sites' names in the Host header (DNS rebinding). No request may end the
// process, none may read outside out/, and only this machine's names are answered.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, startServe, type ServeProcess } from './helpers.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written byte for byte (no client normalises the path or the Host header). */
function raw(url: string, requestHead: string): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(requestHead));
    const chunks: Buffer[] = [];
    let failure: Error | undefined;
    socket.on('data', (d: Buffer) => chunks.push(d));
    // A server may answer and close while a long request is still being written (a reset then): the answer counts.
    socket.on('error', (error) => (failure = error));
    socket.on('close', () => {
      if (!chunks.length) return reject(failure ?? new Error('closed without an answer'));
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      const body = rest.join('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]), headers, body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body });
    });
  });
}

function dechunk(body: string): string {
  let out = '';
  for (let at = 0; ; ) {
    const eol = body.indexOf('\r\n', at);
    const size = parseInt(body.slice(at, eol), 16);
    if (!(size > 0)) return out;
    out += body.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}

const get = (url: string, path: string, host = new URL(url).host) => raw(url, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

describe('docs serve against hostile requests', () => {
  let site: string;
  let server: ServeProcess;
  before(async () => {
    site = copyFixture('api-edge');
    writeFileSync(join(site, 'content', 'привет.mdx'), '---\ntitle: Привет\n---\n\nПривет, мир.\n');
    // An API tag and an operation whose routes are not ASCII.
    edit(join(site, 'openapi.yaml'), (s) =>
      s
        .replace('  - name: Trees\n', '  - name: 日本\n    description: A tag in Japanese.\n  - name: Trees\n')
        .replace('paths:\n', "paths:\n  /hello:\n    get:\n      operationId: hello\n      summary: こんにちは\n      tags: [日本]\n      responses:\n        '200':\n          description: OK\n"),
    );
    server = await startServe(site, ['--allow-host', 'preview.test']);
  });
  after(async () => {
    await server?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  /** The process is still up and answering. */
  async function alive() {
    assert.equal(server.child.exitCode, null, server.output());
    assert.equal((await get(server.url, '/')).status, 200);
  }

  it('redirects non-ASCII routes asked for without the trailing slash, with an encoded Location', async () => {
    for (const route of ['/привет', '/api/こんにちは']) {
      const encoded = encodeURI(route);
      const res = await get(server.url, encoded);
      assert.equal(res.status, 301, `${route}\n${server.output()}`);
      assert.equal(res.headers.location, `${encoded}/`);
      const page = await fetch(new URL(encoded, server.url));
      assert.equal(page.status, 200);
      assert.equal(new URL(page.url).pathname, `${encoded}/`);
      // The same with a query, and with characters that must stay in the path.
      assert.equal((await get(server.url, `${encoded}?a=1`)).headers.location, `${encoded}/?a=1`);
    }
    await alive();
  });

  it('never redirects to another host (//host, /\\host, encoded slashes)', async () => {
    for (const path of ['//evil.example/guides', '/\\evil.example/x', '/%2F%2Fevil.example', '/%5Cevil.example', '//evil.example/index.html', '/%2f%2fevil.example/index.html']) {
      const res = await get(server.url, path);
      const location = res.headers.location;
      if (location !== undefined) assert.match(location, /^\/(?![/\\])/, `${path} → ${location}`);
    }
    await alive();
  });

  it('answers malformed paths and encoded traversal without leaving out/ or dying', async () => {
    const cases = [
      '/%', '/%E0%A4%A', '/%zz/', '/%00', '/%C0%AE%C0%AE/', '/\u00ff', '/a%2F..%2F..%2Fopenapi.yaml',
      '/..%2fopenapi.yaml', '/%2e%2e/openapi.yaml', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/..%5c..%5copenapi.yaml', '/..\\openapi.yaml',
      '/assets/..%2f..%2fdocs-site.config.ts', '/./../openapi.yaml', '/%252e%252e/openapi.yaml', '*', 'http://[', 'http://evil.example/../openapi.yaml',
    ];
    for (const path of cases) {
      const res = await get(server.url, path);
      assert.ok([301, 400, 403, 404].includes(res.status), `${path}: ${res.status}`);
      assert.doesNotMatch(res.body, /operationId: createPet|defineConfig|root:/, path);
    }
    await alive();
  });

  it('refuses a 1 MB URL and keeps answering', async () => {
    const res = await get(server.url, '/' + 'a'.repeat(1024 * 1024));
    assert.ok([414, 431].includes(res.status), String(res.status));
    await alive();
  });

  it('keeps answering others while slow clients trickle their headers', async () => {
    const slow: Socket[] = [];
    const timers: NodeJS.Timeout[] = [];
    const { port } = new URL(server.url);
    try {
      // Each sends a request line, then one header byte every 100 ms, never ending its headers.
      await Promise.all(
        Array.from({ length: 40 }, () =>
          new Promise<void>((resolve, reject) => {
            const socket = connect(Number(port), '127.0.0.1', () => {
              socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `, () => resolve());
              timers.push(setInterval(() => socket.write('a'), 100));
            });
            socket.on('error', () => {}); // dropped by the server's header timeout: fine
            socket.once('error', reject);
            slow.push(socket);
          }),
        ),
      );
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => get(server.url, i % 2 ? '/' : '/api/get-a-tree/')));
      assert.deepEqual(answers.map((a) => a.status), Array(20).fill(200));
    } finally {
      timers.forEach(clearInterval);
      slow.forEach((s) => s.destroy());
    }
    await alive();
  });

  it("answers only this machine's names: other Host headers get 403, pages and the live-reload stream alike", async () => {
    const { port } = new URL(server.url);
    for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `[::1].evil.example`, 'evil.example:80@127.0.0.1', `a b:${port}`]) {
      for (const path of ['/', '/guides/', '/__docs/events']) {
        const res = await get(server.url, path, host);
        assert.equal(res.status, 403, `${host} ${path}`);
        assert.match(res.body, /^Blocked request: this preview answers only to localhost, IP addresses and the --host name/);
      }
    }
    // HTTP/1.0 without a Host header.
    assert.equal((await raw(server.url, 'GET / HTTP/1.0\r\n\r\n')).status, 403);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `docs.localhost:${port}`, `[::1]:${port}`, `192.168.1.20:${port}`, `10.0.0.1`, `preview.test:${port}`, 'localhost.']) {
      assert.equal((await get(server.url, '/', host)).status, 200, host);
    }
    const events = await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(`GET /__docs/events HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`));
      socket.once('data', (d) => {
        resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(d.toString())?.[1]));
        socket.destroy();
      });
      socket.on('error', reject);
    });
    assert.equal(events, 200);
    // Told on the terminal once per name, however often it comes.
    assert.equal(server.output().match(/Blocked a request for Host "evil\.example(:\d+)?"/g)?.length, 1, server.output());
    await alive();
  });
});
