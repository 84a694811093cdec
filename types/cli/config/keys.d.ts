export interface KeyDoc {
    /** Dotted path (`schema.url`); a key with sub-keys listed here is an object the validator checks for unknown keys. */
    key: string;
    /** What it takes, in the README's words. */
    type: string;
    required?: true;
    /** What applies when it is unset (README text). */
    default?: string;
    description: string;
}
export declare const CONFIG_KEYS: readonly KeyDoc[];
/** Keys that hold other keys (`schema` for `schema.url`): objects checked for unknown keys. */
export declare function childKeys(parent: string): string[];
export declare const TOP_KEYS: readonly string[];
/** The same names as TOP_KEYS (checked by test/config.test.ts), typed for the guard above. */
export declare const TYPED_TOP_KEYS: readonly string[];
/** The README's reference table (Markdown), from CONFIG_KEYS. */
export declare function configReferenceTable(): string;
/** What `{{name}}` stands for when its key is unset (content that uses it says which key to set). */
export declare const PLACEHOLDER_KEYS: Record<string, string>;
