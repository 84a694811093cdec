// Symbolic links in static/: followed only when their target stays inside the
// site folder. A link to a file or folder elsewhere on the machine (or one that
// leads nowhere) is skipped with a warning, never copied into out/ (where
// `docs serve` and any host would hand it out).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { copyFixture, docsBin, runDocs, type RunResult } from './helpers.ts';

const SECRET = 'PRIVATE-KEY-MATERIAL-7d2e';

describe('symbolic links in static/', () => {
  let site: string;
  let elsewhere: string;
  let build: RunResult;
  before(() => {
    site = copyFixture('basic');
    elsewhere = mkdtempSync(join(tmpdir(), 'docs-elsewhere-'));
    writeFileSync(join(elsewhere, 'id_rsa'), SECRET);
    mkdirSync(join(elsewhere, 'folder'));
    writeFileSync(join(elsewhere, 'folder', 'notes.txt'), SECRET);
    const stat = join(site, 'static');
    symlinkSync(join(elsewhere, 'id_rsa'), join(stat, 'leak.txt'));
    symlinkSync(join(elsewhere, 'folder'), join(stat, 'leakdir'));
    symlinkSync('../../../../../../../../../../..' + elsewhere + '/id_rsa', join(stat, 'relative-leak.txt'));
    symlinkSync(join(site, 'nowhere.txt'), join(stat, 'broken.txt'));
    // Inside the site: a file elsewhere in it, a folder alias, and a loop back up.
    writeFileSync(join(site, 'shared.txt'), 'shared inside the site');
    symlinkSync('../shared.txt', join(stat, 'shared.txt'));
    symlinkSync('img', join(stat, 'pictures'));
    build = runDocs(['build', '--offline'], site);
  });
  after(() => {
    rmSync(site, { recursive: true, force: true });
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('skips links that leave the site folder or lead nowhere, with one warning each', () => {
    assert.equal(build.code, 0, build.stderr);
    for (const name of ['leak.txt', 'leakdir', 'relative-leak.txt', 'broken.txt']) assert.equal(existsSync(join(site, 'out', name)), false, name);
    for (const name of ['leak.txt', 'leakdir', 'relative-leak.txt']) {
      const lines = build.stderr.split('\n').filter((l) => l.includes(`static/${name}:`));
      assert.equal(lines.length, 1, build.stderr);
      assert.match(lines[0], /^warning static\/[\w.-]+: a symbolic link to .+, outside the site folder; not copied to the output\.$/);
    }
    assert.match(build.stderr, /^warning static\/broken\.txt: a symbolic link that leads nowhere; not copied to the output\.$/m);
    const leaked = (readdirSync(join(site, 'out'), { recursive: true }) as string[]).filter((f) => {
      try {
        return readFileSync(join(site, 'out', f), 'utf8').includes(SECRET);
      } catch {
        return false; // a folder
      }
    });
    assert.deepEqual(leaked, []);
  });

  it('follows links that stay inside the site folder (files and folders)', () => {
    assert.equal(readFileSync(join(site, 'out', 'shared.txt'), 'utf8'), 'shared inside the site');
    const pictures = readdirSync(join(site, 'static', 'img'));
    assert.ok(pictures.length > 0);
    for (const f of pictures) {
      assert.ok(existsSync(join(site, 'out', 'img', f)), f);
      assert.ok(existsSync(join(site, 'out', 'pictures', f)), f);
    }
  });
});

describe('a loop of symbolic links in static/', () => {
  it('is walked once: the build finishes', () => {
    const site = copyFixture('basic');
    try {
      symlinkSync('..', join(site, 'static', 'img', 'up'));
      // Only a bound for a hang (the copy used to follow the loop until the path grew too long), not a timing.
      const r = spawnSync(process.execPath, [docsBin, 'build', '--offline'], { cwd: site, encoding: 'utf8', timeout: 180_000 });
      assert.equal(r.status, 0, `${r.signal ?? ''}\n${r.stderr}`);
      assert.ok(existsSync(join(site, 'out', 'img', 'logo.svg')));
      assert.equal(existsSync(join(site, 'out', 'img', 'up')), false);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
