// The parts of openapi-typescript that types-generate.ts and types-parts.ts
// call, imported from the package's own files rather than its index: the index
// also loads Redocly's openapi-core for openapiTS(), which is not used here
// (the schema stage has linted and bundled the document already). The types
// thread's bundle went from 1.3 MB to 118 KB. Typed from the package's
// declarations (its dist files have none of their own).
import type * as OpenApiTs from 'openapi-typescript';
// @ts-expect-error: no declarations for this file; typed below
import transform from 'openapi-typescript/dist/transform/index.mjs';
// @ts-expect-error: no declarations for this file; typed below
import * as utils from 'openapi-typescript/dist/lib/utils.mjs';
// @ts-expect-error: no declarations for this file; typed below
import * as ts from 'openapi-typescript/dist/lib/ts.mjs';

export type { GlobalContext, OpenAPI3 } from 'openapi-typescript';

export const transformSchema: typeof OpenApiTs.transformSchema = transform;
export const astToString: typeof OpenApiTs.astToString = ts.astToString;
export const resolveRef: typeof OpenApiTs.resolveRef = utils.resolveRef;
export const scanDiscriminators: typeof OpenApiTs.scanDiscriminators = utils.scanDiscriminators;
