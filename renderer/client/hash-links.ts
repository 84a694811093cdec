// Headings' "#" links carry their name once, as aria-label (renderer/components/Mdx.tsx:
// AnchoredHeading): the tooltip a pointer shows is written from it when the pointer first comes
// over one, instead of a title in the page repeating every label.
const LINK = 'a.hash-link[aria-label]:not([title])';

export function initHashLinks() {
  document.addEventListener('pointerover', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(LINK);
    if (link) link.title = link.getAttribute('aria-label')!;
  });
}
