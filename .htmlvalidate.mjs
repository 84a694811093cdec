// html-validate configuration for the built pages (test/html-validity.test.ts
// validates the default site and the fixture sites with it; by hand:
// `npx html-validate out/`). Everything in `recommended` and `document` is on
// except what is listed below, each with its reason. Style-only rules are off
// where React's output and the hand-written templates legitimately differ;
// nothing here hides invalid markup or an accessibility problem.

/** @type {import('html-validate').ConfigData} */
export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  elements: [
    'html5',
    {
      // <summary> is the disclosure's button: a link or another control inside
      // it is a control nested in a control (WCAG 4.1.2; axe `nested-interactive`).
      // The HTML content model alone allows it, so it is added here.
      summary: {
        permittedDescendants: [{ exclude: ['@interactive'] }],
      },
    },
  ],
  rules: {
    // Every script and stylesheet is a same-origin, content-hashed asset of
    // the site itself; SRI guards third-party copies, and there are none.
    'require-sri': 'off',

    // HTML allows any id without whitespace. The strict default also wants a
    // leading letter, which rejects the site's own `__docs_main`-style ids and
    // author ids such as `## When you exceed a limit {#429}`; relaxed mode still
    // reports empty ids and ids with whitespace.
    'valid-id': ['error', { relaxed: true }],

    // Pure style, both forms are the same HTML: React writes boolean and empty
    // attributes as `disabled=""` and void elements as `<input/>`, the
    // hand-written templates as `hidden` and `<meta>`.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',

    // React writes a few attribute names in camelCase (`autoComplete`,
    // `spellCheck`); HTML attribute names are case-insensitive and the parser
    // lowercases them. Any other casing is still reported.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],

    // The announcement bar's colours are per-site settings
    // (announcementBar.backgroundColor/textColor) applied as an inline style by
    // design; any other inline style is still reported.
    'no-inline-style': ['error', { allowedProperties: ['display', 'background-color', 'color'] }],

  },
};
