// The sink's and the cache's file calls (callback API, as promises) and how
// the sink bounds the writes under way: a slot freed wakes one waiter, and an
// aborted build wakes them all (none waits forever).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inBatches, mkdir, rename, Slots, writeFile } from '../cli/fs-calls.ts';
import { OutputSink } from '../cli/sink.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('file calls', () => {
  it('write, rename and make folders as fs/promises does, errors naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-fs-calls-'));
    try {
      assert.equal(await mkdir(join(dir, 'a', 'b'), { recursive: true }), join(dir, 'a'));
      assert.equal(await mkdir(join(dir, 'a', 'b'), { recursive: true }), undefined);
      await writeFile(join(dir, 'a', 'b', 'x.tmp'), 'héllo');
      await rename(join(dir, 'a', 'b', 'x.tmp'), join(dir, 'a', 'b', 'x'));
      assert.equal(readFileSync(join(dir, 'a', 'b', 'x'), 'utf8'), 'héllo');
      const missing = join(dir, 'nowhere', 'y');
      await assert.rejects(writeFile(missing, 'y'), (error: NodeJS.ErrnoException) => error.code === 'ENOENT' && error.message.includes(missing));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('inBatches keeps at most n under way and starts none after a failure', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const items = Array.from({ length: 20 }, (_, i) => i);
    await assert.rejects(
      inBatches(items, 3, async (i) => {
        started.push(i);
        most = Math.max(most, ++running);
        await tick();
        running--;
        if (i === 7) throw new Error('seven');
      }),
      /seven/,
    );
    assert.equal(most, 3);
    assert.equal(running, 0, 'those under way are done before it rejects');
    assert.ok(started.length < 12, `started ${started.length}`);
  });

  it('Slots wakes the longest waiter when a job ends', async () => {
    const slots = new Slots(1);
    const order: string[] = [];
    slots.take();
    const waiter = async (name: string) => {
      while (slots.full) await slots.room();
      slots.take();
      order.push(name);
      await tick();
      slots.free();
    };
    const done = Promise.all([waiter('a'), waiter('b'), waiter('c')]);
    slots.free();
    await done;
    await slots.idle();
    assert.deepEqual(order, ['a', 'b', 'c']);
  });
});

/** Runs `fn` in a new temporary folder, removed afterwards. */
async function inSinkDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-sink-'));
  try {
    await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An out/ folder in `dir` holding one page from an earlier build. */
function outWithIndex(dir: string): string {
  const out = join(dir, 'out');
  mkdirSync(out);
  writeFileSync(join(out, 'index.html'), 'before');
  return out;
}

describe('the sink under load', () => {
  it('writes far more files than it has slots for, every one whole', () =>
    inSinkDir(async (dir) => {
      const out = join(dir, 'out');
      const sink = OutputSink.atomic(out);
      await Promise.all(Array.from({ length: 300 }, (_, i) => sink.write(`d${i % 7}/f${i}.html`, `<p>${i}</p>`)));
      await sink.commit();
      for (let i = 0; i < 300; i++) assert.equal(readFileSync(join(out, `d${i % 7}/f${i}.html`), 'utf8'), `<p>${i}</p>`);
      assert.deepEqual(readdirSync(dir), ['out'], 'no staging folder left');
    }));

  it('an abort while writes wait for room leaves out/ as it was, and no writer waiting', () =>
    inSinkDir(async (dir) => {
      const out = outWithIndex(dir);
      const sink = OutputSink.atomic(out);
      const writes = Array.from({ length: 200 }, (_, i) => sink.write(`p${i}.html`, 'x'));
      await sink.abort();
      await Promise.all(writes);
      assert.deepEqual(readdirSync(dir), ['out']);
      assert.deepEqual(readdirSync(out), ['index.html']);
    }));

  it('a failed write fails the commit, naming the file, and out/ stays', () =>
    inSinkDir(async (dir) => {
      const out = outWithIndex(dir);
      const sink = OutputSink.atomic(out);
      await sink.write('a/page.html', 'x');
      await sink.write('a/page.html/child.html', 'y'); // a file where its folder would be
      await assert.rejects(sink.commit(), /page\.html/);
      assert.deepEqual(readdirSync(dir), ['out']);
      assert.deepEqual(readdirSync(out), ['index.html']);
    }));
});
