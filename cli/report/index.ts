// How a build tells its user what it does: stages, page progress, log lines,
// warnings and errors. The pipeline calls `report()` at a few marked places
// (`// report:` in cli/build.ts); the command line installs the reporter that
// fits where it runs (terminal.ts: a live status line on a TTY, plain lines in
// CI; a JSON summary; GitHub workflow annotations). Builds run without one
// (tests, the benchmark) report nowhere.

/** A warning or an error, at its place in a source file when it has one. */
export interface Problem {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** A rule or kind, e.g. `broken-link`, `operation-id-unique`. */
  rule?: string;
  /** What to do about it. */
  hint?: string;
}

export interface Reporter {
  /** A stage of the pipeline starts (the previous one has ended): `config`, `load`, `model`, `render`, … */
  stage(name: string): void;
  /** Pages written so far, of `total`. */
  pages(done: number, total: number): void;
  /** A line of the build's log. */
  info(message: string): void;
  /**
   * A warning. `logged`: the build's log has printed it already (in its own words), so the terminal
   * shows it once; it is still counted, put in the JSON summary and annotated in CI.
   */
  warning(problem: Problem & { logged?: boolean }): void;
  /** An error that fails the build (printed by the command with the failure). */
  error(problem: Problem): void;
  /** The build has ended, done or failed (`docs serve` goes on waiting for edits). */
  done(): void;
}

const silent: Reporter = { stage() {}, pages() {}, info() {}, warning() {}, error() {}, done() {} };

let current: Reporter = silent;

/** The reporter of this process (a silent one unless the command line installed one). */
export function report(): Reporter {
  return current;
}

/** Installs `reporter` for this process; returns a function that puts back the previous one. */
export function useReporter(reporter: Reporter): () => void {
  const previous = current;
  current = reporter;
  return () => {
    current = previous;
  };
}
