export declare function withBase(baseUrl: string, href: string): string;
export declare function isExternal(href: string): boolean;
