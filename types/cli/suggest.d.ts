/** Edit distance (insertions, deletions, substitutions; a swap of neighbours counts once). */
export declare function editDistance(a: string, b: string): number;
/**
 * The candidates closest to `wanted`, best first: those within a third of its
 * length in edits (case ignored), that contain it or end like it (a doc id
 * given without its folder), or that begin like it. At most `limit`.
 */
export declare function closest(wanted: string, candidates: Iterable<string>, limit?: number): string[];
/** `Did you mean "x"?` / `Did you mean "x" or "y"?`, or undefined when nothing is close. */
export declare function didYouMean(wanted: string, candidates: Iterable<string>, quote?: (s: string) => string): string | undefined;
