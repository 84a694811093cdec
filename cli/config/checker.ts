// The config validator's checks. A failed check records a problem (the key,
// what was expected, what was given, a suggestion) and validation goes on, so
// one run lists every problem of the config.
import { readFileSync } from 'node:fs';
import { BuildError, BuildErrors } from '../errors.ts';
import { redactText } from '../redact.ts';
import { didYouMean } from '../suggest.ts';

export interface ConfigProblem {
  key: string;
  message: string;
  hint?: string;
}

/** Thrown by `fail` to stop checking one part (a navbar item, a sidebar item); `part` catches it. */
export class Abort extends Error {}

/** How a value is shown in a message: JSON, cut at 80 characters; a URL's credentials and query values stay out (the value may come from an env variable). */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  return redactText(JSON.stringify(value) ?? String(value)).slice(0, 80);
}

export class Checker {
  readonly problems: ConfigProblem[] = [];
  /** Keys set by environment variables (a problem with one names the variable). */
  readonly fromEnv = new Map<string, string>();

  constructor(readonly file: string) {}

  /** Records that `key` must be `expected`; returns undefined, so callers fall back to a default. */
  problem(key: string, expected: string, got: unknown, hint?: string): undefined {
    const env = this.fromEnv.get(key);
    this.problems.push({ key, message: `Invalid config: \`${key}\` must be ${expected}, got ${shown(got)}${env ? ` (from ${env})` : ''}.`, hint });
    return undefined;
  }

  /** Records the problem and stops checking the current part (see `part`). */
  fail(key: string, expected: string, got: unknown, hint?: string): never {
    this.problem(key, expected, got, hint);
    throw new Abort();
  }

  /** Runs one independent check; a `fail` inside it ends that check only. */
  part<T>(check: () => T): T | undefined {
    try {
      return check();
    } catch (error) {
      if (error instanceof Abort) return undefined;
      throw error;
    }
  }

  object(v: unknown, key: string): Record<string, unknown> | undefined {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return this.problem(key, 'an object', v);
    return v as Record<string, unknown>;
  }

  /** An optional object: undefined or null give `{}`. */
  optionalObject(v: unknown, key: string): Record<string, unknown> {
    return v == null ? {} : (this.object(v, key) ?? {});
  }

  string(v: unknown, key: string, opts: { optional?: boolean; pattern?: RegExp; expected?: string; hint?: (v: string) => string | undefined } = {}): string | undefined {
    if (v === undefined && opts.optional) return undefined;
    if (typeof v !== 'string' || v.length === 0) return this.problem(key, opts.expected ?? 'a non-empty string', v);
    if (opts.pattern && !opts.pattern.test(v)) return this.problem(key, opts.expected ?? `a string matching ${opts.pattern}`, v, opts.hint?.(v));
    return v;
  }

  url(v: unknown, key: string, optional = false): string | undefined {
    if (v === undefined && optional) return undefined;
    const expected = 'an absolute http(s) URL';
    if (typeof v !== 'string' || !v) return this.problem(key, expected, v);
    try {
      const u = new URL(v);
      if (u.protocol === 'http:' || u.protocol === 'https:') return v;
    } catch {
      // not a URL: suggested below
    }
    const hint = /^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(v) ? `Write it with its scheme: "https://${v}".` : undefined;
    return this.problem(key, expected, v, hint);
  }

  bool(v: unknown, key: string): boolean | undefined {
    if (v === undefined) return undefined;
    if (typeof v !== 'boolean') return this.problem(key, 'true or false', v);
    return v;
  }

  oneOf<T extends string>(v: unknown, key: string, values: readonly T[]): T | undefined {
    if (v === undefined) return undefined;
    if (!values.includes(v as T)) return this.problem(key, `one of ${values.map((x) => `"${x}"`).join(', ')}`, v, typeof v === 'string' ? didYouMean(v, values) : undefined);
    return v as T;
  }

  array(v: unknown, key: string): unknown[] | undefined {
    if (!Array.isArray(v)) return this.problem(key, 'an array', v);
    return v;
  }

  integer(v: unknown, key: string, min: number, max = Infinity): number | undefined {
    if (v === undefined) return undefined;
    if (!Number.isInteger(v) || (v as number) < min || (v as number) > max) {
      return this.problem(key, max === Infinity ? `an integer of at least ${min}` : `an integer from ${min} to ${max}`, v);
    }
    return v as number;
  }

  /** Records every key of `obj` not in `allowed`, with the closest allowed one. */
  knownKeys(obj: Record<string, unknown>, key: string, allowed: readonly string[]): void {
    for (const k of Object.keys(obj)) {
      if (allowed.includes(k)) continue;
      const full = `${key ? key + '.' : ''}${k}`;
      const suggestion = didYouMean(k, allowed, (s) => `\`${key ? key + '.' : ''}${s}\``);
      this.problems.push({
        key: full,
        message: `Invalid config: unknown key \`${full}\`.${suggestion ? ' ' + suggestion : ''}`,
        hint: `The keys of ${key ? `\`${key}\`` : 'the config'} are: ${allowed.join(', ')}.`,
      });
    }
  }

  /** Throws every problem at once, each at its line in the config file when it can be found there. */
  throwIfAny(source: string | undefined): void {
    if (!this.problems.length) return;
    const errors = this.problems.map((p) => new BuildError(p.message, { file: this.file, line: source ? lineOfKey(source, p.key) : undefined }, p.hint));
    if (errors.length === 1) throw errors[0];
    throw new BuildErrors(`The config has ${errors.length} problems:`, errors);
  }
}

/**
 * The line where `key` (a dotted path like `navbar.items[2].type`) is written in
 * the config's source, found by looking for each named part in turn after the
 * previous one; the last part found, or the `defineConfig(` line for a key that
 * is not written at all.
 */
export function lineOfKey(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  const names = key.split(/[.[\]]+/).filter((n) => n && !/^\d+$/.test(n));
  const start = Math.max(0, lines.findIndex((l) => /defineConfig\s*\(|export\s+default/.test(l)));
  let at = -1;
  let from = start;
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(^|[\\s{,])(['"]?)${escaped}\\2\\s*:`);
    const found = lines.findIndex((l, i) => i >= from && pattern.test(l));
    if (found < 0) break;
    at = found;
    from = found;
  }
  return (at >= 0 ? at : start) + 1;
}

/** The first line of `file` that contains one of `texts` (undefined when none does or the file is unreadable). */
export function lineOfText(file: string, texts: string[]): number | undefined {
  try {
    const at = readFileSync(file, 'utf8').split('\n').findIndex((l) => texts.some((t) => l.includes(t)));
    return at < 0 ? undefined : at + 1;
  } catch {
    return undefined;
  }
}
