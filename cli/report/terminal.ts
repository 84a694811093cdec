// The command line's reporter. On a TTY: one status line (stage, page counter,
// seconds) rewritten in place, log lines above it, colour. Elsewhere (CI, a
// pipe): a plain line per stage and a few progress lines, so a long build is
// never silent. It keeps every warning and error for the JSON summary, and
// under GitHub Actions prints each as a workflow annotation too.
import { formatPlace } from '../errors.ts';
import { annotation } from './github.ts';
import type { Problem, Reporter } from './index.ts';
import { paint, type Paint } from './color.ts';

/** What each stage is doing, as the status line says it. */
const STAGE_LABELS: Record<string, string> = {
  config: 'reading the config',
  load: 'loading the content and the schema',
  model: 'building the site model',
  assets: 'bundling the styles and scripts',
  render: 'rendering pages',
  files: 'writing the search index and site-wide files',
  check: 'checking links',
  write: 'writing the output',
};

export interface TerminalOptions {
  /** Where progress, logs and warnings go (stderr). */
  err: { write(chunk: string): unknown; isTTY?: boolean; columns?: number };
  /** Where annotations go unless `json` keeps stdout for the summary. */
  out: { write(chunk: string): unknown };
  env: NodeJS.ProcessEnv;
  cwd: string;
  colour: boolean;
  /** `--json`: stdout carries only the summary. */
  json: boolean;
  /** `docs serve`: plain output shows the stages of the first build only (a rebuild says one line). */
  firstBuildOnly?: boolean;
}

export class TerminalReporter implements Reporter {
  readonly warnings: Problem[] = [];
  readonly errors: Problem[] = [];
  readonly paint: Paint;
  private readonly live: boolean;
  private readonly github: boolean;
  private current?: { name: string; started: number; done?: number; total?: number; lastLine: number };
  private status = '';
  private drawnAt = 0;
  private ticker?: NodeJS.Timeout;
  private builds = 0;

  constructor(private readonly options: TerminalOptions) {
    this.paint = paint(options.colour);
    this.live = Boolean(options.err.isTTY) && options.env.TERM !== 'dumb' && !options.env.CI;
    this.github = options.env.GITHUB_ACTIONS === 'true';
  }

  stage(name: string): void {
    const now = performance.now();
    this.current = { name, started: now, lastLine: now };
    const label = STAGE_LABELS[name] ?? name;
    if (this.live) {
      this.ticker ??= setInterval(() => this.draw(true), 250).unref();
      this.draw(true);
    } else if (!(this.options.firstBuildOnly && this.builds > 0)) this.options.err.write(this.paint.dim(`${label}…`) + '\n');
  }

  pages(done: number, total: number): void {
    const c = this.current;
    if (!c) return;
    const before = c.total ? Math.floor((4 * (c.done ?? 0)) / c.total) : 0;
    c.done = done;
    c.total = total;
    if (this.live) return this.draw(done === total);
    if (this.options.firstBuildOnly && this.builds > 0) return;
    // Plain output: a line at each quarter, when the stage has run a second since the last one.
    const now = performance.now();
    if (Math.floor((4 * done) / total) > before && now - c.lastLine >= 1000) {
      c.lastLine = now;
      this.options.err.write(this.paint.dim(`  ${done}/${total} pages`) + '\n');
    }
  }

  info(message: string): void {
    this.above(message);
  }

  warning(problem: Problem & { logged?: boolean }): void {
    const { logged, ...kept } = problem;
    this.warnings.push(kept);
    if (!logged) this.above(`${this.paint.yellow('warning')} ${this.describe(kept)}`);
    if (this.github) this.annotate('warning', kept);
  }

  error(problem: Problem): void {
    this.errors.push(problem);
    if (this.github) this.annotate('error', problem);
  }

  done(): void {
    this.builds++;
    this.close();
  }

  /** Clears the status line; call before printing the outcome. */
  close(): void {
    clearInterval(this.ticker);
    this.ticker = undefined;
    this.clearStatus();
    this.current = undefined;
  }

  private describe(p: Problem): string {
    const where = formatPlace(p.file ? { file: p.file, line: p.line, column: p.column } : undefined, this.options.cwd);
    return `${where ? where + ': ' : ''}${p.message}${p.rule ? ` [${p.rule}]` : ''}${p.hint ? `\n  → ${p.hint}` : ''}`;
  }

  private annotate(kind: 'error' | 'warning', problem: Problem): void {
    const line = annotation(kind, problem, this.options.env, this.options.cwd) + '\n';
    if (this.options.json) this.above(line.trimEnd());
    else {
      this.clearStatus();
      this.options.out.write(line);
      this.draw(true);
    }
  }

  /** A line above the status line (which is drawn again under it). */
  private above(text: string): void {
    this.clearStatus();
    this.options.err.write(text + '\n');
    if (this.live) this.draw(true);
  }

  private clearStatus(): void {
    if (this.live && this.status) this.options.err.write('\r\x1b[K');
    this.status = '';
  }

  private draw(force: boolean): void {
    const c = this.current;
    if (!this.live || !c) return;
    const now = performance.now();
    if (!force && now - this.drawnAt < 80) return;
    this.drawnAt = now;
    const seconds = `${((now - c.started) / 1000).toFixed(1)} s`;
    const counter = c.total ? ` ${c.done}/${c.total}` : '';
    // Never wider than the terminal (a wrapped line could not be rewritten in place).
    const room = Math.max(10, (this.options.err.columns || 80) - seconds.length - 4);
    const text = `${STAGE_LABELS[c.name] ?? c.name}${counter}`.slice(0, room);
    this.status = `${this.paint.dim('›')} ${text} ${this.paint.dim(seconds)}`;
    this.options.err.write(`\r\x1b[K${this.status}`);
  }
}
