// How soon V8 optimises a function (its "interrupt budget"), set by the
// launcher for the whole process: every thread shares V8's flags. A small
// site's build runs most of its code briefly, and optimising it is wasted:
// with a budget of 3,000,000 (the launcher's) the optimising compiler's
// threads took ~35 samples of a small-corpus build instead of ~600, about
// 14 % of the build's CPU. A large site, and `docs serve`'s rebuilds, run the
// same code thousands of times, where optimising early pays: so a build
// lowers the budget to 400,000 once it knows the site is large, as early as
// the guides or the operations are counted (a budget applies to functions
// from then on).

import { setFlagsFromString } from 'node:v8';

/** Pages from which a site is large enough for early optimisation to pay. */
export const LARGE_SITE_PAGES = 600;
const LARGE_SITE_BUDGET = 400_000;

let expected = 0;
let lowered = false;

function lower(): void {
  if (lowered) return;
  lowered = true;
  setFlagsFromString(`--interrupt-budget=${LARGE_SITE_BUDGET}`);
}

/** At the start of every build: its own page count starts at nothing; `docs serve` lowers the budget at once. */
export function tierForBuild(watch: boolean): void {
  expected = 0;
  if (watch) lower();
}

/** Counts pages a plugin will make (guides listed, operations parsed): enough of them lowers the budget. */
export function expectPages(count: number): void {
  expected += count;
  if (expected >= LARGE_SITE_PAGES) lower();
}

/** Whether a large site (or `docs serve`) has been built in this process: there memory is worth more than a little CPU. */
export function largeSite(): boolean {
  return lowered;
}

/** Once the site's pages are known (a cached schema is not parsed, so not counted before). */
export function tierForSite(pages: number): void {
  if (pages >= LARGE_SITE_PAGES) lower();
}
