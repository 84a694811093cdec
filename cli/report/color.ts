// Colour on a terminal: on when stderr is a TTY, off under NO_COLOR, on under
// FORCE_COLOR (https://no-color.org, https://force-color.org).

export function colourWanted(env: NodeJS.ProcessEnv, isTTY: boolean | undefined): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return Boolean(isTTY) && env.TERM !== 'dumb';
}

export interface Paint {
  red(s: string): string;
  yellow(s: string): string;
  green(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

const wrap = (open: number, close: number) => (s: string) => `\x1b[${open}m${s}\x1b[${close}m`;

export function paint(on: boolean): Paint {
  if (!on) {
    const same = (s: string) => s;
    return { red: same, yellow: same, green: same, dim: same, bold: same };
  }
  return { red: wrap(31, 39), yellow: wrap(33, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22) };
}
