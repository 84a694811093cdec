// Build errors that point at a place in a source file and say what to do.
import { redactText } from './redact.ts';

export interface SourcePlace {
  file: string;
  line?: number;
  column?: number;
}

export class BuildError extends Error {
  readonly place?: SourcePlace;
  readonly hint?: string;
  constructor(message: string, place?: SourcePlace, hint?: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'BuildError';
    this.place = place;
    this.hint = hint;
  }
}

/** Several problems reported together (e.g. every broken link). */
export class BuildErrors extends Error {
  readonly errors: BuildError[];
  /** What one of them is, to prefix it where it is shown alone (a CI annotation): `Broken link`. */
  readonly label?: string;
  constructor(title: string, errors: BuildError[], label?: string) {
    super(title);
    this.name = 'BuildErrors';
    this.errors = errors;
    this.label = label;
  }
}

export function formatPlace(place: SourcePlace | undefined, cwd = process.cwd()): string {
  if (!place) return '';
  let file = place.file;
  if (file.startsWith(cwd + '/')) file = file.slice(cwd.length + 1);
  if (place.line == null) return file;
  return place.column == null ? `${file}:${place.line}` : `${file}:${place.line}:${place.column}`;
}

/** The error as the terminal (and the browser's error overlay in serve) shows it; URLs in it are redacted (see redact.ts). */
export function formatError(error: unknown, cwd = process.cwd()): string {
  return redactText(formatUnredacted(error, cwd));
}

function formatUnredacted(error: unknown, cwd: string): string {
  if (error instanceof BuildErrors) {
    return [error.message, ...error.errors.map((e) => '  ' + formatUnredacted(e, cwd).replace(/\n/g, '\n  '))].join('\n');
  }
  if (error instanceof BuildError) {
    const where = formatPlace(error.place, cwd);
    return (where ? `${where}: ` : '') + error.message + (error.hint ? `\n  → ${error.hint}` : '');
  }
  // Not a problem of the input: the generator's own fault. Its stack is for us, on request.
  if (error instanceof Error) {
    if (process.env.DOCS_DEBUG) return error.stack ?? error.message;
    return `${error.message.split('\n')[0]}\n  → An unexpected error in docs itself. Run again with DOCS_DEBUG=1 to see where it happened, and please report it with that output.`;
  }
  return String(error);
}
