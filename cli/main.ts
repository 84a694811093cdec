// `docs` command line: init, build and serve.
import { Command, InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { builtins } from './compose.ts';
import { buildCommand, logTo, terminalReporter, toolVersion, type BuildFlags } from './commands/build.ts';
import { formatError } from './errors.ts';
import { initSite } from './init/index.ts';
import { colourWanted } from './report/color.ts';
import { useReporter } from './report/index.ts';
import { serve } from './serve/index.ts';
import { versionCommand, writeTranslationsCommand } from './commands/scopes.ts';
import { stop as stopEsbuild } from 'esbuild';
import { childrenGone } from './child-exit.ts';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('Expected a port number (0-65535; 0 picks a free one).');
  return n;
}

/** Collects a repeatable option's values (`--allow-host a --allow-host b,c`). */
function collect(value: string, previous: string[]): string[] {
  return [...previous, ...value.split(',').map((v) => v.trim()).filter(Boolean)];
}

export { toolVersion };

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
      exitCode = await buildCommand(opts);
    });

  program
    .command('serve')
    .description('Build, serve the output like a static host, and rebuild and reload open pages on every edit.')
    .option('-c, --config <file>', 'site config file', 'docs-site.config.ts')
    .option('-p, --port <port>', 'port to listen on; 0 picks a free one', port, 3000)
    .option('-H, --host <host>', 'address to listen on', 'localhost')
    .option('--allow-host <name>', 'also answer requests for this host name (besides localhost, IP addresses and --host); ".example.test" allows its subdomains too; repeatable', collect, [])
    .option('--offline', 'do not download the schema; use the cached or vendored copy')
    .option('--no-drafts', 'leave out pages whose front matter says draft: true')
    .action(async (opts: { config: string; port: number; host: string; allowHost: string[]; offline?: boolean; drafts: boolean }) => {
      const reporter = terminalReporter(false, true);
      const restore = useReporter(reporter);
      try {
        exitCode = await serve({ ...builtins, configFile: resolve(opts.config), port: opts.port, host: opts.host, allowHosts: opts.allowHost, offline: opts.offline, drafts: opts.drafts, log: logTo(reporter) });
      } finally {
        reporter.close();
        restore();
      }
    });

  program
    .command('version')
    .argument('<name>', 'the new version, e.g. 2.0')
    .description('Snapshot the current docs, sidebars and API schema as a released version (versioned_docs/, versioned_sidebars/, versioned_schemas/, versions.json), as docusaurus docs:version does.')
    .option('-c, --config <file>', 'site config file', 'docs-site.config.ts')
    .action(async (name: string, opts: { config: string }) => {
      process.stdout.write((await versionCommand(name, resolve(opts.config))) + '\n');
    });

  program
    .command('write-translations')
    .description("Write i18n/<locale>/code.json with every UI string of the theme, keeping the translations already there.")
    .option('-c, --config <file>', 'site config file', 'docs-site.config.ts')
    .option('-l, --locale <locale>', 'the locale (default: the default locale)')
    .action(async (opts: { config: string; locale?: string }) => {
      process.stdout.write((await writeTranslationsCommand(resolve(opts.config), opts.locale)) + '\n');
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    const code = (error as { code?: string; exitCode?: number }).code;
    if (code === 'commander.helpDisplayed' || code === 'commander.help' || code === 'commander.version') return 0;
    if (code?.startsWith('commander.')) return (error as { exitCode?: number }).exitCode || 1;
    process.stderr.write(formatError(error) + '\n');
    return 1;
  } finally {
    // esbuild's service process would outlive the command by a moment: end it, and see it gone.
    await stopEsbuild().catch(() => {});
    await childrenGone();
  }
  return exitCode;
}
