// `docs serve`: static-host semantics over real HTTP on 127.0.0.1, watch
// mode with live reload, and recovery from a broken edit.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bound, copyFixture, docsBin, edit, listen, startServe, type ServeProcess } from './helpers.ts';

/** A raw request line, so the path reaches the server exactly as written (no client normalisation). */
function rawGet(url: string, path: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1])));
    socket.on('error', reject);
  });
}

describe('docs serve', () => {
  let site: string;
  let server: ServeProcess;
  before(async () => {
    site = copyFixture('basic');
    server = await startServe(site);
  });
  after(async () => {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  });

  it('serves pages with the live-reload client and the right content type', async () => {
    const res = await fetch(server.url);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    const html = await res.text();
    assert.match(html, /Welcome to Acme/);
    assert.match(html, /new EventSource\(\w+\.events\)[^<]*\(\{"events":"\/__docs\/events","overlayId":"__docs_build_error"\}\)/);
  });

  it('redirects to the trailing-slash path and normalises .html and /index.html', async () => {
    for (const [path, location] of [
      ['/guides/intro', '/guides/intro/'],
      ['/guides/intro/index.html', '/guides/intro/'],
      ['/guides/intro.html', '/guides/intro/'],
      ['/index.html', '/'],
      ['/guides/intro?x=1', '/guides/intro/?x=1'],
    ]) {
      const res = await fetch(new URL(path, server.url), { redirect: 'manual' });
      assert.equal(res.status, 301, path);
      assert.equal(res.headers.get('location'), location, path);
    }
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await fetch(new URL('/no/such/page/', server.url));
    assert.equal(res.status, 404);
    assert.match(await res.text(), /Page Not Found/);
  });

  it('refuses paths outside the output folder', async () => {
    assert.equal(await rawGet(server.url, '/../package.json'), 403);
    assert.equal(await rawGet(server.url, '/%2e%2e/%2e%2e/etc/passwd'), 403);
    assert.equal(await rawGet(server.url, '/assets/..%2f..%2fdocs-site.config.ts'), 403);
  });

  it('drafts are included while serving', async () => {
    const res = await fetch(new URL('/guides/draft/', server.url));
    assert.equal(res.status, 200);
  });

  it('rebuilds on edit and tells open pages to reload', async () => {
    const events = listen(server.url);
    try {
      await events.connected;
      edit(join(site, 'content/guides/advanced/setup.mdx'), (s) => s.replace('Back to the', 'Edited: back to the'));
      await events.next('reload');
      const html = await (await fetch(new URL('/guides/advanced/setup/', server.url))).text();
      assert.match(html, /Edited: back to the/);
    } finally {
      events.close();
    }
  });

  it('shows a broken edit in the browser and terminal, keeps the last good site, and recovers', async () => {
    const events = listen(server.url);
    const file = join(site, 'content/guides/advanced/setup.mdx');
    try {
      await server.idle();
      await events.connected;
      edit(file, (s) => s + '\n<div broken=\n');
      const failure = await events.next('build-error');
      assert.match(JSON.parse(failure.data).message, /content\/guides\/advanced\/setup\.mdx:\d+:\d+: MDX syntax error/);
      assert.match(server.output(), /build failed — still serving the last good site/);
      const res = await fetch(new URL('/guides/advanced/setup/', server.url));
      assert.equal(res.status, 200);
      assert.match(await res.text(), /Edited: back to the|Back to the/);
      // A person saves the fix once the error shows.
      edit(file, (s) => s.replace('\n<div broken=\n', '\nFixed again.\n'));
      await events.next('reload').catch((e) => {
        throw new Error(`${e.message}\n--- serve output ---\n${server.output()}`);
      });
      assert.match(await (await fetch(new URL('/guides/advanced/setup/', server.url))).text(), /Fixed again\./);
    } finally {
      events.close();
    }
  });

  it('keeps the last of many rapid saves (an edit during a rebuild is never lost)', async () => {
    const file = join(site, 'content/guides/advanced/setup.mdx');
    const original = readFileSync(file, 'utf8');
    await server.idle();
    const events = listen(server.url);
    try {
      await events.connected;
      // Each save as soon as the server has answered a request after the one before (saves as fast as
      // it takes them), and every 15th once a rebuild has run since the one before it: saves land
      // while it builds, while it writes the site-wide files and in between.
      let since = server.output().length;
      for (let i = 1; i <= 60; i++) {
        writeFileSync(file, original.replace(/(Edited: b|B)ack to the/, `Save ${String(i).padStart(2, '0')}: back to the`));
        await headOf(server.url, 'sitemap.xml');
        if (i % 15 === 0 && i < 60) {
          const line = await server.waitForOutput(/: built \d+ pages.*$/m, since, `a rebuild after save ${i}`);
          since = line.index + line[0].length;
        }
      }
      // However the saves and rebuilds interleave, the served page settles on the last save: each
      // rebuild tells the open pages, so look again after each.
      let html = '';
      for (;;) {
        html = await (await fetch(new URL('/guides/advanced/setup/', server.url))).text();
        if (html.includes('Save 60:')) break;
        await events.next('reload').catch((e) => {
          throw new Error(`${e.message}\n${server.output().split('\n').slice(-8).join('\n')}`);
        });
      }
      assert.match(html, /Save 60: back to the/);
    } finally {
      events.close();
    }
  });
});

/** A HEAD request the server has answered (it has handled what came before). */
function headOf(base: string, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method: 'HEAD' }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('docs serve with a custom contentDir', () => {
  let site: string;
  let server: ServeProcess;
  before(async () => {
    site = copyFixture('basic');
    renameSync(join(site, 'content'), join(site, 'pages'));
    edit(join(site, 'docs-site.config.ts'), (s) => s.replace("sidebars: {", "contentDir: 'pages',\n  sidebars: {"));
    server = await startServe(site);
  });
  after(async () => {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  });

  it('watches the configured folder and picks up edits', async () => {
    const events = listen(server.url);
    try {
      await events.connected;
      edit(join(site, 'pages/guides/advanced/setup.mdx'), (s) => s.replace('Back to the', 'Edited in pages/: back to the'));
      await events.next('reload');
      assert.match(await (await fetch(new URL('/guides/advanced/setup/', server.url))).text(), /Edited in pages\/: back to the/);
    } finally {
      events.close();
    }
  });
});

describe('docs serve on a port already in use', () => {
  it('says so and exits with an error instead of staying up', async () => {
    const site = copyFixture('basic');
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const child = spawn(process.execPath, [docsBin, 'serve', '--offline', '--port', String(port), '--host', '127.0.0.1'], { cwd: site });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      // Only a bound for a hang (the watcher used to keep the process alive after the error), not a timing.
      const hang = setTimeout(() => child.kill('SIGKILL'), bound(120_000));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      clearTimeout(hang);
      assert.equal(code, 1, output);
      // Said in words, before any build (out/ untouched), with what to do.
      assert.match(output, new RegExp(`Port ${port} is already in use on 127\\.0\\.0\\.1`));
      assert.match(output, /-p 0` picks a free one/);
      assert.doesNotMatch(output, /EADDRINUSE|\n\s+at /);
      assert.ok(!existsSync(join(site, 'out')), 'no build before the port check');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      rmSync(site, { recursive: true, force: true });
    }
  });
});
