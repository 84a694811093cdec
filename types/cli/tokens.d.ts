export declare function substituteTokens(text: string, tokens: Record<string, string>, file: string): string;
