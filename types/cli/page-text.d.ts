/** What the records of one page are made of before they get URLs. */
export interface RecordPart {
    anchor: string | null;
    /** Levels below the page title: [lvl2, lvl3, …]. */
    path: string[];
    content: string;
}
export declare function decodeEntities(s: string): string;
export declare const squash: (s: string) => string;
/** Text of an HTML fragment (React's output: well-formed, attributes quoted). */
export declare function htmlToText(html: string): string;
