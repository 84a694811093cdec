// Entry of the types worker bundle (built by the launcher as CommonJS, with
// openapi-typescript inside and the TypeScript compiler required, not
// imported: Node's ESM loader would first scan all of typescript.js for its
// exports, which costs more than generating the types).
import { parentPort, workerData } from 'node:worker_threads';
import { generateTypes } from './types-generate.ts';

try {
  parentPort!.postMessage({ text: generateTypes(workerData.document) });
} catch (error) {
  parentPort!.postMessage({ error: String((error as Error)?.stack ?? error) });
}
