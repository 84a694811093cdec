export declare const ExternalIcon: () => import("react").JSX.Element;
export declare const SearchIcon: () => import("react").JSX.Element;
export declare const MenuIcon: () => import("react").JSX.Element;
export declare const CloseIcon: ({ size }: {
    size?: number;
}) => import("react").JSX.Element;
export declare const HomeIcon: () => import("react").JSX.Element;
export declare const LanguageIcon: () => import("react").JSX.Element;
