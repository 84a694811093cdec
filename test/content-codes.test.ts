// The content check for API error codes (test/content-codes.ts): the schema's
// error responses and the guides present only codes the facts list, with their
// status and for their kind of route; 5xx responses name none. The facts list
// itself (test/content-facts.ts) is compared with the shared reference when it
// sits next to the repository.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { type ResolvedConfig } from '../cli/config.ts';
import { loadSchema } from '../cli/plugins/api/source.ts';
import { planApi } from '../cli/plugins/api/plan.ts';
import { substituteTokens } from '../cli/tokens.ts';
import { guideCodeProblems, schemaCodeProblems, type RouteIndex } from './content-codes.ts';
import { codesInReference, ERROR_CODES } from './content-facts.ts';
import { at, loadPages, type Page } from './content-pages.ts';
import { repoRoot } from './helpers.ts';

const REFERENCE = join(repoRoot, '..', 'shared', 'reference', 'auth.md');

describe('API error codes in the content', () => {
  let config: ResolvedConfig;
  let all: Page[];
  let schema: ReturnType<typeof schemaCodeProblems>;
  let routes: RouteIndex;
  before(async () => {
    const loaded = await loadPages();
    config = loaded.config;
    all = [...loaded.pages, ...loaded.partials];
    schema = schemaCodeProblems(config.schema.vendored, repoRoot, (text, file) => substituteTokens(text, config.tokens, file));
    // Reference pages by route, from the same plan the build uses.
    const loadedSchema = await loadSchema(config, { offline: true, strict: false, log: () => {} });
    const plan = planApi(loadedSchema!.document, config.product.slug);
    const bySchema = new Map(schema.routes.map((r) => [`${r.method} ${r.path}`, r]));
    routes = { byPage: new Map(), all: schema.routes };
    for (const page of plan.pages) {
      const route = bySchema.get(`${page.method.toUpperCase()} ${page.path}`);
      if (route) routes.byPage.set(page.route, route);
    }
  });

  it('lists the codes of the facts file', { skip: existsSync(REFERENCE) ? false : `no facts file at ${REFERENCE}` }, () => {
    assert.deepEqual(Object.keys(ERROR_CODES).sort(), codesInReference(readFileSync(REFERENCE, 'utf8')));
  });

  it('catches a wrong code, status or route in a guide', () => {
    const processor = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm] });
    const problems = (mdx: string) => guideCodeProblems(processor.parse(mdx), routes).map(([line, m]) => `${line}: ${m}`);
    const devices = '[Check if a device is on the blocklist](/api/check-if-a-device-is-on-the-blocklist/)';
    assert.deepEqual(problems(`Adding an unknown device with [Add devices to blocklist](/api/add-devices-to-blocklist/) answers \`404\` with \`DEVICES_NOT_FOUND\`.`), []);
    assert.match(problems(`A lookup with ${devices} answers \`DEVICES_NOT_FOUND\`.`)[0] ?? '', /^1: DEVICES_NOT_FOUND belongs to adding devices.*GET \/api\/v8\/partner\/fraud\/blocklist\/\{device_id\}/);
    assert.match(problems(`${devices} answers \`404\` with \`DOCUMENT_NOT_FOUND\`.`)[0] ?? '', /DOCUMENT_NOT_FOUND belongs to routes of one document/);
    assert.match(problems('| Code | Status |\n| - | - |\n| `FILE_TYPE_NOT_SUPPORTED` | 400 |')[0] ?? '', /^3: FILE_TYPE_NOT_SUPPORTED is shown as an error code \(next to HTTP 400\), but the facts list no such code/);
    assert.match(problems('Uploads fail with `THE_FILE_IS_TOO_BIG` or a `413`.')[0] ?? '', /THE_FILE_IS_TOO_BIG is a 400 code in the facts, but its context shows HTTP 413/);
    assert.match(problems('The account gets `MTLS_IS_NOT_ENABLED_FOR_YOUR_CLIENT`.')[0] ?? '', /link or name that operation/);
    assert.deepEqual(problems('Export `API_CLIENT_ID` before you start.'), []);
  });

  it('names in the schema only error codes of the facts, for their status and route', () => {
    assert.ok(schema.routes.length > 100, `${schema.routes.length} operations read`);
    assert.deepEqual(schema.problems, [], `Error codes in the schema:\n${schema.problems.join('\n')}`);
  });

  it('names in the guides only error codes of the facts, for their status and route', () => {
    const problems = all.flatMap((page) => guideCodeProblems(page.tree, routes).map(([line, message]) => `${at(page, line)}: ${message}`));
    assert.deepEqual(problems, [], `Error codes in the guides:\n${problems.join('\n')}`);
  });
});
