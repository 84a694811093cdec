// `docs` command line: build and serve.
import { Command, InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { builtins, buildSite } from './compose.ts';
import { formatError } from './errors.ts';
import { serve } from './serve/index.ts';
import { stop as stopEsbuild } from 'esbuild';
import { redactText } from './redact.ts';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('Expected a port number (0-65535).');
  return n;
}

/** Collects a repeatable option's values (`--allow-host a --allow-host b,c`). */
function collect(value: string, previous: string[]): string[] {
  return [...previous, ...value.split(',').map((v) => v.trim()).filter(Boolean)];
}

/** The terminal: URLs in what the CLI prints have their credentials and query values hidden (see redact.ts). */
const log = (m: string) => process.stderr.write(redactText(m) + '\n');

export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command();
  program
    .name('docs')
    .description('Build and preview the documentation site: MDX guides and an OpenAPI reference rendered to static HTML.')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('build')
    .description('Build the site into the output folder. Fails (exit 1) on bad input or broken links and leaves the previous output untouched.')
    .option('-c, --config <file>', 'site config file', 'docs-site.config.ts')
    .option('-o, --out <dir>', 'output folder (default: the config\'s outDir, "out")')
    .option('--offline', 'do not download the schema; use the cached or vendored copy')
    .option('--strict-schema', 'fail on every schema problem (not only on unresolvable $refs), and on an invalid download instead of falling back')
    .option('--drafts', 'include pages whose front matter says draft: true')
    .action(async (opts: { config: string; out?: string; offline?: boolean; strictSchema?: boolean; drafts?: boolean }) => {
      // Ctrl+C (or a CI job's SIGTERM): the build stops before its next page and leaves out/ as it was; a second one ends it at once.
      const stop = new AbortController();
      const onSignal = (signal: NodeJS.Signals) => {
        if (stop.signal.aborted) process.exit(signal === 'SIGINT' ? 130 : 143);
        process.stderr.write(`\nStopping (${signal}): the output folder stays as it was.\n`);
        stop.abort();
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      try {
        const result = await buildSite({
          signal: stop.signal,
          configFile: resolve(opts.config),
          outDir: opts.out ? resolve(opts.out) : undefined,
          offline: opts.offline,
          strictSchema: opts.strictSchema,
          drafts: opts.drafts,
          log,
        });
        const phases = Object.entries(result.stats.ms).map(([k, v]) => `${k} ${v}ms`).join(', ');
        const { reused, offThread } = result.stats;
        const notes = [...(reused ? [`${reused} unchanged`] : []), ...(offThread ? [`${offThread} rendered on a worker thread`] : [])];
        process.stdout.write(`Built ${result.stats.pages} pages${notes.length ? ` (${notes.join(', ')})` : ''} (${result.stats.files} files) into ${result.config.outDir} in ${result.stats.total} ms (${phases}).\n`);
      } catch (error) {
        if (stop.signal.aborted) {
          process.stderr.write('Build stopped.\n');
          exitCode = 130;
        } else {
          process.stderr.write(`Build failed.\n${formatError(error)}\n`);
          exitCode = 1;
        }
      } finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
    });

  program
    .command('serve')
    .description('Build, serve the output like a static host, and rebuild and reload open pages on every edit.')
    .option('-c, --config <file>', 'site config file', 'docs-site.config.ts')
    .option('-p, --port <port>', 'port to listen on', port, 3000)
    .option('-H, --host <host>', 'address to listen on', 'localhost')
    .option('--allow-host <name>', 'also answer requests for this host name (besides localhost, IP addresses and --host); ".example.test" allows its subdomains too; repeatable', collect, [])
    .option('--offline', 'do not download the schema; use the cached or vendored copy')
    .option('--no-drafts', 'leave out pages whose front matter says draft: true')
    .action(async (opts: { config: string; port: number; host: string; allowHost: string[]; offline?: boolean; drafts: boolean }) => {
      exitCode = await serve({ ...builtins, configFile: resolve(opts.config), port: opts.port, host: opts.host, allowHosts: opts.allowHost, offline: opts.offline, drafts: opts.drafts, log });
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
    // esbuild's service process would outlive the command by a moment: end it before returning.
    await stopEsbuild().catch(() => {});
  }
  return exitCode;
}
