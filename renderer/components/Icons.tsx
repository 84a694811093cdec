// Inline SVG icons (no icon font, no extra requests).
const base = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const ExternalIcon = () => (
  <svg {...base} width={12} height={12} className="icon-external">
    <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...base} width={18} height={18}>
    <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="m20 20-4.6-4.6M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0z" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...base} width={28} height={28}>
    <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" transform="scale(.85)" />
  </svg>
);
export const CloseIcon = ({ size = 14 }: { size?: number }) => (
  <svg {...base} width={size} height={size}>
    <path stroke="currentColor" strokeWidth="3.1" strokeLinecap="round" d="M5 5l14 14M19 5 5 19" />
  </svg>
);
export const HomeIcon = () => (
  <svg {...base} width={16} height={16}>
    <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
  </svg>
);
export const LanguageIcon = () => (
  <svg {...base} width={18} height={18}>
    <path fill="currentColor" d="m12.87 15.07-2.54-2.51.03-.03A17.52 17.52 0 0 0 14.07 6H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7 1.62-4.33L19.12 17h-3.24z" />
  </svg>
);
