// The API pages carry only the first language's request sample; the browser
// writes the others (renderer/client/samples.ts). What it writes must be what
// the build would have: the same code, the same highlighting, byte for byte,
// for every operation and request mode of the default site and the API fixtures.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadConfig } from '../cli/config.ts';
import { loadSchema } from '../cli/plugins/api/source.ts';
import { buildApiModel } from '../cli/plugins/api/operations.ts';
import { prepareMarkdown } from '../cli/plugins/api/markdown.ts';
import { loadHighlighter, renderCompactCodeHtml } from '../cli/mdx/highlight.ts';
import { requestSample } from '../renderer/request-samples.ts';
import { bodyFromCurl, sampleHtml } from '../renderer/client/samples.ts';
import type { OperationView } from '../renderer/api-types.ts';
import { repoRoot } from './helpers.ts';

async function operations(root: string): Promise<OperationView[]> {
  const config = await loadConfig(join(root, 'docs-site.config.ts'));
  const schema = await loadSchema(config, { offline: true, strict: false, log: () => {} });
  return [...buildApiModel(config, schema!).operations.values()];
}

describe('request samples written in the browser', () => {
  it("read a JSON body back from the curl sample, quotes and all", () => {
    for (const value of [{ a: "O'Brien '\\'' \n x", b: [1, -0.5, null, true], c: {} }, "it's", 0, [], null, { "k'": "'" }]) {
      const code = requestSample({ method: 'POST', url: 'https://x.example/a', headers: [], body: { kind: 'json', value } }, 'curl').code;
      assert.deepEqual(bodyFromCurl(code), value);
    }
  });

  before(async () => {
    await prepareMarkdown();
    await loadHighlighter();
  });

  for (const site of ['.', 'test/fixtures/api-edge']) {
    it(`match the build's highlighting for every operation of ${site}`, async () => {
      let count = 0;
      for (const view of await operations(join(repoRoot, site))) {
        const modes = view.sampleModes ?? (view.requests.length ? [{ id: view.requests[0].id, samples: view.samples }] : []);
        for (const mode of modes) {
          const request = view.requests.find((r) => r.id === mode.id)!.request;
          const lazy = mode.samples.filter((s) => s.lazy);
          assert.equal(lazy.length, 7, `${view.operationId}: seven languages left to the browser`);
          assert.ok(mode.samples.some((s) => !s.lazy && s.html), `${view.operationId}: the first language is on the page`);
          // A JSON body is left out of the page's data: the browser reads it back from the curl sample.
          if (request.body?.kind === 'json' && request.body.value !== undefined) assert.deepEqual(bodyFromCurl(requestSample(request, 'curl').code), request.body.value, `${view.operationId}: the body from curl`);
          for (const s of lazy) {
            const { code, language } = requestSample(request, s.id);
            assert.equal(sampleHtml(request, s.id).html, renderCompactCodeHtml(code, language), `${view.operationId} ${mode.id} ${s.id}`);
            count++;
          }
        }
      }
      assert.ok(count >= 20, `${count} samples compared`);
    });
  }
});
