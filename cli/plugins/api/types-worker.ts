// Entry of the types worker bundle (built by the launcher as CommonJS, with
// openapi-typescript inside and the TypeScript compiler required, not
// imported: Node's ESM loader would first scan all of typescript.js for its
// exports, which costs more than generating the types). The compiler is
// loaded through a V8 code cache kept beside this bundle (see code-cache.ts).
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { requireWithCodeCache } from './code-cache.ts';

const typescript = requireWithCodeCache('typescript', __filename, dirname(__filename));
import('./types-generate.ts')
  .then(({ generateTypes }) => {
    // The document comes as its JSON text's bytes, moved here (see generateOnThread in reference.ts).
    const json = workerData.json as Uint8Array;
    const text = generateTypes(JSON.parse(Buffer.from(json.buffer, json.byteOffset, json.byteLength).toString('utf8')));
    typescript.save(); // before answering: the thread is ended once it has answered
    parentPort!.postMessage({ text });
  })
  .catch((error: Error) => parentPort!.postMessage({ error: String(error?.stack ?? error) }));
