export interface FrontMatter {
    id?: string;
    title?: string;
    description?: string;
    slug?: string;
    sidebar_label?: string;
    sidebar_position?: number;
    hide_table_of_contents?: boolean;
    toc_min_heading_level?: number;
    toc_max_heading_level?: number;
    no_footer?: boolean;
    draft?: boolean;
    /** `false` keeps number prefixes (`01-intro.md`) in the id and route. */
    parse_number_prefixes?: boolean;
    /** Doc id of the next/previous page in the pagination, or `null` for none. */
    pagination_next?: string | null;
    pagination_prev?: string | null;
    /** The label other pages' pagination shows for this page. */
    pagination_label?: string;
    /** The sidebar shown with this page (`null`: none), whichever sidebars list it. */
    displayed_sidebar?: string | null;
    sidebar_class_name?: string;
    sidebar_custom_props?: Record<string, unknown>;
    /** Leaves out the title the layout renders from the front matter. */
    hide_title?: boolean;
    keywords?: string[];
    /** Open Graph image: a path in the static folder (`/img/card.png`) or an absolute URL. */
    image?: string;
    /** Built, but in no sidebar, sitemap or tag page, and marked noindex. */
    unlisted?: boolean;
    last_update?: {
        date?: string;
        author?: string;
    };
    /** Overrides the config's `editUrl` for this page; `null` hides the link. */
    custom_edit_url?: string | null;
    tags?: (string | {
        label: string;
        permalink?: string;
        description?: string;
    })[];
    [key: string]: unknown;
}
export interface SourceFile {
    /** Absolute path. */
    file: string;
    /** Path relative to the content folder, with `/` separators. */
    relPath: string;
    /** Partials (`_name.mdx` or inside `_folder/`) are imported by pages, never routed. */
    isPartial: boolean;
    source: string;
    /** Source with the front matter replaced by blank lines, so MDX positions match the file. */
    body: string;
    frontMatter: FrontMatter;
    /** Doc id: the path without extension and number prefixes, the last part replaced by front matter `id`. */
    id: string;
    /** Route with a trailing slash: the doc id's path (a folder's `index`/`README` is the folder's route) or `slug`. */
    route: string;
    /** The file name's number prefix (`03-setup.md` → 3): its sidebar position unless the front matter gives one. */
    numberPrefix?: number;
}
export declare function parseFrontMatter(source: string, file: string): {
    frontMatter: FrontMatter;
    body: string;
};
/**
 * Number prefixes order files and folders (`01-intro.md`, `2. setup/`) and are
 * left out of ids, routes and labels, as in Docusaurus. Date- and version-like
 * names (`2021-01-x`, `7.0-x`) keep their numbers.
 */
export declare function parseNumberPrefix(name: string): {
    name: string;
    prefix?: number;
};
export declare const stripNumberPrefixes: (path: string) => string;
/** `index`, `README` or a file named like its folder is the folder's page (`guides/guides.md` → `/guides/`). */
export declare function isCategoryIndexName(fileName: string, dirName: string | undefined): boolean;
/**
 * `/a/../c` → `/c`, `/a/./b` → `/a/b`: a relative slug (`slug: ../x`) is resolved from the
 * doc's folder, as Docusaurus resolves it; `..` above the root stays at the root.
 */
export declare function removeDotSegments(route: string): string;
export declare function isPartialPath(relPath: string): boolean;
export declare function readSourceFile(contentDir: string, path: string, tokens: Record<string, string>, text?: string): SourceFile;
/**
 * Every path under the content folder, relative to it: read once a build for its pages and its
 * category files. `reuse` (serve, per edit): the last listing stands while none of its folders was
 * modified since (adding, removing or renaming an entry modifies its folder; editing a file does not).
 */
export declare function listContentTree(contentDir: string, reuse?: boolean): string[];
/** Every .md/.mdx file under the content folder, in a stable order. */
export declare function listContentFiles(contentDir: string, tree?: string[]): string[];
