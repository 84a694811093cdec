// `docs` command line: init, build and serve.
import { Command, InvalidArgumentError } from 'commander';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SiteBuilder } from './build.ts';
import { formatError } from './errors.ts';
import { initSite } from './init/index.ts';
import { toolRoot } from './paths.ts';
import { colourWanted, paint as paintOf } from './report/color.ts';
import { useReporter } from './report/index.ts';
import { folderBytes, problemsOf, type BuildSummary } from './report/summary.ts';
import { TerminalReporter } from './report/terminal.ts';
import { serve } from './serve.ts';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('Expected a port number (0-65535; 0 picks a free one).');
  return n;
}

const paintFor = (isTTY: boolean | undefined) => paintOf(colourWanted(process.env, isTTY));

export function toolVersion(): string {
  return (JSON.parse(readFileSync(join(toolRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The reporter for this run (stderr is where people look; stdout stays for results). */
function terminalReporter(json = false, firstBuildOnly = false): TerminalReporter {
  return new TerminalReporter({
    err: process.stderr,
    out: process.stdout,
    env: process.env,
    cwd: process.cwd(),
    colour: colourWanted(process.env, process.stderr.isTTY),
    json,
    firstBuildOnly,
  });
}

interface BuildFlags {
  config: string;
  out?: string;
  offline?: boolean;
  strictSchema?: boolean;
  drafts?: boolean;
  json?: boolean;
}

async function build(opts: BuildFlags): Promise<number> {
  const reporter = terminalReporter(opts.json);
  const restore = useReporter(reporter);
  const { paint } = reporter;
  const builder = new SiteBuilder({
    configFile: resolve(opts.config),
    outDir: opts.out ? resolve(opts.out) : undefined,
    offline: opts.offline,
    strictSchema: opts.strictSchema,
    drafts: opts.drafts,
    log: (m) => reporter.info(m),
  });
  const started = performance.now();
  // Keys in the order a reader wants them; the figures are filled in when the build is done.
  const summary: BuildSummary = { ok: false, version: toolVersion(), outDir: undefined, pages: undefined, reused: undefined, files: undefined, bytes: undefined, timings: { total: 0, stages: {} }, warnings: reporter.warnings, errors: reporter.errors };
  try {
    const result = await builder.build();
    reporter.close();
    const { stats } = result;
    Object.assign(summary, { ok: true, outDir: result.config.outDir, pages: stats.pages, reused: stats.reused, files: stats.files, bytes: folderBytes(result.config.outDir), timings: { total: stats.total, stages: stats.ms } });
    const phases = Object.entries(stats.ms).map(([k, v]) => `${k} ${v}ms`).join(', ');
    const notes = [...(stats.reused ? [`${stats.reused} unchanged`] : []), ...(stats.offThread ? [`${stats.offThread} rendered on a worker thread`] : [])];
    // Coloured for the stream it goes to (stdout, or stderr under --json).
    const { green, yellow } = opts.json ? paint : paintFor(process.stdout.isTTY);
    const warned = reporter.warnings.length ? `, ${yellow(`${reporter.warnings.length} warning${reporter.warnings.length > 1 ? 's' : ''}`)}` : '';
    const line = `${green('Built')} ${stats.pages} pages${notes.length ? ` (${notes.join(', ')})` : ''} (${stats.files} files) into ${result.config.outDir} in ${stats.total} ms${warned} (${phases}).\n`;
    if (opts.json) process.stderr.write(line);
    else process.stdout.write(line);
    return 0;
  } catch (error) {
    reporter.close();
    for (const problem of problemsOf(error, process.cwd())) reporter.error(problem);
    summary.timings.total = Math.round(performance.now() - started);
    process.stderr.write(`${paint.red(paint.bold('Build failed.'))}\n${formatError(error)}\n`);
    return 1;
  } finally {
    restore();
    if (opts.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
  }
}

export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command();
  program
    .name('docs')
    .description('Build and preview a documentation site: Markdown/MDX guides and an OpenAPI reference rendered to static HTML.')
    .version(toolVersion(), '-V, --version', 'print the version')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('init')
    .argument('[dir]', 'folder for the new site (default: the current folder)', '.')
    .description('Start a site: a config, a home page, two guides, a small OpenAPI document, a tsconfig, .gitignore and a CI workflow. Refuses a folder that has files in it.')
    .option('-f, --force', 'write into a folder that is not empty (files of the same names are replaced)')
    .action((dir: string, opts: { force?: boolean }) => {
      exitCode = initSite(resolve(dir), { force: opts.force, colour: colourWanted(process.env, process.stdout.isTTY) });
    });

  program
    .command('build')
    .description('Build the site into the output folder. Fails (exit 1) on bad input or broken links and leaves the previous output untouched.')
    .option('-c, --config <file>', 'site config file', 'docs-site.config.ts')
    .option('-o, --out <dir>', 'output folder (default: the config\'s outDir, "out")')
    .option('--offline', 'do not download the schema; use the cached or vendored copy')
    .option('--strict-schema', 'fail on every schema problem (not only on unresolvable $refs), and on an invalid download instead of falling back')
    .option('--drafts', 'include pages whose front matter says draft: true')
    .option('--json', 'print one JSON summary on stdout (pages, files, bytes, timings, warnings, errors); progress stays on stderr')
    .action(async (opts: BuildFlags) => {
      exitCode = await build(opts);
    });

  program
    .command('serve')
    .description('Build, serve the output like a static host, and rebuild and reload open pages on every edit.')
    .option('-c, --config <file>', 'site config file', 'docs-site.config.ts')
    .option('-p, --port <port>', 'port to listen on; 0 picks a free one', port, 3000)
    .option('-H, --host <host>', 'address to listen on', 'localhost')
    .option('--offline', 'do not download the schema; use the cached or vendored copy')
    .option('--no-drafts', 'leave out pages whose front matter says draft: true')
    .action(async (opts: { config: string; port: number; host: string; offline?: boolean; drafts: boolean }) => {
      const reporter = terminalReporter(false, true);
      const restore = useReporter(reporter);
      try {
        exitCode = await serve({ configFile: resolve(opts.config), port: opts.port, host: opts.host, offline: opts.offline, drafts: opts.drafts, log: (m) => reporter.info(m) });
      } finally {
        reporter.close();
        restore();
      }
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    const code = (error as { code?: string; exitCode?: number }).code;
    if (code === 'commander.helpDisplayed' || code === 'commander.help' || code === 'commander.version') return 0;
    if (code?.startsWith('commander.')) return (error as { exitCode?: number }).exitCode || 1;
    process.stderr.write(formatError(error) + '\n');
    return 1;
  }
  return exitCode;
}
