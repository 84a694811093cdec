export declare function substituteTokens(text: string, tokens: Record<string, string>, file: string): string;
/** Where a Markdown text has code: fenced blocks (``` or ~~~) and inline code spans, as [start, end) offsets. */
export declare function codeRanges(text: string): [number, number][];
