/** A string equal to `s` that holds no other string alive. */
export declare function detachedString(s: string): string;
/** `value` with every string in it (in plain objects and arrays, in place) detached; other values as they are. */
export declare function detached<T>(value: T): T;
