// The content contract of the default site, in one place: every guide route
// the site must have (the "Every route" list of the Lens SDK surface, plus the
// fraud guides) and the synced tab groups. Read by test/content.test.ts.
// `{{productSlug}}` and other placeholders are replaced from the site config.

const fraud = ['intro', 'signals', 'triggers', 'warnings', 'fraud-types', 'examples', 'documents', 'bank-checks', 'bank-statements', 'anydocs'];

const browser = [
  ...['introduction', 'quick', 'setup', 'Initialization'].map((p) => `getting-started/${p}`),
  ...['configuration', 'event_handling', 'ui_customization'].map((p) => `advanced/${p}`),
  'troubleshooting',
  ...['credit-cards', 'long-receipts', 'receipts/wasm', 'receipts/websocket', 'upload-dnd', 'usage', 'introduction'].map((p) => `deprecated/${p}`),
];

const mobileKinds = ['barcodes', 'business-cards', 'checks', 'credit-cards', 'long-receipts', 'ocr', 'receipts', 'w2', 'w9'];
const mobileKindPages = ['installation', 'initialization', 'communication', 'offline_mode', 'decoupling_lens'];
const mobile = [
  ...['quick_start', 'authentication', 'setup', 'usage', 'events_tracking', 'releases_notifications'].map((p) => `introduction/${p}`),
  ...mobileKinds.flatMap((kind) => mobileKindPages.map((p) => `${kind}/${p}`)),
  'receipts/share_extension',
  'headless/credit_cards/initialization',
  'headless/receipts/initialization',
  'headless/receipts/security',
  'settings',
  ...['customizable_strings', 'foreground_service', 'key_security', 'release_notes'].map((p) => `settings/${p}`),
  'lite/instant_app',
];

const whatsapp = ['authentication', 'usage'].map((p) => `getting-started/${p}`);

/** Guide routes that must be built and listed in a sidebar. */
export const sidebarRoutes: string[] = [
  ...fraud.map((p) => `/fraud/${p}/`),
  ...browser.map((p) => `/lens/browser-v2/${p}/`),
  ...mobile.map((p) => `/lens/mobile/${p}/`),
  ...whatsapp.map((p) => `/lens/whatsapp/${p}/`),
];

/** Legacy routes: built, reachable by link, never in a sidebar. */
export const legacyRoutes: string[] = [
  '/{{productSlug}}-lens-mobile/introduction/',
  '/{{productSlug}}-lens-whatsapp/getting-started/',
];

/** Tab groups synced site-wide: TabItem value and label, in order. */
export const tabGroups: Record<string, { value: string; label: string }[]> = {
  'http-client': [
    { value: 'curl', label: 'curl' },
    { value: 'http', label: 'HTTP' },
  ],
  'mobile-platform': [
    { value: 'swift', label: 'Swift' },
    { value: 'kotlin', label: 'Kotlin' },
    { value: 'react-native', label: 'React Native' },
    { value: 'flutter', label: 'Flutter' },
  ],
  'web-language': [
    { value: 'javascript', label: 'JavaScript' },
    { value: 'typescript', label: 'TypeScript' },
  ],
};
