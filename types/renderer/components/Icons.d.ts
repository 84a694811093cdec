export declare const ExternalIcon: () => import("react").JSX.Element;
export declare const SearchIcon: () => import("react").JSX.Element;
export declare const MenuIcon: () => import("react").JSX.Element;
/** The stylesheet's at 14 px (the announcement bar) and 20 px (the mobile drawer); an inline SVG at another size. */
export declare const CloseIcon: ({ size }: {
    size?: number;
}) => import("react").JSX.Element;
export declare const HomeIcon: () => import("react").JSX.Element;
export declare const LanguageIcon: () => import("react").JSX.Element;
