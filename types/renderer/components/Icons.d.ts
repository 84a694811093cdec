export declare const ExternalIcon: () => import("react").JSX.Element;
export declare const SearchIcon: () => import("react").JSX.Element;
export declare const MenuIcon: () => import("react").JSX.Element;
/** `size` 20: the mobile drawer's close button; 14 elsewhere. */
export declare const CloseIcon: ({ size }: {
    size?: 14 | 20;
}) => import("react").JSX.Element;
export declare const HomeIcon: () => import("react").JSX.Element;
export declare const LanguageIcon: () => import("react").JSX.Element;
