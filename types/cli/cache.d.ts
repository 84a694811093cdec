export { digest, seal, unseal, writeFileAtomic } from './cache-seal.ts';
/** A cache entry was found damaged where it could not be taken as a miss. */
export declare class CacheDamaged extends Error {
    constructor(what: string);
}
/**
 * Writes a cache entry without blocking the build (hundreds of small entries
 * per build); the build waits for them all before it returns
 * (`settleCacheWrites`). A failed write is only a cache miss next time, so
 * errors are dropped.
 */
export declare function writeFileAtomicLater(file: string, contents: string | Uint8Array): void;
/**
 * Resolves once every cache write started so far has landed (or failed) and is indexed.
 * `keepPacksOpen`: serve, between rebuilds (see cache-pack.ts); its last settle closes them.
 * `indexPacks: false`: the packs' new entries are left for the next settle to index.
 */
export declare function settleCacheWrites(options?: {
    keepPacksOpen?: boolean;
    indexPacks?: boolean;
}): Promise<void>;
/**
 * Writes a generated ES module under a name made of its content's hash, so Node's per-URL module
 * cache never serves stale code, and a module file that is not what its name says (damaged) is
 * written again before anything imports it. Returns its path.
 */
export declare function writeModule(dir: string, prefix: string, code: Uint8Array | string): string;
/** Whether a module `writeModule` named by its content is there and is that content. */
export declare function moduleIntact(file: string): boolean;
/** One named area of the cache root: sealed entries by name. */
export declare class CacheArea {
    readonly dir: string;
    /** Packed areas keep the entries `write` makes in pack files (see cache-pack.ts); `writeNow` and `path` stay files of their own. */
    private readonly pack?;
    constructor(dir: string, options?: {
        packed?: boolean;
    });
    path(name: string): string;
    /** The entry's payload, or undefined (missing, or not whole: a miss). */
    readBuffer(name: string): Buffer | undefined;
    readText(name: string): string | undefined;
    readJson<T>(name: string): T | undefined;
    /** Whether the entry is there (not whether it is whole: reading it tells). */
    has(name: string): boolean;
    write(name: string, contents: string | Uint8Array): void;
    writeJson(name: string, value: unknown): void;
    /** Written before this returns (what the same build reads back at once). */
    writeNow(name: string, contents: string | Uint8Array): void;
}
/** The cache root a build owns. Deleting it is always safe. */
export declare class CacheRoot {
    readonly dir: string;
    constructor(dir: string);
    area(name: string, options?: {
        packed?: boolean;
    }): CacheArea;
}
