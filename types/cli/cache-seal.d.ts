/** Writes `file` atomically (temp file + rename), creating its folder. */
export declare function writeFileAtomic(file: string, contents: string | Uint8Array): void;
/** sha1 of bytes, as the seals and the module names carry it. */
export declare const digest: (bytes: string | Uint8Array) => string;
/** The payload with its seal. */
export declare function seal(payload: string | Uint8Array): Buffer;
/** The payload of a sealed entry, or undefined when the entry is not whole and unchanged. */
export declare function unseal(entry: Buffer): Buffer | undefined;
