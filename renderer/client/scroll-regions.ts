// Tables and diagrams wider than their column scroll sideways (on phones,
// most of them). While one does, it is a named, focusable region, so that a
// keyboard can scroll it (arrow keys once it has focus), and its edges fade
// where there is more to see: `data-more="start|end|both"`, which the
// stylesheet turns into a fade. One that fits is left as it is (no extra tab
// stop on a wide screen).
const SELECTOR = '.table-wrapper, .diagram__frame';
/** Rows of controls (tabs) that scroll: only the fade; their own controls take focus. */
const CUE_ONLY = '.tabs__list';

/** What a screen reader announces for the region. */
function nameOf(region: HTMLElement): string {
  const table = region.querySelector('table');
  if (!table) return 'Diagram, scrolls sideways';
  const caption = table.caption?.textContent?.trim();
  if (caption) return `${caption}, table, scrolls sideways`;
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean);
  return heads.length ? `Table of ${heads.join(', ')}, scrolls sideways` : 'Table, scrolls sideways';
}

function update(region: HTMLElement) {
  const overflow = region.scrollWidth - region.clientWidth;
  const cueOnly = region.matches(CUE_ONLY);
  if (overflow <= 1) {
    if (region.hasAttribute('data-more')) {
      region.removeAttribute('data-more');
      if (!cueOnly) for (const name of ['tabindex', 'role', 'aria-label']) region.removeAttribute(name);
    }
    return;
  }
  if (!cueOnly && !region.hasAttribute('tabindex')) {
    region.tabIndex = 0;
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', nameOf(region));
  }
  // scrollLeft is negative in a right-to-left page.
  const scrolled = Math.abs(region.scrollLeft);
  const more = scrolled < 1 ? 'end' : scrolled >= overflow - 1 ? 'start' : 'both';
  if (region.getAttribute('data-more') !== more) region.setAttribute('data-more', more);
}

let resizes: ResizeObserver | undefined;
const watched = new WeakSet<Element>();

/** Watches the scrollable regions under `root` (the page, or content a client navigation put in). */
export function initScrollRegions(root: ParentNode = document) {
  if (typeof ResizeObserver === 'undefined') return;
  resizes ??= new ResizeObserver((entries) => entries.forEach((e) => update(e.target as HTMLElement)));
  for (const region of root.querySelectorAll<HTMLElement>(`${SELECTOR}, ${CUE_ONLY}`)) {
    if (watched.has(region)) continue;
    watched.add(region);
    resizes.observe(region);
    region.addEventListener('scroll', () => update(region), { passive: true });
    update(region);
  }
}

export function initScrollRegionsOnNavigation() {
  initScrollRegions();
  document.addEventListener('docs:navigated', () => initScrollRegions());
}
