import type { ReactNode } from 'react';
import type { NavbarItemData, SiteData } from '../types.ts';
/** Replaced with the page's own path when the page is assembled. */
export declare const CURRENT_PATH = "__DOCS_CURRENT_PATH__";
/**
 * A navbar link. One that opens a sidebar (a `docSidebar` item, or a link to a sidebar's first
 * page) carries the sidebar's id: the client marks it current on every page of that sidebar.
 */
export declare function NavLink({ site, item, className, sidebarId }: {
    site: SiteData;
    item: NavbarItemData;
    className: string;
    sidebarId?: string;
}): import("react").JSX.Element;
export declare function Dropdown({ label, icon, kind, children, right }: {
    label: string;
    icon?: ReactNode;
    kind: string;
    children: ReactNode;
    right?: boolean;
}): import("react").JSX.Element;
export declare function SearchButton(): import("react").JSX.Element;
/** The first internal link of a sidebar (what a `docSidebar` item opens). */
export declare function firstLink(items: SiteData['sidebars'][string]): string | undefined;
/** Checks shared by link-like items: a label and exactly one of `to` (a route) and `href` (a URL). */
export declare function checkLink(item: Record<string, unknown>, check: import('./types.ts').NavbarItemChecker, key: string): void;
