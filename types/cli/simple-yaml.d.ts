/** The mapping of a flat `key: scalar` document, or undefined when it is anything more (the YAML library decides then). */
export declare function parseSimpleMapping(text: string): Record<string, unknown> | undefined;
