import type { ComponentType } from 'react';
export interface TocEntry {
    depth: number;
    id: string;
    text: string;
}
export interface NavLink {
    label: string;
    href: string;
}
export interface SidebarLinkData {
    type: 'link';
    label: string;
    href: string;
    method?: string;
    external?: boolean;
    deprecated?: boolean;
    className?: string;
}
export interface SidebarCategoryData {
    type: 'category';
    label: string;
    href?: string;
    collapsed: boolean;
    collapsible?: boolean;
    className?: string;
    items: SidebarItemData[];
}
export type SidebarItemData = SidebarLinkData | SidebarCategoryData;
export interface NavbarItemData {
    type: string;
    label?: string;
    to?: string;
    href?: string;
    position?: 'left' | 'right';
    items?: NavbarItemData[];
    value?: string;
    sidebarId?: string;
    docId?: string;
    /** Fields of site-defined item types. */
    [key: string]: unknown;
}
export interface SiteData {
    title: string;
    titleDelimiter: string;
    url: string;
    baseUrl: string;
    productName: string;
    productSlug: string;
    /** The provider's pages: each one unset leaves its feature out. */
    links: {
        app?: string;
        hub?: string;
        status?: string;
    };
    navbar: {
        title: string;
        hideOnScroll: boolean;
        items: NavbarItemData[];
    };
    footer: {
        style?: 'light' | 'dark';
        links?: {
            title: string;
            items: {
                label: string;
                to?: string;
                href?: string;
            }[];
        }[];
        copyright?: string;
    } | null;
    announcementBar: {
        id: string;
        content: string;
        backgroundColor?: string;
        textColor?: string;
        isCloseable: boolean;
    } | null;
    colorMode: {
        defaultMode: 'light' | 'dark';
        disableSwitch: boolean;
        respectPrefersColorScheme: boolean;
    };
    sidebars: Record<string, SidebarItemData[]>;
    /** Each sidebar's name (the part of the site it covers) and where it links: its title and first breadcrumb. */
    sidebarTitles?: Record<string, {
        label: string;
        href?: string;
    }>;
    /** Doc id → route, for `doc` and `docSidebar` navbar items. */
    docRoutes: Record<string, string>;
    /**
     * Where the navbar brand (and other "home" links) go: `/` when the site has a
     * home page, else its first doc. `hasHome: false` drops the breadcrumbs' home link.
     */
    homeHref?: string;
    hasHome?: boolean;
    storagePrefix: string;
    /** Public runtime settings serialised into each page for the client. */
    clientConfig: Record<string, unknown>;
    assets: {
        css: string[];
        js: string;
        favicon: string;
    };
    tagManager: {
        containerId: string;
    } | null;
    /** Extra markup `docs serve` injects (live reload). */
    devScript?: string;
    /** Navbar menus whose entries each page gives (`PageData.menus`): `version`, `locale`. */
    menus?: string[];
    /** Keys of the site's parts besides the root (a version, a locale: `fr/1.0`), whose navbar links their own sidebars and docs. */
    scopes?: string[];
}
/** A navbar menu as one page shows it. */
export interface PageMenuData {
    label: string;
    items: {
        label: string;
        href: string;
        active?: boolean;
        lang?: string;
        data?: Record<string, string>;
    }[];
}
export interface PageData {
    id: string;
    path: string;
    kind: string;
    title: string;
    description: string;
    sidebar?: string;
    headings: TocEntry[];
    hideToc: boolean;
    noFooter: boolean;
    tocMin: number;
    tocMax: number;
    titleInContent: boolean;
    breadcrumbs: NavLink[];
    previous?: NavLink;
    next?: NavLink;
    noindex?: boolean;
    /** Extra `<link>` elements for the head (e.g. the Markdown twin). */
    headLinks?: {
        rel: string;
        type?: string;
        href: string;
        title?: string;
        hreflang?: string;
    }[];
    /** Header buttons that copy the text at a URL to the clipboard. */
    actions?: {
        label: string;
        copyFrom: string;
        title?: string;
    }[];
    /** Extra `<meta>` elements (keywords, Open Graph image). */
    meta?: {
        name?: string;
        property?: string;
        content: string;
    }[];
    /** Leave out the title the layout would render (front matter `hide_title`). */
    hideTitle?: boolean;
    /** Built but listed nowhere: shown with a banner, never indexed. */
    unlisted?: boolean;
    tags?: NavLink[];
    editUrl?: string;
    /** `date` is an ISO date. */
    lastUpdate?: {
        date?: string;
        author?: string;
    };
    /** The canonical URL (absolute) when it is not the page's own (an older version's page). */
    canonical?: string;
    /** `<html lang dir>`. */
    html?: {
        lang: string;
        dir: 'ltr' | 'rtl';
    };
    /** A notice above the content (a version's banner). */
    notice?: {
        text: string;
        link?: {
            label: string;
            href: string;
        };
        after?: string;
    };
    /** The navbar menus' entries on this page, by menu (see `SiteData.menus`). */
    menus?: Record<string, PageMenuData>;
    /** UI strings of the page's locale: message id → text. */
    strings?: Record<string, string>;
    /** The part of the site it is in (see `SiteData.scopes`); unset: the root. */
    scope?: string;
    /** Client settings that differ from the site's. */
    client?: Record<string, unknown>;
}
/** A link of a landing page: a hero button, an area's card or a task. */
export interface LandingLink {
    label: string;
    /** A route, an anchor or a URL (`external`). */
    href: string;
    external?: boolean;
    description?: string;
    /** Pages in the area's sidebar. */
    count?: number;
    /** A hero button drawn as the quieter kind. */
    secondary?: boolean;
}
/** A landing page's parts around its content (cli/plugins/docs/landing.ts). */
export interface LandingData {
    title: string;
    tagline?: string;
    actions: LandingLink[];
    areasTitle: string;
    areas: LandingLink[];
    tasksTitle: string;
    tasks: LandingLink[];
}
export type MdxContent = ComponentType<{
    components?: Record<string, unknown>;
}>;
