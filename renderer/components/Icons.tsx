// Icons: an empty span the stylesheet paints (`.icon--menu` in main.css, the
// SVG as a mask over `currentColor`), no icon font, no extra request. Inline
// SVGs were ~250 bytes each, and every page carries four or five of them.
const icon = (name: string, className = '') => <span className={`icon icon--${name}${className}`} aria-hidden="true" />;

export const ExternalIcon = () => icon('external', ' icon-external');
export const SearchIcon = () => icon('search');
export const MenuIcon = () => icon('menu');
/** `size` 20: the mobile drawer's close button; 14 elsewhere. */
export const CloseIcon = ({ size = 14 }: { size?: 14 | 20 }) => icon('close', size === 20 ? ' icon--20' : '');
export const HomeIcon = () => icon('home');
export const LanguageIcon = () => icon('language');
