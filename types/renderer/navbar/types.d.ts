import type { ReactNode } from 'react';
import type { NavbarItemData, SiteData } from '../types.ts';
/** The config loader's checks, handed to `validate` (errors name the key and what is expected). */
export interface NavbarItemChecker {
    fail(key: string, expected: string, got: unknown): never;
    string(v: unknown, key: string, opts?: {
        optional?: boolean;
        pattern?: RegExp;
        expected?: string;
    }): string | undefined;
    url(v: unknown, key: string, optional?: boolean): string | undefined;
    array(v: unknown, key: string): unknown[];
    /** Checks a nested item (dropdown entries) against the registry. */
    item(v: unknown, key: string, nested: boolean): void;
}
export interface NavbarItemProps {
    site: SiteData;
    item: NavbarItemData;
}
export interface NavbarItemType {
    type: string;
    /** Checks one config item of this type; runs when the config loads, so keep it free of rendering. */
    validate?(item: Record<string, unknown>, check: NavbarItemChecker, key: string, nested: boolean): void;
    /** The item in the desktop navbar. */
    render(props: NavbarItemProps): ReactNode;
    /** The item in the mobile drawer's menu (default: `render`). */
    renderMobile?(props: NavbarItemProps): ReactNode;
    /** Drawn after the colour-mode toggle on the right (search, login). */
    trailing?: boolean;
    /** Not listed in the mobile drawer (search has its own button there). */
    desktopOnly?: boolean;
}
export declare const defineNavbarItemType: (type: NavbarItemType) => NavbarItemType;
/** Thrown when an item cannot render; the build names the offending item config. */
export declare class NavbarItemError extends Error {
}
