// Problems found in a schema, and how they are reported: only what makes the
// reference impossible to build is an error; everything else is a warning,
// listed once with `file:line:column`, and the build goes on (unless
// `--strict-schema`).
import type { NormalizedProblem } from '@redocly/openapi-core';
import { dirname, resolve } from 'node:path';
import { BuildError, BuildErrors, formatPlace, type SourcePlace } from '../../errors.ts';
import { jsonPlaces } from './json-places.ts';

export interface SchemaProblem {
  message: string;
  /** Lint rule id, or the name of one of our own checks. */
  rule: string;
  place?: SourcePlace;
  /** JSON pointer into the bundled document, located lazily (`#/paths/~1pets/get`). */
  pointer?: string;
}

type Redocly = typeof import('@redocly/openapi-core');

export function fromLint(r: Redocly, p: NormalizedProblem): SchemaProblem {
  const loc = p.location[0];
  let place: SourcePlace | undefined;
  if (loc) {
    try {
      const lc = r.getLineColLocation(loc);
      place = { file: loc.source.absoluteRef, line: lc.start.line, column: lc.start.col };
    } catch {
      place = { file: loc.source.absoluteRef };
    }
  }
  return { message: p.message, rule: p.ruleId, place, pointer: loc?.pointer };
}

/**
 * Whether a lint problem makes rendering impossible: a `$ref` that resolves to
 * nothing. A discriminator mapping may name a schema instead of referencing it
 * (the specification allows both), which the linter reports as an unresolved
 * reference: that is not one.
 */
export function isFatal(p: NormalizedProblem): boolean {
  if (p.ruleId !== 'no-unresolved-refs') return false;
  return !/\/discriminator\/mapping\/[^/]*$/.test(p.location[0]?.pointer ?? '');
}

/** A discriminator mapping value that is the name of a schema under components: allowed, so not even a warning. */
export function isMappingByName(p: NormalizedProblem, file: Record<string, any> | undefined, root: Record<string, any> | undefined): boolean {
  const pointer = p.location[0]?.pointer ?? '';
  if (p.ruleId !== 'no-unresolved-refs' || !/\/discriminator\/mapping\/[^/]*$/.test(pointer)) return false;
  const value = valueAt(file, pointer);
  const schemas = root?.components?.schemas;
  return typeof value === 'string' && !value.includes('/') && !value.includes('#') && schemas && typeof schemas === 'object' && Object.hasOwn(schemas, value);
}

