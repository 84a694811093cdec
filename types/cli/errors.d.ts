export interface SourcePlace {
    file: string;
    line?: number;
    column?: number;
}
export declare class BuildError extends Error {
    readonly place?: SourcePlace;
    readonly hint?: string;
    constructor(message: string, place?: SourcePlace, hint?: string, cause?: unknown);
}
/** Several problems reported together (e.g. every broken link). */
export declare class BuildErrors extends Error {
    readonly errors: BuildError[];
    /** What one of them is, to prefix it where it is shown alone (a CI annotation): `Broken link`. */
    readonly label?: string;
    constructor(title: string, errors: BuildError[], label?: string);
}
export declare function formatPlace(place: SourcePlace | undefined, cwd?: string): string;
/** The error as the terminal (and the browser's error overlay in serve) shows it; URLs in it are redacted (see redact.ts). */
export declare function formatError(error: unknown, cwd?: string): string;
