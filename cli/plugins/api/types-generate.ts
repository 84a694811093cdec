// TypeScript types of a schema with openapi-typescript. Its `openapiTS()` first
// serialises the document, parses it again with Redocly's YAML parser, lints it
// and bundles it: work our schema stage has done already (the document here is
// Redocly's bundle, linted). So the transform is called directly, with the
// context `openapiTS()` builds from default options, after the one check of its
// lint that the types depend on (operation ids are the `operations` keys).
import { astToString, resolveRef, scanDiscriminators, transformSchema, type GlobalContext, type OpenAPI3 } from './openapi-typescript-core.ts';
import { NotInParts, PART_SIZE, typesInParts } from './types-parts.ts';

/** The duplicate operation ids of a document (each once). */
function duplicateOperationIds(document: OpenAPI3): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    if (!item || typeof item !== 'object') continue;
    for (const op of Object.values(item as Record<string, unknown>)) {
      const id = (op as { operationId?: unknown } | null)?.operationId;
      if (typeof id !== 'string') continue;
      if (seen.has(id)) twice.add(id);
      seen.add(id);
    }
  }
  return [...twice];
}

/** The types of `document`; `partSize` path items (components…) are transformed at a time (tests try small parts). */
export function generateTypes(document: OpenAPI3, partSize = PART_SIZE): string {
  const duplicates = duplicateOperationIds(document);
  if (duplicates.length) throw new Error(`Every operationId must be unique: ${duplicates.map((d) => `"${d}"`).join(', ')} is used more than once.`);
  const ctx = typesContext(document);
  // A part at a time (types-parts.ts: the same text, without the whole tree at once); whole when
  // the document has a shape the parts do not cover, with the same context (scanDiscriminators()
  // patches the document: it must run once).
  try {
    return typesInParts(document, ctx, tabIndented, partSize);
  } catch (error) {
    if (!(error instanceof NotInParts)) throw error;
    return wholeTypes(document, ctx);
  }
}

/** The types as openapi-typescript prints the whole document's tree: where the parts do not apply, and what tests hold them to. */
export function wholeTypes(document: OpenAPI3, ctx = typesContext(document)): string {
  ctx.injectFooter = [];
  return tabIndented(astToString(transformSchema(document, ctx)));
}

/**
 * Whether scanDiscriminators() could find or change anything in `document`: some object has a
 * `discriminator`, or an `allOf` with an item that is not an object (its scan throws on one). The
 * scan walks every node twice, copying its path at each: 15–20 ms on the small benchmark schema, 70 ms
 * and more on the large one; this walk copies nothing (1–3 and ~10 ms), and most schemas have none.
 */
export function mayHaveDiscriminators(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(mayHaveDiscriminators);
  const object = node as Record<string, unknown>;
  if (object.discriminator !== undefined) return true;
  if (Array.isArray(object.allOf) && object.allOf.some((item) => !item || typeof item !== 'object')) return true;
  for (const key of Object.keys(object)) if (mayHaveDiscriminators(object[key])) return true;
  return false;
}

/** The context openapiTS() makes for `document` from default options. */
export function typesContext(document: OpenAPI3): GlobalContext {
  return {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: mayHaveDiscriminators(document) ? scanDiscriminators(document, {}) : { objects: {}, refsHandled: [] },
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    redoc: undefined as never, // read only by the validation skipped here
    silent: true,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: ($ref) => resolveRef(document, $ref, { silent: true }),
  };
}

/**
 * TypeScript's printer indents by four spaces: a large schema's types are a
 * third indentation (1.1 MB of the benchmark's 3.5 MB). One tab a level
 * instead, the same code. Only a line's leading whitespace changes (the
 * printer writes no multi-line string).
 */
export function tabIndented(text: string): string {
  return text.replace(/^(?: {4})+/gm, (run) => '\t'.repeat(run.length / 4));
}
