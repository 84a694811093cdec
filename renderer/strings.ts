// The theme's UI strings: every text the navbar, sidebar, table of contents,
// page header, search, 404 page, error screens, API console, announcement bar
// and version banners show, by message id (Docusaurus' ids where it has one).
// `docs write-translations` writes them into i18n/<locale>/code.json; a
// locale's translations replace them on its pages (`translateUi`).

export interface UiString {
  message: string;
  description: string;
}

const s = (message: string, description: string): UiString => ({ message, description });

export const UI_STRINGS: Record<string, UiString> = {
  'theme.common.skipToMainContent': s('Skip to main content', 'The skip-to-content label used for accessibility'),
  'theme.navbar.mobileLanguageDropdown.label': s('Languages', 'The label for the mobile language switcher dropdown'),
  'theme.navbar.mobileVersionsDropdown.label': s('Versions', 'The label for the navbar versions dropdown on mobile view'),
  'theme.docs.sidebar.navAriaLabel': s('Docs sidebar', 'The ARIA label for the sidebar navigation'),
  'theme.docs.sidebar.collapseButtonTitle': s('Collapse sidebar', 'The title attribute for collapse button of doc sidebar'),
  'theme.docs.sidebar.expandButtonTitle': s('Expand sidebar', 'The ARIA label and title attribute for expand button of doc sidebar'),
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': s('Toggle navigation bar', 'The ARIA label for hamburger menu button of mobile navigation'),
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': s('Close navigation bar', 'The ARIA label for close button of mobile sidebar'),
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': s('← Back to main menu', 'The label of the back button to return to main menu'),
  'theme.docs.breadcrumbs.navAriaLabel': s('Breadcrumbs', 'The ARIA label for the breadcrumbs'),
  'theme.docs.breadcrumbs.home': s('Home page', 'The ARIA label for the home page in the breadcrumbs'),
  'theme.TOCCollapsible.toggleButtonLabel': s('On this page', 'The label used by the button on the collapsible TOC component'),
  'theme.docs.paginator.navAriaLabel': s('Docs pages', 'The ARIA label for the docs pagination'),
  'theme.docs.paginator.previous': s('Previous', 'The label used to navigate to the previous doc'),
  'theme.docs.paginator.next': s('Next', 'The label used to navigate to the next doc'),
  'theme.docs.tagDocListPageTitle.viewAllTags': s('View all tags', 'The label of the link to the tags list page'),
  'theme.unlistedContent.title': s('Unlisted page', 'The unlisted content banner title'),
  'theme.unlistedContent.message': s('This page is unlisted. Search engines will not index it, and only users having a direct link can access it.', 'The unlisted content banner message'),
  'theme.copyPage.label': s('Copy page', 'The button that copies the page as Markdown'),
  'theme.CodeBlock.copyButtonAriaLabel': s('Copy code to clipboard', 'The ARIA label for copy code blocks button'),
  'theme.CodeBlock.copy': s('Copy', 'The copy button label on code blocks'),
  'theme.SearchBar.label': s('Search', 'The ARIA label and placeholder for search button'),
  'theme.SearchPage.inputPlaceholder': s('Type your search here', 'The placeholder for search page input'),
  'theme.SearchPage.documentsFound': s('Search the documentation', 'The search page title'),
  'theme.SearchModal.placeholder': s('Search docs', 'The placeholder of the input of the DocSearch pop-up modal'),
  'theme.SearchModal.searchBox.cancelButtonText': s('Cancel', 'The label and ARIA label for search box cancel button'),
  'theme.SearchModal.startScreen.recentSearchesTitle': s('Recent', 'The title for recent searches'),
  'theme.SearchModal.startScreen.favoriteSearchesTitle': s('Favorite', 'The title for favorite searches'),
  'theme.SearchModal.errorScreen.titleText': s('Unable to fetch results', 'The title for error screen of search modal'),
  'theme.SearchModal.errorScreen.helpText': s('You might want to check your network connection.', 'The help text for error screen of search modal'),
  'theme.SearchModal.noResultsScreen.noResultsText': s('No results for', 'The text explaining there are no results for the following search'),
  'theme.SearchModal.footer.seeAllResults': s('See all {count} results', 'The link to the search page with every result'),
  'theme.SearchModal.loading': s('Loading results', 'The ARIA label while results load'),
  'theme.NotFound.title': s('Page Not Found', 'The title of the 404 page'),
  'theme.NotFound.p1': s('We could not find what you were looking for.', 'The first paragraph of the 404 page'),
  'theme.NotFound.similar': s('Pages with a similar address', 'The title of the 404 page list of close routes'),
  'theme.ErrorPageContent.title': s('This page crashed', 'The title of the fallback page when the page crashed'),
  'theme.ErrorPageContent.tryAgain': s('Try again', 'The label of the button to try again rendering when the React error boundary captures an error'),
  'theme.ErrorPageContent.retry': s('Retry', 'The label of the button that loads a page again'),
  'theme.console.send': s('Send', 'The API console: the button that sends the request'),
  'theme.console.server': s('Server', 'The API console: the server picker label'),
  'theme.console.credentials': s('Credentials', 'The API console: the credentials section'),
  'theme.console.response': s('Response example', 'The API reference: the response example title'),
  'theme.AnnouncementBar.closeButtonAriaLabel': s('Close', 'The ARIA label for close button of announcement bar'),
  'theme.login.dashboard': s('Dashboard', 'The login item for a signed-in visitor'),
  'theme.docs.versions.unreleasedVersionLabel': s('This is unreleased documentation for {siteTitle} {versionLabel} version.', 'The label used to tell the user that he\'s browsing an unreleased doc version'),
  'theme.docs.versions.unmaintainedVersionLabel': s('This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', 'The label used to tell the user that he\'s browsing an unmaintained doc version'),
  'theme.docs.versions.latestVersionSuggestionLabel': s('For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', 'The label used to tell the user to check the latest version'),
  'theme.docs.versions.latestVersionLinkLabel': s('latest version', 'The label used for the latest version suggestion link label'),
  'theme.colorToggle.ariaLabel': s('Switch between dark and light mode', 'The ARIA label for the navbar color mode toggle'),
};

/** `{name}` placeholders filled in. */
export function formatMessage(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** The message of an id in a locale's translations, else the English one. */
export function uiString(id: string, strings: Record<string, string> | undefined): string {
  return strings?.[id] ?? UI_STRINGS[id]?.message ?? id;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The chrome and layout HTML (never a page's content) with a locale's UI strings in place of the
 * English ones: text nodes and the attributes that label things (`aria-label`, `title`, `placeholder`).
 */
export function translateUi(html: string, strings: Record<string, string>): string {
  const pairs: [string, string][] = [];
  for (const [id, text] of Object.entries(strings)) {
    const english = UI_STRINGS[id]?.message;
    if (english && text && text !== english && !english.includes('{')) pairs.push([escape(english), escape(text)]);
  }
  if (!pairs.length) return html;
  const byEnglish = new Map(pairs);
  const alternatives = pairs.map(([e]) => e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length).join('|');
  const re = new RegExp(`(>\\s*|(?:aria-label|title|placeholder)=")(${alternatives})(?=\\s*<|")`, 'g');
  return html.replace(re, (_all, before: string, english: string) => before + byEnglish.get(english)!);
}
