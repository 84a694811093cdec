// Icons. Those on every page (menu, search, close, home) are an empty span
// the stylesheet paints (`.icon--menu` in main.css: the SVG as a mask over
// `currentColor`), no icon font, no extra request: inline SVGs were ~250 bytes
// each, four or five a page. The occasional ones stay inline SVGs.
const icon = (name: string, className = '') => <span className={`icon icon--${name}${className}`} aria-hidden="true" />;
const base = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const ExternalIcon = () => (
  <svg {...base} width={12} height={12} className="icon-external">
    <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
  </svg>
);
export const SearchIcon = () => icon('search');
export const MenuIcon = () => icon('menu');
/** The stylesheet's at 14 px (the announcement bar) and 20 px (the mobile drawer); an inline SVG at another size. */
export const CloseIcon = ({ size = 14 }: { size?: number }) =>
  size === 14 || size === 20 ? (
    icon('close', size === 20 ? ' icon--20' : '')
  ) : (
    <svg {...base} width={size} height={size}>
      <path stroke="currentColor" strokeWidth="3.1" strokeLinecap="round" d="M5 5l14 14M19 5 5 19" />
    </svg>
  );
export const HomeIcon = () => icon('home');
export const LanguageIcon = () => (
  <svg {...base} width={18} height={18}>
    <path fill="currentColor" d="m12.87 15.07-2.54-2.51.03-.03A17.52 17.52 0 0 0 14.07 6H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7 1.62-4.33L19.12 17h-3.24z" />
  </svg>
);
