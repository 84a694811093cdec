/** The URL with its user name, password, query values and fragment replaced by `***`. Not a URL: returned as is. */
export declare function redactUrl(url: string | URL): string;
/** The text with every absolute URL in it redacted (for messages that may quote one, e.g. a fetch error's). */
export declare function redactText(text: string): string;
/**
 * A URL with credentials split for a request: fetch refuses a URL that has them, so they go in
 * an Authorization header (Basic, as curl sends them).
 */
export declare function requestParts(url: URL): {
    url: URL;
    headers: Record<string, string>;
};
