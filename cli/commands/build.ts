// `docs build`: the build with the terminal's reporter (a live status line on
// a TTY, plain lines elsewhere, GitHub annotations in Actions), an optional
// JSON summary, and Ctrl+C that leaves the output folder as it was.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSite } from '../compose.ts';
import { formatError } from '../errors.ts';
import { toolRoot } from '../paths.ts';
import { redactText } from '../redact.ts';
import { colourWanted, paint as paintOf } from '../report/color.ts';
import { useReporter } from '../report/index.ts';
import { folderBytes, problemsOf, type BuildSummary } from '../report/summary.ts';
import { TerminalReporter } from '../report/terminal.ts';

export function toolVersion(): string {
  return (JSON.parse(readFileSync(join(toolRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The reporter for this run (stderr is where people look; stdout stays for results). */
export function terminalReporter(json = false, firstBuildOnly = false): TerminalReporter {
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

/** A log line for the terminal: URLs keep their credentials and query values hidden (see redact.ts). */
export const logTo = (reporter: TerminalReporter) => (m: string) => reporter.info(redactText(m));

export interface BuildFlags {
  config: string;
  out?: string;
  offline?: boolean;
  strictSchema?: boolean;
  drafts?: boolean;
  json?: boolean;
}

export async function buildCommand(opts: BuildFlags): Promise<number> {
  const reporter = terminalReporter(opts.json);
  const restore = useReporter(reporter);
  const { paint } = reporter;
  // Ctrl+C (or a CI job's SIGTERM): the build stops before its next page and leaves out/ as it was; a second one ends it at once.
  const stop = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop.signal.aborted) process.exit(signal === 'SIGINT' ? 130 : 143);
    process.stderr.write(`\nStopping (${signal}): the output folder stays as it was.\n`);
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const started = performance.now();
  // Keys in the order a reader wants them; the figures are filled in when the build is done.
  const summary: BuildSummary = { ok: false, version: toolVersion(), outDir: undefined, pages: undefined, reused: undefined, files: undefined, bytes: undefined, timings: { total: 0, stages: {} }, warnings: reporter.warnings, errors: reporter.errors };
  try {
    const result = await buildSite({
      signal: stop.signal,
      configFile: resolve(opts.config),
      outDir: opts.out ? resolve(opts.out) : undefined,
      offline: opts.offline,
      strictSchema: opts.strictSchema,
      drafts: opts.drafts,
      log: logTo(reporter),
    });
    reporter.close();
    const { stats } = result;
    // The output's size is for --json only: a walk over every file (15 ms on a 231-page site).
    Object.assign(summary, { ok: true, outDir: result.config.outDir, pages: stats.pages, reused: stats.reused, files: stats.files, bytes: opts.json ? folderBytes(result.config.outDir) : undefined, timings: { total: stats.total, stages: stats.ms } });
    const phases = Object.entries(stats.ms).map(([k, v]) => `${k} ${v}ms`).join(', ');
    const notes = [...(stats.reused ? [`${stats.reused} unchanged`] : []), ...(stats.offThread ? [`${stats.offThread} rendered on a worker thread`] : [])];
    // Coloured for the stream it goes to (stdout, or stderr under --json).
    const { green, yellow } = opts.json ? paint : paintOf(colourWanted(process.env, process.stdout.isTTY));
    const warned = reporter.warnings.length ? `, ${yellow(`${reporter.warnings.length} warning${reporter.warnings.length > 1 ? 's' : ''}`)}` : '';
    const line = `${green('Built')} ${stats.pages} pages${notes.length ? ` (${notes.join(', ')})` : ''} (${stats.files} files) into ${result.config.outDir} in ${stats.total} ms${warned} (${phases}).\n`;
    if (opts.json) process.stderr.write(line);
    else process.stdout.write(line);
    return 0;
  } catch (error) {
    reporter.close();
    summary.timings.total = Math.round(performance.now() - started);
    if (stop.signal.aborted) {
      process.stderr.write('Build stopped.\n');
      return 130;
    }
    for (const problem of problemsOf(error, process.cwd())) reporter.error(problem);
    process.stderr.write(`${paint.red(paint.bold('Build failed.'))}\n${formatError(error)}\n`);
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    restore();
    if (opts.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
  }
}
