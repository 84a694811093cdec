// Schema properties and parameters are anchored by their list item's id
// (`<li id="request-body-schema-owner">`); their name is the link to it. The
// page leaves the name's href out, since it would repeat every id (a few KB an
// operation page), and this writes it: a visitor can then open, copy or share
// the link as any other. Without JavaScript the deep links still work.
const NAMES = '.schema > li[id] > a:first-child:not([href])';

export function link(root: ParentNode) {
  for (const a of root.querySelectorAll<HTMLAnchorElement>(NAMES)) a.setAttribute('href', `#${a.parentElement!.id}`);
}

/** Links the names on the page, and on each page client navigation shows. */
export function initPropertyLinks() {
  link(document);
  document.addEventListener('docs:navigated', () => link(document));
}
