// The command line's reporting (cli/report/): progress in place on a TTY and
// as plain lines elsewhere, colour as NO_COLOR/FORCE_COLOR say, `--json`, and
// GitHub Actions annotations; then the real CLI: --version, `build --json`, a
// broken link under GITHUB_ACTIONS=true, a config with several problems, and
// `serve` on a taken port.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { colourWanted } from '../cli/report/color.ts';
import { annotation } from '../cli/report/github.ts';
import { TerminalReporter } from '../cli/report/terminal.ts';
import { copyFixture, edit, repoRoot, runDocs, runDocsAsync } from './helpers.ts';

function sink(isTTY = false) {
  const stream = { text: '', isTTY, columns: 60, write: (s: string) => ((stream.text += s), true) };
  return stream;
}

function reporter(opts: { tty?: boolean; env?: NodeJS.ProcessEnv; json?: boolean; colour?: boolean } = {}) {
  const err = sink(opts.tty);
  const out = sink();
  const r = new TerminalReporter({ err, out, env: opts.env ?? {}, cwd: '/site', colour: opts.colour ?? false, json: opts.json ?? false });
  return { r, err, out };
}

describe('reporting', () => {
  it('colours a TTY, never under NO_COLOR, always under FORCE_COLOR', () => {
    assert.equal(colourWanted({}, true), true);
    assert.equal(colourWanted({}, false), false);
    assert.equal(colourWanted({ NO_COLOR: '1' }, true), false);
    assert.equal(colourWanted({ NO_COLOR: '' }, true), true, 'an empty NO_COLOR is unset');
    assert.equal(colourWanted({ FORCE_COLOR: '1' }, false), true);
    assert.equal(colourWanted({ FORCE_COLOR: '0' }, true), true, 'FORCE_COLOR=0 forces nothing');
    assert.equal(colourWanted({ TERM: 'dumb' }, true), false);
  });

  it('prints a plain line per stage and a few progress lines elsewhere', () => {
    const { r, err } = reporter();
    r.stage('config');
    r.stage('load');
    r.info('Schema: vendored copy openapi.yaml');
    r.stage('render');
    for (let i = 1; i <= 8; i++) r.pages(i, 8);
    r.done();
    assert.match(err.text, /^reading the config…\nloading the content and the schema…\nSchema: vendored copy openapi\.yaml\nrendering pages…\n/);
    assert.doesNotMatch(err.text, /\r|\x1b/, 'no control characters in a log file');
  });

  it('rewrites one status line in place on a TTY, with the page counter', () => {
    const { r, err } = reporter({ tty: true, colour: true });
    r.stage('render');
    r.pages(3, 12);
    r.pages(12, 12);
    r.info('a log line');
    r.done();
    assert.match(err.text, /\r\x1b\[K.*rendering pages 12\/12/);
    assert.match(err.text, /\r\x1b\[Ka log line\n/, 'a log line clears the status line first');
    assert.match(err.text, /\r\x1b\[K$/, 'the status line is cleared at the end');
    for (const line of err.text.split(/\r\x1b\[K/)) assert.ok(line.replace(/\x1b\[\d+m/g, '').length <= 60, `fits the terminal: ${JSON.stringify(line)}`);
  });

  it('shows a warning once, keeps every one, and annotates them under GitHub Actions', () => {
    const { r, err, out } = reporter({ env: { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: '/site' } });
    r.warning({ message: 'Server URL has a trailing slash', file: '/site/openapi.yaml', line: 12, column: 7, rule: 'no-server-trailing-slash', logged: true });
    r.warning({ message: 'No home page', file: '/site/content', rule: 'no-home-page' });
    r.error({ message: 'Broken link → /gone/ (no page, 50%, a:b)', file: 'content/a.md', line: 3 });
    assert.doesNotMatch(err.text, /trailing slash/, 'a logged warning is not shown again');
    assert.match(err.text, /warning content: No home page \[no-home-page\]/);
    assert.equal(r.warnings.length, 2);
    assert.equal(r.errors.length, 1);
    assert.deepEqual(out.text.trim().split('\n'), [
      '::warning file=openapi.yaml,line=12,col=7,title=no-server-trailing-slash::Server URL has a trailing slash',
      '::warning file=content,title=no-home-page::No home page',
      '::error file=content/a.md,line=3::Broken link → /gone/ (no page, 50%25, a:b)',
    ]);
  });

  it('keeps stdout for the JSON summary under --json (annotations go to stderr)', () => {
    const { r, err, out } = reporter({ json: true, env: { GITHUB_ACTIONS: 'true' } });
    r.error({ message: 'x', file: 'a.md', line: 1 });
    assert.equal(out.text, '');
    assert.match(err.text, /^::error file=a\.md,line=1::x$/m);
  });

  it('escapes annotations as the workflow commands require', () => {
    assert.equal(annotation('error', { message: 'two\nlines\r%', file: 'a,b:c.md', line: 2 }, {}, '/'), '::error file=a%2Cb%3Ac.md,line=2::two%0Alines%0D%25');
    assert.equal(annotation('warning', { message: 'remote', file: 'https://x.example/openapi.json', line: 1 }, {}, '/'), '::warning::remote', 'a URL is no file of the repository');
  });
});

describe('the command line in CI', () => {
  let site: string;
  before(() => {
    site = copyFixture('basic');
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('prints its version with --version and -V', () => {
    const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
    for (const flag of ['--version', '-V']) {
      const r = runDocs([flag], site);
      assert.equal(r.code, 0, r.stderr);
      assert.equal(r.stdout.trim(), version);
    }
  });

  it('says in serve --help that -p 0 picks a free port', () => {
    assert.match(runDocs(['serve', '--help'], site).stdout, /-p, --port <port>\s+port to listen on; 0 picks a free one/);
  });

  it('build --json prints one JSON summary on stdout, progress on stderr', () => {
    const r = runDocs(['build', '--json'], site);
    assert.equal(r.code, 0, r.stderr);
    const summary = JSON.parse(r.stdout);
    assert.equal(summary.ok, true);
    assert.ok(summary.pages > 3 && summary.files > summary.pages && summary.bytes > 10_000, r.stdout);
    assert.deepEqual(Object.keys(summary.timings.stages), ['config', 'load', 'model', 'assets', 'render', 'files', 'check', 'write']);
    assert.ok(summary.timings.total > 0);
    assert.deepEqual(summary.errors, []);
    assert.ok(Array.isArray(summary.warnings));
    assert.match(r.stderr, /reading the config…\nloading the content and the schema…/);
    assert.match(r.stderr, /Built \d+ pages/);
  });

  it('annotates a broken link under GITHUB_ACTIONS=true, at its file and line, and lists it in --json', () => {
    const page = join(site, 'content/guides/intro.mdx');
    const original = readFileSync(page, 'utf8');
    edit(page, (s) => s + '\nSee [the old page](/guides/gone/).\n');
    try {
      const lineNo = readFileSync(page, 'utf8').split('\n').findIndex((l) => l.includes('/guides/gone/')) + 1;
      const env = { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: site };
      const r = runDocs(['build'], site, env);
      assert.equal(r.code, 1);
      assert.match(r.stdout, new RegExp(`^::error file=content/guides/intro\\.mdx,line=${lineNo}::Broken link → /guides/gone/ \\(no page or file at this path; on page /guides/intro/\\)$`, 'm'));
      assert.match(r.stderr, /Build failed\.\nBroken links: 1 link does not resolve\./);
      const json = runDocs(['build', '--json'], site, env);
      const summary = JSON.parse(json.stdout);
      assert.equal(summary.ok, false);
      assert.deepEqual(summary.errors.map((e: { file: string; line: number }) => [e.file, e.line]), [['content/guides/intro.mdx', lineNo]]);
      assert.match(json.stderr, /^::error file=content\/guides\/intro\.mdx,line=\d+::/m);
    } finally {
      edit(page, () => original);
    }
  });

  it('lists every config problem in one run, each with its key, line and a suggestion', () => {
    const config = join(site, 'docs-site.config.ts');
    const original = readFileSync(config, 'utf8');
    edit(config, (s) => s.replace("url: 'https://docs.acme.example'", "url: 'docs.acme.example', sidebar: {}").replace("baseUrl: '/'", "baseUrl: 'docs'").replace("isCloseable: true", "isCloseable: 'yes'"));
    try {
      const r = runDocs(['build'], site, { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: site });
      assert.equal(r.code, 1);
      assert.match(r.stderr, /The config has 4 problems:/);
      assert.match(r.stderr, /docs-site\.config\.ts:\d+: Invalid config: unknown key `sidebar`\. Did you mean `sidebars`\?/);
      assert.match(r.stderr, /`url` must be an absolute http\(s\) URL, got "docs\.acme\.example"\.\n\s+→ Write it with its scheme: "https:\/\/docs\.acme\.example"\./);
      assert.match(r.stderr, /`baseUrl` must be a path that starts and ends with "\/", got "docs"\./);
      assert.match(r.stderr, /`announcementBar\.isCloseable` must be true or false, got "yes"\./);
      assert.equal(r.stdout.match(/^::error file=docs-site\.config\.ts,line=\d+::/gm)?.length, 4, r.stdout);
      assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    } finally {
      edit(config, () => original);
    }
  });

  it('serve checks its port before building and says what to do when it is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    rmSync(join(site, 'out'), { recursive: true, force: true });
    try {
      const r = await runDocsAsync(['serve', '--port', String(port), '--host', '127.0.0.1'], site);
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, new RegExp(`Port ${port} is already in use on 127\\.0\\.0\\.1 .*\\n\\s+→ Stop the other process, or pick another port: \`docs serve -p ${port + 1}\` \\(\`-p 0\` picks a free one\\)\\.`));
      assert.doesNotMatch(r.stderr, /EADDRINUSE|reading the config/);
      assert.ok(!existsSync(join(site, 'out')), 'nothing was built');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
