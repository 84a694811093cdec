export declare class Inputs {
    /** This build's reads: file → stamp as read ('' when read mid-save: never up to date). */
    private files;
    /** A new build starts: what the last one read no longer counts. */
    reset(): void;
    /** The file's stamp now (undefined when it is missing), recorded as something the build depends on. */
    stamp(file: string): string | undefined;
    /**
     * Reads the file and records it. A save in progress (an editor truncates, then writes; two saves
     * can share a modification time): bytes that are not the size the stat saw are read again once
     * the file settles; if it does not, the stamp is '' (never up to date), so serve builds again.
     */
    read(file: string): {
        bytes: Buffer;
        stamp: string;
    };
    /** Every file the build read. */
    list(): string[];
    /** Files the build read that changed since. */
    stale(): string[];
    /** Whether the build read every one of these files as they are now (a watcher event about them needs no rebuild). */
    upToDate(paths: string[]): boolean;
}
