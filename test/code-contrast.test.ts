// Every syntax colour of the stylesheet keeps WCAG's 4.5:1 contrast on code
// blocks: on the block's background and on a highlighted line (the highlight
// colour laid over it), in the light and the dark mode. Read from the
// stylesheet itself, so a new shade is checked the day it is written.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './helpers.ts';

type Rgb = [number, number, number];

const css = readFileSync(join(repoRoot, 'renderer', 'styles', 'main.css'), 'utf8');

function hex(value: string): Rgb {
  const h = value.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

/** A colour as an RGB triple and an alpha (hex, or rgba()). */
function parse(value: string): { rgb: Rgb; alpha: number } {
  const rgba = /rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(value);
  if (rgba) return { rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])], alpha: Number(rgba[4]) };
  return { rgb: hex(value.trim()), alpha: 1 };
}

const over = (top: { rgb: Rgb; alpha: number }, below: Rgb): Rgb => top.rgb.map((c, i) => c * top.alpha + below[i] * (1 - top.alpha)) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A custom property's value in the light (`:root`) or dark block. */
function variable(name: string, dark: boolean): string {
  const block = dark ? /html\[data-theme='dark'\] \{([^}]*)\}/.exec(css)![1] : /:root \{([^}]*)\}/.exec(css)![1];
  const m = new RegExp(`--${name}:\\s*([^;]+);`).exec(block);
  assert.ok(m, `--${name} in the ${dark ? 'dark' : 'light'} block`);
  return m[1];
}

it('gives every syntax colour 4.5:1 contrast on code and on highlighted lines, in both modes', () => {
  const failures: string[] = [];
  for (const dark of [false, true]) {
    const prefix = dark ? "html\\[data-theme='dark'\\] " : '^';
    const rules = [...css.matchAll(new RegExp(`${prefix}code t-([a-z]) \\{ color: (#[0-9a-f]{6});(?: background: (#[0-9a-f]{6});)?`, 'gm'))];
    assert.ok(rules.length >= 7, `syntax colours found (${dark ? 'dark' : 'light'}): ${rules.length}`);
    const block = hex(variable('code-bg', dark));
    const highlighted = over(parse(variable('code-hl', dark)), block);
    for (const [, cls, colour, background] of rules) {
      for (const [where, bg] of [['block', block], ['highlighted line', highlighted]] as const) {
        const ratio = contrast(hex(colour), background ? hex(background) : bg);
        if (ratio < 4.5) failures.push(`${dark ? 'dark' : 'light'} .${cls} ${colour} on the ${where}: ${ratio.toFixed(2)}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});
