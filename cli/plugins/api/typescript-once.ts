// The TypeScript compiler for the types thread's bundle, wrapped once. Each of
// openapi-typescript's modules imports `typescript`; bundled as CommonJS,
// esbuild gives every one of those imports its own copy of the compiler's
// thousands of exports (about 40 ms of the thread's start). The launcher points
// those imports here instead (bin/docs.mjs), so the copy is made once.
import ts from 'typescript';

export default ts;
