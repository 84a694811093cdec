// The newcomer's path, for real: a clean copy of this repository (the files a
// clone has) is packed with `npm pack`, the tarball installed into an empty
// folder with `npm install` (its dependencies from the registry), and there
// `docs init` → `docs build` makes a site with a home page, guides and an API
// reference whose config type-checks through the package's `exports`; `--json`
// and GitHub annotations work from the installed copy; `docs serve` shows it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './helpers.ts';

const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline'];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): SpawnSyncReturns<string> & { output: string } {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024 });
  return Object.assign(r, { output: `${r.stdout}${r.stderr}` });
}

function fetchText(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('the package, packed from a clean clone and installed into an empty folder', () => {
  let work: string;
  let clone: string;
  let site: string;
  let tarball: string;
  let install: ReturnType<typeof run>;
  let built: ReturnType<typeof run>;

  before(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-package-'));
    clone = join(work, 'clone');
    // What a clone of this branch holds: the tracked files and new ones git does not ignore.
    const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], repoRoot).stdout.split('\0');
    for (const file of listed.filter((f) => f && !f.startsWith('bench/.corpora/') && existsSync(join(repoRoot, f)))) {
      mkdirSync(dirname(join(clone, file)), { recursive: true });
      copyFileSync(join(repoRoot, file), join(clone, file));
    }
    const packed = run('npm', ['pack', '--json', '--pack-destination', work], clone);
    assert.equal(packed.status, 0, packed.output);
    tarball = join(work, (JSON.parse(packed.stdout) as { filename: string }[])[0].filename);
    site = join(work, 'my-docs');
    mkdirSync(site);
    assert.equal(run('npm', ['init', '-y'], site).status, 0);
    install = run('npm', ['install', '--save-dev', ...NPM_QUIET, tarball], site);
    assert.equal(install.status, 0, install.output);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('packs what the tool needs and nothing of this repository\'s own site or tests', () => {
    const r = run('tar', ['-tzf', tarball], work);
    const files = r.stdout.split('\n').filter(Boolean).map((f) => f.replace(/^package\//, ''));
    for (const needed of ['bin/docs.mjs', 'cli/main.ts', 'renderer/server.tsx', 'renderer/styles/main.css', 'templates/document.ts', 'templates/site/gitignore', 'templates/site/github/workflows/docs.yml', 'types/cli/define-config.d.ts', 'types/config.mjs', 'README.md', 'package.json']) {
      assert.ok(files.includes(needed), `${needed} is in the package`);
    }
    assert.deepEqual(files.filter((f) => /^(test|content|bench|\.cache|out|node_modules)\//.test(f)), []);
  });

  it('installs without engine warnings on this Node', () => {
    assert.doesNotMatch(install.output, /EBADENGINE/);
  });

  it('docs init → docs build: a home page, two guides and the API reference', () => {
    const init = run('npx', ['--no', '--', 'docs', 'init'], site);
    assert.equal(init.status, 0, init.output);
    for (const file of ['docs-site.config.ts', 'content/index.md', 'content/getting-started.md', 'content/authentication.md', 'openapi.yaml', 'tsconfig.json', '.gitignore', '.github/workflows/docs.yml']) {
      assert.ok(existsSync(join(site, file)), file);
    }
    const made = ['README.md', 'docs-site.config.ts', 'openapi.yaml', 'tsconfig.json', '.gitignore', '.github/workflows/docs.yml', ...readdirSync(join(site, 'content')).map((f) => `content/${f}`)];
    for (const file of made) assert.doesNotMatch(readFileSync(join(site, file), 'utf8'), /\bquire\b/i, `${file} names no provider of ours`);
    assert.match(readFileSync(join(site, 'package.json'), 'utf8'), /"build": "docs build"/);
    // esbuild's install script is not needed: recorded, so npm (11+) does not ask about it on every install.
    assert.equal((JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> }).allowScripts?.esbuild, false);
    built = run('npm', ['run', 'build'], site);
    assert.equal(built.status, 0, built.output);
    const routes = (JSON.parse(readFileSync(join(site, 'out/routes.json'), 'utf8')) as { path: string; kind: string }[]).map((r) => `${r.kind} ${r.path}`);
    for (const route of ['doc /', 'doc /getting-started/', 'doc /authentication/', 'api-operation /api/tasks/create-a-task/', 'api-group /api/tasks/']) assert.ok(routes.includes(route), `${route} in ${routes.join(', ')}`);
    assert.match(readFileSync(join(site, 'out/index.html'), 'utf8'), /<title>Example API<\/title>|<title>[^<]*Example API[^<]*<\/title>/);
  });

  it('type-checks the config through the package\'s exports, and catches a mistake in it', () => {
    const ok = run('npx', ['--no', '--', 'tsc', '--noEmit'], site);
    assert.equal(ok.status, 0, ok.output);
    const config = join(site, 'docs-site.config.ts');
    const original = readFileSync(config, 'utf8');
    writeFileSync(config, original.replace("url: 'https://docs.example.com',", "url: 'https://docs.example.com',\n  baseUrl: 3,"));
    try {
      const bad = run('npx', ['--no', '--', 'tsc', '--noEmit'], site);
      assert.notEqual(bad.status, 0);
      assert.match(bad.output, /docs-site\.config\.ts\(\d+,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/);
    } finally {
      writeFileSync(config, original);
    }
  });

  it("takes a site's own plugin, typed through the package's docs-site-generator/plugin", () => {
    const config = join(site, 'docs-site.config.ts');
    const tsconfig = join(site, 'tsconfig.json');
    const originals = [config, tsconfig].map((f) => [f, readFileSync(f, 'utf8')] as const);
    mkdirSync(join(site, 'plugins'), { recursive: true });
    const plugin = (body: string) =>
      writeFileSync(join(site, 'plugins', 'hello.ts'), `import { definePlugin } from 'docs-site-generator/plugin';\nexport default definePlugin({\n${body}\n});\n`);
    try {
      plugin(`  name: 'hello',
  load: () => ({
    pages: [{ id: 'hello', path: '/hello/', kind: 'hello', title: 'Hello', description: 'A page from a plugin.', headings: [], sourceFile: 'plugins/hello.ts', frontMatter: {}, sourceLinks: [], titleInContent: false }],
    kinds: { hello: { content: (page) => ({ key: page.path, linkSources: [], render: () => 'Hello from a plugin.' }) } },
  }),
  finish: async (_ctx, out) => { await out.write('hello.txt', 'hello'); },`);
      writeFileSync(config, originals[0][1].replace("import { defineConfig } from 'docs-site-generator/config';", "import { defineConfig } from 'docs-site-generator/config';\nimport hello from './plugins/hello.ts';").replace("url: 'https://docs.example.com',", "url: 'https://docs.example.com',\n  plugins: [hello],"));
      writeFileSync(tsconfig, originals[1][1].replace('"include": ["docs-site.config.ts"]', '"include": ["docs-site.config.ts", "plugins"]'));
      const typed = run('npx', ['--no', '--', 'tsc', '--noEmit'], site);
      assert.equal(typed.status, 0, typed.output);
      const built = run('npx', ['--no', '--', 'docs', 'build'], site);
      assert.equal(built.status, 0, built.output);
      assert.match(readFileSync(join(site, 'out/hello/index.html'), 'utf8'), /Hello from a plugin\./);
      assert.equal(readFileSync(join(site, 'out/hello.txt'), 'utf8'), 'hello');
      // A hook misspelt is a type error in the plugin's module.
      plugin(`  name: 'hello',\n  laod: () => ({}),`);
      const bad = run('npx', ['--no', '--', 'tsc', '--noEmit'], site);
      assert.notEqual(bad.status, 0);
      assert.match(bad.output, /plugins\/hello\.ts\(\d+,\d+\): error TS2353: Object literal may only specify known properties, and 'laod' does not exist in type 'Plugin'/);
    } finally {
      for (const [file, text] of originals) writeFileSync(file, text);
      rmSync(join(site, 'plugins'), { recursive: true, force: true });
    }
  });

  it('prints the JSON summary with --json', () => {
    const r = run('npx', ['--no', '--', 'docs', 'build', '--json'], site);
    assert.equal(r.status, 0, r.output);
    const summary = JSON.parse(r.stdout);
    assert.equal(summary.ok, true);
    assert.equal(summary.pages, 12);
    assert.ok(summary.bytes > 0 && summary.files > 12);
  });

  it('annotates a broken link under GITHUB_ACTIONS=true', () => {
    const guide = join(site, 'content/authentication.md');
    const original = readFileSync(guide, 'utf8');
    writeFileSync(guide, original + '\nSee [the old guide](/quickstart/).\n');
    try {
      const line = readFileSync(guide, 'utf8').split('\n').findIndex((l) => l.includes('/quickstart/')) + 1;
      const r = run('npx', ['--no', '--', 'docs', 'build'], site, { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: site });
      assert.equal(r.status, 1);
      assert.match(r.stdout, new RegExp(`^::error file=content/authentication\\.md,line=${line}::Broken link → /quickstart/`, 'm'));
    } finally {
      writeFileSync(guide, original);
    }
  });

  it('keeps the site\'s caches in the site, none in the tool\'s install', () => {
    const tool = join(site, 'node_modules', 'docs-site-generator');
    assert.ok(existsSync(join(site, '.cache', 'schema')));
    // Nothing of any site, and none of the tool's own bundles either: an install may be read-only and shared.
    assert.ok(!existsSync(join(tool, '.cache')), 'no cache in the tool’s install');
    assert.ok(existsSync(join(site, 'node_modules', '.cache', 'docs-site-generator', 'cli', 'main.mjs')), 'the tool’s bundles in the project’s node_modules/.cache');
  });

  it('refuses to init a folder with files in it, unless --force', () => {
    const again = run('npx', ['--no', '--', 'docs', 'init'], site);
    assert.equal(again.status, 1);
    assert.match(again.stderr, /is not empty \(.*\); nothing was written\.\n\s+→ Run it in an empty folder/);
    const forced = run('npx', ['--no', '--', 'docs', 'init', '--force'], site);
    assert.equal(forced.status, 0, forced.output);
    assert.match(forced.stdout, /docs-site\.config\.ts .*\(replaced\)/);
  });

  it('serves the site', async () => {
    const child = spawn(join(site, 'node_modules', '.bin', 'docs'), ['serve', '--port', '0', '--host', '127.0.0.1'], { cwd: site, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const seen = (d: Buffer) => {
          output += d;
          const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
          if (m) resolve(m[1]);
        };
        child.stdout.on('data', seen);
        child.stderr.on('data', seen);
        child.once('exit', () => reject(new Error(`serve exited:\n${output}`)));
      });
      const home = await fetchText(url);
      assert.equal(home.status, 200);
      assert.match(home.body, /Where to start/);
      assert.equal((await fetchText(`${url}api/tasks/list-tasks/`)).status, 200);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
