// Entry of the types worker bundle (built by the launcher as CommonJS, with
// openapi-typescript inside and the TypeScript compiler required, not
// imported: Node's ESM loader would first scan all of typescript.js for its
// exports, which costs more than generating the types).
import { parentPort, workerData } from 'node:worker_threads';
import openapiTS, { astToString } from 'openapi-typescript';

openapiTS(workerData.document).then(
  (ast) => parentPort!.postMessage({ text: astToString(ast) }),
  (error: Error) => parentPort!.postMessage({ error: String(error?.stack ?? error) }),
);
