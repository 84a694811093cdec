// Text made safe where it stands, for the fast Markdown writer
// (markdown-writer.ts): mdast-util-to-markdown's escaping rules for the
// constructs our twins hold, applied in one scan of each text. Also what the
// writer's parts share: where text stands, and the `Unsupported` signal that
// hands a tree to mdast-util-to-markdown.

export class Unsupported extends Error {}

export const unsupported = (why: string): never => {
  throw new Unsupported(why);
};

/** Where text is written (the constructs mdast-util-to-markdown would have entered): decides which characters are unsafe. */
export interface Where {
  heading?: boolean;
  cell?: boolean;
  /** Link text or image alt. */
  label?: boolean;
}
export const FLOW: Where = {};
export const HEADING: Where = { heading: true };
export const CELL: Where = { cell: true };

/** `1` whitespace, `2` punctuation, `0` other: micromark's classifyCharacter (end of input counts as whitespace). */
export function kind(char: string): 0 | 1 | 2 {
  if (char === '') return 1;
  const code = char.charCodeAt(0);
  if (code < 128) {
    if (code <= 32) return 1;
    return ASCII_PUNCT.test(char) ? 2 : 0;
  }
  return /\s/.test(char) ? 1 : /\p{P}|\p{S}/u.test(char) ? 2 : 0;
}
const ASCII_PUNCT = /[!-/:-@[-`{-~]/;
const isAsciiPunct = (char: string) => char !== '' && ASCII_PUNCT.test(char);
const isWordAscii = (char: string) => /^[A-Za-z0-9_]$/.test(char);

/** `\` before ASCII punctuation (here, or the character that follows the text) is doubled, as mdast-util-to-markdown does. */
export function escapeBackslashes(value: string, after: string): string {
  if (!value.includes('\\')) return value;
  const whole = value + after;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    out += value[i];
    if (value[i] === '\\' && isAsciiPunct(whole.charAt(i + 1))) out += '\\';
  }
  return out;
}

/** Characters that can need an escape somewhere (or make the writer give up); text without them is written as is. */
const MAYBE_UNSAFE = /[*[`~_\]|#=>+\-:<&().@!\\\n\r\t]/;

/**
 * Text made safe where it stands: mdast-util-to-markdown's `safe` with its
 * unsafe patterns (CommonMark, GFM tables, autolink literals, strikethrough,
 * footnotes) for paragraphs, headings, cells and labels, in one pass.
 * `before` is the character written before the text ('\n' at a line start),
 * `after` the one after it.
 */
export function safe(input: string, where: Where, before: string, after: string): string {
  if (!input) return '';
  if (!MAYBE_UNSAFE.test(input)) {
    // Plain text: only a space next to a line ending needs anything (a character reference).
    if ((before === '\n' && input.charCodeAt(0) === 32) || (after.charAt(0) === '\n' && input.charCodeAt(input.length - 1) === 32)) unsupported('space at a line edge');
    return input;
  }
  if (/[\r\t]/.test(input)) unsupported('tab or carriage return in text');
  if (input.includes('\n') && (where.heading || where.cell || where.label || /[ \n]\n|\n[ \n]/.test(input) || /^\n/.test(input) || /\n$/.test(input))) unsupported('line ending in text');
  const value = before + input;
  const offset = before.length;
  const end = value.length;
  const next = after.charAt(0);
  // Escaped positions, made on the first one.
  let escaped: Uint8Array | undefined;
  // Autolink-literal patterns match like a global regular expression: a match consumes the characters around it.
  let dotEnd = 0;
  let atEnd = 0;
  let colonEnd = 0;
  const autolink = !where.label;

  for (let i = 0; i < end; i++) {
    const c = value.charCodeAt(i);
    if (c < 33 ? c !== 32 && c !== 10 : c > 126 || IS_LETTER_OR_DIGIT[c]) continue;
    const n = i + 1 < end ? value.charAt(i + 1) : i + 1 === end ? next : '';
    let hit = false;
    switch (c) {
      case 42: // *
      case 91: // [
      case 96: // `
      case 126: // ~
      case 95: // _
        hit = true;
        break;
      case 93: // ]
        hit = !!where.label;
        break;
      case 124: // |
        hit = !!where.cell || (atBreak(value, i) && /[\t :-]/.test(n));
        break;
      case 35: // #
        hit = atBreak(value, i) || (!!where.heading && (n === '\n' || n === ''));
        break;
      case 61: // =
      case 62: // >
        hit = atBreak(value, i);
        break;
      case 43: // +
        hit = atBreak(value, i) && /[ \t\r\n]/.test(n);
        break;
      case 45: // -
        hit = atBreak(value, i) && /[ \t\r\n:|-]/.test(n);
        break;
      case 58: // :
        if (atBreak(value, i) && n === '-') hit = true;
        if (autolink && i - 1 >= colonEnd && /[ps]/.test(value.charAt(i - 1)) && n === '/') {
          colonEnd = i + 2;
          hit = true;
        }
        break;
      case 60: // <
        hit = /[!/?A-Za-z]/.test(n);
        break;
      case 38: // &
        hit = /[#A-Za-z]/.test(n);
        break;
      case 40: // (
        if (value.charCodeAt(i - 1) === 93) unsupported('parenthesis after bracket');
        break;
      case 46: // .
      case 41: {
        // )
        let j = i - 1;
        while (j >= 0 && value.charCodeAt(j) >= 48 && value.charCodeAt(j) <= 57) j--;
        if (j < i - 1 && atBreak(value, j + 1) && (c === 41 || /^[ \t\r\n]?$/.test(n))) hit = true;
        if (c === 46 && autolink && i - 1 >= dotEnd && /[Ww]/.test(value.charAt(i - 1)) && (n === '-' || n === '.' || isWordAscii(n))) {
          dotEnd = i + 2;
          // A `_` after it is escaped anyway, and mdast-util-to-markdown then skips this one.
          if (!(n === '_' && i + 1 < end)) hit = true;
        }
        break;
      }
      case 64: // @
        if (autolink && i - 1 >= atEnd && /[+\-.\w]/.test(value.charAt(i - 1)) && (n === '-' || n === '.' || isWordAscii(n))) {
          atEnd = i + 2;
          hit = !(n === '_' && i + 1 < end) && !(i - 1 >= offset && value.charCodeAt(i - 1) === 95);
        }
        break;
      case 33: // !
        // Before `[` it could start an image; a `[` of this text is escaped anyway, one after it is not.
        hit = i === end - 1 && next === '[';
        break;
      case 92: // \
        if (n === '\n') unsupported('backslash before line ending');
        break;
      case 32: // space
        // Next to a line ending a space is a character reference (it would be stripped).
        if (n === '\n' || (i > 0 && value.charCodeAt(i - 1) === 10)) unsupported('space at a line edge');
        break;
    }
    if (hit) (escaped ??= new Uint8Array(end + 1))[i] = 1;
  }

  if (!escaped && !input.includes('\\')) return input;
  let out = '';
  let from = offset;
  for (let i = offset; i < end; i++) {
    const c = value.charCodeAt(i);
    if (c === 95 && escaped?.[i] && intraword(value, i, offset, end, after, escaped)) {
      while (i + 1 < end && value.charCodeAt(i + 1) === 95) i++;
      continue;
    }
    if (escaped?.[i]) {
      out += value.slice(from, i) + '\\';
      from = i;
    } else if (c === 92 && (isAsciiPunct(i + 1 < end ? value.charAt(i + 1) : next) || escaped?.[i + 1])) {
      out += value.slice(from, i) + '\\';
      from = i;
    }
  }
  return out + value.slice(from);
}

const IS_LETTER_OR_DIGIT = new Uint8Array(128);
for (let c = 48; c < 123; c++) if (c <= 57 || c >= 97 || (c >= 65 && c <= 90)) IS_LETTER_OR_DIGIT[c] = 1;

/** Whether position i is at a line start: only spaces or tabs between it and a line ending. */
function atBreak(value: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (value.charCodeAt(j) === 32 || value.charCodeAt(j) === 9)) j--;
  return j >= 0 && value.charCodeAt(j) === 10;
}

/** `a_b`: underscores between letters cannot form emphasis and are not escaped. */
function intraword(value: string, position: number, offset: number, end: number, after: string, escaped: Uint8Array): boolean {
  if (position === 0 || kind(value.charAt(position - 1)) !== 0 || escaped[position - 1]) return false;
  if (position - 1 === offset && /[*_]/.test(value.charAt(offset - 1))) return false;
  let sequenceEnd = position + 1;
  while (sequenceEnd < end && value.charAt(sequenceEnd) === '_') sequenceEnd++;
  const next = sequenceEnd < end ? value.charAt(sequenceEnd) : after.charAt(0);
  if (kind(next) !== 0 || escaped[sequenceEnd]) return false;
  if (sequenceEnd === end - 1 && /[*_]/.test(after.charAt(0))) return false;
  return true;
}
