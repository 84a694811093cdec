// Front matter is nearly always a flat list of `key: value` lines. The YAML
// library takes about a millisecond per file for those (twice that on a large
// site, where it is a tenth of a no-change rebuild); this reads that common
// shape directly and answers undefined for anything else, which then goes to
// the YAML library. It must never disagree with it: test/simple-yaml.test.ts
// compares the two on every front matter of the repository and on edge cases.

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
const DOUBLE_QUOTED = /^"(?:[^"\\\u0000-\u001f\u007f-\u009f\ufeff]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"$/;
const SINGLE_QUOTED = /^'(?:[^'\u0000-\u001f\u007f-\u009f\ufeff]|'')*'$/;
const INTEGER = /^(?:0|-?[1-9][0-9]{0,14})$/;
const WORDS: Record<string, boolean | null> = { true: true, True: true, TRUE: true, false: false, False: false, FALSE: false, null: null, Null: null, NULL: null, '~': null };
/** A plain scalar that is surely a string: no indicator first, nothing YAML reads as a comment, mapping, number or special value. */
const PLAIN_STRING = /^[^-?:,[\]{}#&*!|>'"%@`\s0-9+.~\u0000-\u001f\u007f-\u009f\ufeff](?:[^:#\s\u0000-\u001f\u007f-\u009f\ufeff]| (?!#)|:(?! |$)|(?<! )#)*$/;

/** The mapping of a flat `key: scalar` document, or undefined when it is anything more (the YAML library decides then). */
export function parseSimpleMapping(text: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line === '' || line.startsWith('#')) continue;
    const m = KEY.exec(line);
    if (!m || m[2] === undefined || Object.hasOwn(data, m[1])) return undefined;
    const value = scalar(m[2]);
    if (value === NOT_SIMPLE) return undefined;
    data[m[1]] = value;
  }
  return data;
}

const NOT_SIMPLE = Symbol('not simple');

function scalar(text: string): unknown {
  if (Object.hasOwn(WORDS, text)) return WORDS[text];
  if (INTEGER.test(text)) return Number(text);
  if (DOUBLE_QUOTED.test(text)) return JSON.parse(text);
  if (SINGLE_QUOTED.test(text)) return text.slice(1, -1).replace(/''/g, "'");
  if (PLAIN_STRING.test(text) && !/\s$/.test(text)) return text;
  return NOT_SIMPLE;
}
