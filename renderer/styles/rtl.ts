// Right-to-left pages (`<html dir="rtl">`, an Arabic or Hebrew locale): the
// layout's physical sides mirrored with logical properties. Flex rows, text
// alignment and lists follow the direction by themselves. The versions plugin
// writes it as a stylesheet linked only on pages of a right-to-left locale, so
// left-to-right sites keep their stylesheet byte for byte. (A module, not a
// .css file: the bundled CLI reads no files of its own install.)
export const RTL_CSS = [
  `[dir='rtl'] .navbar__brand { margin-right: 0; margin-inline-end: 0.75rem; }`,
  `[dir='rtl'] .login-item { margin-left: 0; margin-inline-start: 0.25rem; }`,
  `[dir='rtl'] .icon-external { margin-left: 0; margin-inline-start: 0.15rem; transform: scaleX(-1); }`,
  `[dir='rtl'] .dropdown__menu { left: auto; inset-inline-start: 0; }`,
  `[dir='rtl'] .dropdown--right .dropdown__menu { right: auto; inset-inline-start: auto; inset-inline-end: 0; }`,
  `[dir='rtl'] .navbar-sidebar__brand .navbar__brand { margin-right: 0; margin-inline-end: auto; }`,
  `[dir='rtl'] .navbar-sidebar__back { text-align: start; }`,
  `[dir='rtl'] .doc-sidebar, [dir='rtl'] .doc-sidebar__expand { border-right: 0; border-inline-end: 1px solid var(--border); }`,
  `[dir='rtl'] .menu__list .menu__list { padding-left: 0; margin-left: 0; border-left: 0; padding-inline-start: 0.85rem; margin-inline-start: 0.35rem; border-inline-start: 1px solid var(--border); }`,
  `[dir='rtl'] .menu__list > li > details > summary::after { margin: 0; margin-inline: auto 0.7rem; transform: rotate(45deg); border-right: 0; border-inline-end: 2px solid var(--fg-muted); }`,
  `[dir='rtl'] .menu__linked > .menu__link--sublist { padding-right: 0; padding-inline-end: 2.1rem; }`,
  `[dir='rtl'] .menu__list > .menu__linked > details > summary { right: auto; inset-inline-end: 0; }`,
  `[dir='rtl'] .toc--desktop { border-left: 0; border-inline-start: 1px solid var(--border); padding: 1.5rem 0.5rem 1rem 1rem; }`,
  `[dir='rtl'] .toc__list ul { padding-left: 0; padding-inline-start: 0.8rem; }`,
  `[dir='rtl'] .pagination-nav__link--next { text-align: end; }`,
  `[dir='rtl'] .markdown blockquote, [dir='rtl'] .search-page__notice, [dir='rtl'] .search-page__error { border-left: 0; border-inline-start: 4px solid var(--border); }`,
  `[dir='rtl'] .hash-link { padding-left: 0; padding-inline-start: 0.4rem; }`,
  `[dir='rtl'] .markdown th, [dir='rtl'] .markdown td { text-align: start; }`,
  `[dir='rtl'] .admonition { border-left-width: 1px; border-inline-start-width: 5px; border-inline-start-color: var(--adm); }`,
  `[dir='rtl'] .code-block .line, [dir='rtl'] .code-block--bare code { direction: ltr; }`,
  `[dir='rtl'] .copy-button { right: auto; inset-inline-end: 0.45rem; }`,
  `[dir='rtl'] .skip-to-content__link { left: auto; inset-inline-start: 100%; }`,
  `[dir='rtl'] .skip-to-content__link:focus { inset-inline-start: 1rem; }`,
  `[dir='rtl'] .doc-footer__updated { margin-left: 0; margin-inline-start: auto; }`,
  `[dir='rtl'] .tag__count { margin-left: 0; margin-inline-start: 0.25rem; }`,
  `[dir='rtl'] .admonition__title::before { margin-right: 0; margin-inline-end: 0.4em; }`,
  `[dir='rtl'] .nav-spinner { right: auto; inset-inline-end: 1rem; }`,
].join('\n');
