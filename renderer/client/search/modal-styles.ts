// The search modal's own styles, laid over DocSearch's stylesheet (both come
// with the modal's chunk). DocSearch's colours are replaced by the site's, in
// both colour modes, so that every text keeps 4.5:1 contrast (DocSearch's grey
// snippets had 2.7:1 on white; white on the dark mode's light blue, 2.4:1).
// The variables are set on the modal's host, nearer than DocSearch's own
// (on <html>), so they win in either mode; DocSearch's sizes are left alone.
// A hit is a grid row: its cell holds the hit's link and, for a recent or
// favourite search, the save and remove buttons beside it (modal-a11y.ts).
export const MODAL_CSS = `
.docs-search-host {
  --docsearch-primary-color: var(--primary);
  --docsearch-highlight-color: var(--primary);
  --docsearch-text-color: var(--fg);
  --docsearch-muted-color: var(--fg-muted);
  --docsearch-icon-color: var(--fg-muted);
  --docsearch-logo-color: var(--primary);
  --docsearch-container-background: rgba(15, 17, 22, 0.55);
  --docsearch-modal-background: var(--bg-soft);
  --docsearch-modal-shadow: 0 16px 48px rgba(0, 0, 0, 0.28);
  --docsearch-searchbox-background: var(--bg);
  --docsearch-searchbox-focus-background: var(--bg);
  --docsearch-searchbox-shadow: inset 0 0 0 2px var(--primary);
  --docsearch-hit-color: var(--fg-soft);
  --docsearch-hit-active-color: #fff;
  --docsearch-hit-background: var(--bg);
  --docsearch-hit-shadow: 0 0 0 1px var(--border);
  --docsearch-key-gradient: var(--bg-hover);
  --docsearch-key-shadow: inset 0 -1px 0 var(--border), 0 0 0 1px var(--border);
  --docsearch-key-pressed-shadow: inset 0 0 0 1px var(--border);
  --docsearch-footer-background: var(--bg);
  --docsearch-footer-shadow: 0 -1px 0 var(--border);
  /* The selected hit: white text on it at 6:1 or more in both modes. */
  --docs-search-selected: #2457d6;
}
html[data-theme='dark'] .docs-search-host {
  --docsearch-container-background: rgba(0, 0, 0, 0.6);
  --docsearch-modal-shadow: 0 16px 48px rgba(0, 0, 0, 0.6), 0 0 0 1px var(--border);
  --docsearch-hit-background: var(--bg-hover);
  --docsearch-hit-shadow: none;
  --docs-search-selected: #2f5bd0;
}
.docs-search-host .DocSearch-Container { z-index: 1000; }
.docs-search-modal[data-backend='builtin'] .DocSearch-Logo { display: none; }
.docs-search-modal[data-status='error'] .DocSearch-Dropdown-Container,
.docs-search-modal[data-status='error'] .DocSearch-NoResults,
.docs-search-modal[data-status='error'] .DocSearch-StartScreen { display: none; }
.docs-search-modal .DocSearch-Footer { justify-content: space-between; }
.docs-search-see-all { display: block; padding: 12px 0 4px; text-align: center; color: var(--primary); font-weight: 600; }
.docs-search-host .DocSearch-HitsFooter a.docs-search-see-all { border-bottom: 0; color: var(--primary); }
.docs-search-host .DocSearch-Hit-source { text-transform: none; }
.docs-search-host .DocSearch-Form:focus-within { box-shadow: inset 0 0 0 2px var(--primary); }

/* A hit: the cell carries the row's look, the link fills it, the buttons sit at its end. */
.docs-search-host .DocSearch-Hit .DocSearch-Hit-Container { width: 100%; background: var(--docsearch-hit-background); border-radius: 4px; box-shadow: var(--docsearch-hit-shadow); }
.docs-search-host .DocSearch-Hit a.docs-search-hit-link { display: flex; align-items: center; flex: 1 1 auto; min-width: 0; height: 100%; padding-left: var(--docsearch-spacing); background: none; box-shadow: none; border-radius: 4px; color: inherit; }
.docs-search-host .DocSearch-Hit[aria-selected='true'] a.docs-search-hit-link { background: none; }
.docs-search-host .DocSearch-Hit[aria-selected='true'] .DocSearch-Hit-Container { background: var(--docs-search-selected); }
.docs-search-host .DocSearch-Hit a.docs-search-hit-link:focus-visible { outline: 2px solid var(--primary); outline-offset: -2px; }
.docs-search-host .DocSearch-Hit[aria-selected='true'] a.docs-search-hit-link:focus-visible, .docs-search-host .DocSearch-Hit[aria-selected='true'] .DocSearch-Hit-action-button:focus-visible { outline: 2px solid #fff; outline-offset: -2px; }
.docs-search-host .DocSearch-Hit-action-button:focus-visible { outline: 2px solid var(--primary); }
/* DocSearch saves or removes a recent search when the hit's transition ends; without
   motion there would be no transition, so no end, and the star and the cross would do nothing. */
@media (prefers-reduced-motion: reduce) {
  .docs-search-host .DocSearch-Hit--deleting, .docs-search-host .DocSearch-Hit--favoriting { transition: all 1ms linear !important; transition-delay: 0s !important; }
}
`;
