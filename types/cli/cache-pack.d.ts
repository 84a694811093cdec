export declare class Pack {
    private readonly dir;
    /** The index as last read or written. */
    private index?;
    /** Entries this process wrote since the index was last written. */
    private readonly added;
    private writer?;
    constructor(dir: string);
    private entries;
    private readIndex;
    has(name: string): boolean;
    /** The entry's sealed bytes' payload, or undefined (not there, or not whole: a miss). */
    read(name: string): Buffer | undefined;
    write(name: string, contents: string | Uint8Array): void;
    private startPack;
    private flush;
    /**
     * This build's entries on disk and in the index (merged with the one on disk now: another build
     * may have written it). `keepOpen` (serve, between rebuilds): the pack file stays open and the next
     * rebuild's entries are appended to it, rather than one pack per rebuild to be merged every few.
     */
    settle(keepOpen?: boolean): void;
    /** Every entry rewritten into one new pack (a miss for any that no longer reads whole). */
    private compact;
    private readFrom;
    private writeIndex;
    /** Packs no index names: merged away now, or left by a build killed an hour ago or more (a younger one may be another build's, still running). */
    private sweep;
}
/**
 * Writes every pack's pending entries and its index (the end of a build, or of a serve rebuild) and
 * closes their pack files; `keepOpen` (serve between rebuilds) leaves them open for the next entries.
 */
export declare function settlePacks(keepOpen?: boolean): void;