/** Splits a JSON pointer (`#/a/b~1c`) into its unescaped segments. */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (!body || body === '/') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => {
      let decoded = s;
      try {
        decoded = decodeURIComponent(s);
      } catch {
        // keep as written
      }
      return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

export const escapeSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOf = (...segments: string[]) => '#/' + segments.map(escapeSegment).join('/');

function valueAt(root: unknown, pointer: string): unknown {
  let node: any = root;
  for (const s of pointerSegments(pointer)) node = node && typeof node === 'object' ? node[s] : undefined;
  return node;
}

/**
 * Finds where pointers of the bundled document were written: walks the source
 * files from the root, following `$ref`s into other files where the bundle
 * inlined them; a JSON file is then scanned once for all of its pointers
 * (json-places.ts), a YAML one located through Redocly's syntax tree.
 */
export function createLocator(r: Redocly, rootFile: string, read: (file: string) => string): (pointers: string[]) => SourcePlace[] {
  const files = new Map<string, { body: string; json: boolean; data: unknown } | null>();
  const load = (file: string) => {
    if (!files.has(file)) {
      try {
        const body = read(file);
        try {
          files.set(file, { body, json: true, data: JSON.parse(body) });
        } catch {
          files.set(file, { body, json: false, data: r.parseYaml(body) });
        }
      } catch {
        files.set(file, null);
      }
    }
    return files.get(file);
  };
  /** The file a pointer was written in and its segments there. */
  const follow = (pointer: string): { file: string; at?: string[] } => {
    let file = rootFile;
    let doc = load(file);
    if (!doc) return { file };
    let node: any = doc.data;
    let at: string[] = [];
    const segments = pointerSegments(pointer);
    for (let i = 0; i < segments.length; i++) {
      const s = segments[i];
      if (node && typeof node === 'object' && Object.hasOwn(node, s)) {
        node = node[s];
        at.push(s);
        continue;
      }
      const ref = node && typeof node === 'object' && typeof node.$ref === 'string' ? (node.$ref as string) : undefined;
      if (!ref) break;
      const [target, fragment = ''] = ref.split('#');
      const nextFile = target ? resolve(dirname(file), target) : file;
      const next = load(nextFile);
      if (!next) break;
      file = nextFile;
      doc = next;
      at = pointerSegments(fragment);
      node = valueAt(next.data, '#' + fragment);
      i--; // retry this segment inside the referenced value
    }
    return { file, at };
  };
  return (pointers) => {
    const found = pointers.map(follow);
    const places: SourcePlace[] = found.map(({ file }) => ({ file }));
    const byFile = new Map<string, number[]>();
    found.forEach(({ file, at }, i) => {
      if (!at) return;
      const list = byFile.get(file);
      if (list) list.push(i);
      else byFile.set(file, [i]);
    });
    for (const [file, indexes] of byFile) {
      const doc = files.get(file)!;
      if (doc.json) {
        const lc = jsonPlaces(doc.body, indexes.map((i) => found[i].at!));
        indexes.forEach((i, k) => lc[k] && (places[i] = { file, ...lc[k] }));
        continue;
      }
      const source = new r.Source(file, doc.body);
      for (const i of indexes) {
        const at = found[i].at!;
        try {
          const lc = r.getLineColLocation({ source, pointer: at.length ? pointerOf(...at) : '#/', reportOnKey: at.length > 0 } as never);
          places[i] = { file, line: lc.start.line, column: lc.start.col };
        } catch {
          // left at the file
        }
      }
    }
    return places;
  };
}

const placeKey = (p: SchemaProblem) => `${p.place?.file}:${p.place?.line}:${p.place?.column}`;

/**
 * The problems as report lines: each distinct message once, at its first
 * place, with the other places it occurs at (the first few written out).
 */
/** Problems grouped by message: each distinct one once, at its first place, with the other places it occurs. */
export function problemGroups(problems: SchemaProblem[], cwd = process.cwd()): { first: SchemaProblem; text: string }[] {
  const groups = new Map<string, SchemaProblem[]>();
  const seen = new Set<string>();
  for (const p of problems) {
    const exact = `${p.rule}\0${p.message}\0${placeKey(p)}`;
    if (seen.has(exact)) continue;
    seen.add(exact);
    const key = `${p.rule}\0${p.message}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].map((list) => {
    const at = (p: SchemaProblem) => [p.place?.file ?? '', p.place?.line ?? 0, p.place?.column ?? 0] as const;
    // The first place in the first file comes first (a file's order is the planner's otherwise).
    const sorted = list[0].place?.line == null ? list : [...list].sort((a, b) => (at(a)[0] === at(b)[0] ? at(a)[1] - at(b)[1] || at(a)[2] - at(b)[2] : at(a)[0] < at(b)[0] ? -1 : 1));
    const [first, ...rest] = sorted;
    let text = `${first.message} [${first.rule}]`;
    if (rest.length) {
      const shown = rest.slice(0, 3).map((p) => (p.place?.file === first.place?.file && p.place?.line != null ? `${p.place.line}:${p.place.column ?? 1}` : formatPlace(p.place, cwd)));
      const more = rest.length - shown.length;
      text += ` (also at ${shown.join(', ')}${more > 0 ? ` and ${more} more place${more > 1 ? 's' : ''}` : ''})`;
    }
    return { first, text };
  });
}

/** One line per distinct problem: `file:line:column: message [rule] (also at …)`. */
export function describeProblems(problems: SchemaProblem[], cwd = process.cwd()): string[] {
  return problemGroups(problems, cwd).map(({ first, text }) => {
    const where = formatPlace(first.place, cwd);
    return `${where ? where + ': ' : ''}${text}`;
  });
}

export function problemsAsErrors(title: string, problems: SchemaProblem[]): BuildErrors {
  return new BuildErrors(
    title,
    problemGroups(problems).map(({ first, text }) => new BuildError(text, first.place)),
  );
}
