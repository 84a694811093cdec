// Table-of-contents highlight: the heading in view (levels from the page's
// TOC, 2–3 by default) marks its TOC links active. Same rule as visitors know
// it: the first heading at or below the offset is active when it sits in the
// top half of the viewport, otherwise the one before it; past the last
// heading, the last one.
import { getConfig } from './config.ts';

const ACTIVE = 'toc__link--active';
let links: HTMLAnchorElement[] = [];
let anchors: HTMLElement[] = [];
let frame = 0;

function fragment(link: HTMLAnchorElement) {
  const raw = link.getAttribute('href')?.slice(1) ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function rectOf(el: HTMLElement) {
  const rect = el.getBoundingClientRect();
  return rect.height === 0 && el.parentElement ? el.parentElement.getBoundingClientRect() : rect;
}

function activeAnchor(): HTMLElement | null {
  const nav = document.querySelector<HTMLElement>('nav.navbar');
  const offset = getConfig().hideOnScroll || !nav ? 0 : nav.clientHeight;
  const index = anchors.findIndex((a) => rectOf(a).top >= offset);
  if (index === -1) return anchors[anchors.length - 1] ?? null;
  const rect = rectOf(anchors[index]);
  if (rect.top > 0 && rect.bottom < window.innerHeight / 2) return anchors[index];
  return anchors[index - 1] ?? null;
}

function update() {
  frame = 0;
  const id = activeAnchor()?.id;
  for (const link of links) link.classList.toggle(ACTIVE, id !== undefined && fragment(link) === id);
}

const schedule = () => {
  if (!frame) frame = requestAnimationFrame(update);
};

/** Fills the phone's (empty) table of contents with a copy of the desktop one: the page carries the list once. */
function fillMobile() {
  const mobile = document.querySelector('.toc--mobile');
  const list = document.querySelector('.toc--desktop > .toc__list');
  if (mobile && list && !mobile.querySelector('.toc__list')) mobile.appendChild(list.cloneNode(true));
}

/** (Re)reads the TOC of the current page; called on load and after every client navigation. */
export function refreshToc() {
  fillMobile();
  links = [...document.querySelectorAll<HTMLAnchorElement>('.toc__list a')];
  const ids = new Set(links.map(fragment));
  anchors = [...document.querySelectorAll<HTMLElement>('.markdown .anchor[id]')].filter((h) => ids.has(h.id));
  update();
}

export function initToc() {
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  refreshToc();
}
