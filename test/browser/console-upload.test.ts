// The interactive API page against the mock API built from the default
// site's schema: a multipart upload arrives with its bytes intact and the
// other form fields, and a file dropped on the form is taken.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot } from '../helpers.ts';
import { defaultSite } from '../sites.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { startMockApi, type MockApi } from '../fakes/mock-api.ts';
import { loadConfig } from '../../cli/config.ts';
import { loadSchema } from '../../cli/plugins/api/source.ts';
import { hydrated, launchBrowser, openSession, until } from './harness.ts';

describe('interactive API page against the mock API (multipart upload)', () => {
  // A small PDF: the mock checks that its bytes arrive intact.
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n\u00e9\r\n--not-a-boundary\r\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  let mock: MockApi;
  let dir: string;
  let site: StaticServer;
  let browser: Browser;

  before(async () => {
    const config = await loadConfig(join(repoRoot, 'docs-site.config.ts'));
    const schema = await loadSchema(config, { offline: true, strict: false, log: () => {} });
    mock = await startMockApi(schema!.document, { expectFile: PDF, cors: true });
    const r = await defaultSite({ DOCS_API_BASE_URL: mock.url });
    assert.equal(r.code, 0, r.stderr);
    dir = dirname(r.out);
    site = await startStaticServer(r.out);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    await mock?.close();
  });

  it('keeps the page small at 150-odd operations', () => {
    const bytes = statSync(join(dir, 'out/interactive-api/index.html')).size;
    assert.ok(bytes < 60_000, `${bytes} bytes`);
  });

  it('uploads a PDF with the other form fields, intact', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#processDocument`);
      await hydrated(s.page);
      const op = s.page.locator('[data-for="processDocument"]');
      // The requests go to the mock on 127.0.0.1: the schema's server is the config's API base URL.
      assert.equal(await op.locator('input[name="server"]').inputValue(), mock.url);
      assert.match(mock.url, /^http:\/\/127\.0\.0\.1:/);
      await op.locator('[name="clientId"]').fill('client-123');
      await op.locator('[name="authorization"]').fill('apikey jo:secret');
      await op.locator('select[name="mediaType"]').selectOption({ label: 'multipart/form-data' });
      await op.locator('input[type="file"]').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
      await op.locator('[name="field:external_id"]').fill('exp-77');
      await op.locator('[data-console-code] [role="tab"]', { hasText: 'curl' }).click();
      await s.page.waitForFunction(() => document.querySelector('[data-for="processDocument"] [data-console-code] pre code')?.textContent?.includes('receipt.pdf'));
      const curl = (await op.locator('[data-console-code] pre code').textContent()) ?? '';
      assert.ok(curl.startsWith(`curl -X POST "${mock.url}/`), curl);
      assert.match(curl, /-F "file=@receipt\.pdf"/);
      assert.match(curl, /--form-string "external_id=exp-77"/);
      assert.doesNotMatch(curl, /secret|client-123/);
      await op.locator('button[type="submit"]').click();
      await until(() => mock.requests.some((r) => r.operation === 'processDocument'), 'the upload');
      const req = mock.requests.find((r) => r.operation === 'processDocument')!;
      assert.deepEqual(req.problems, []);
      assert.equal(req.file?.name, 'receipt.pdf');
      assert.ok(req.file?.bytes.equals(PDF), 'the bytes arrive intact');
      await s.page.waitForFunction(() => /\b20\d /.test(document.querySelector('[data-for="processDocument"] output .console__status')?.textContent ?? ''));
    } finally {
      await s.close();
    }
  });

  it('accepts a file dropped on the form', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#processDocument`);
      await hydrated(s.page);
      const op = s.page.locator('[data-for="processDocument"]');
      await op.locator('select[name="mediaType"]').selectOption({ label: 'multipart/form-data' });
      const transfer = await s.page.evaluateHandle(() => {
        const dt = new DataTransfer();
        dt.items.add(new File(['%PDF-1.4 dropped'], 'dropped.pdf', { type: 'application/pdf' }));
        return dt;
      });
      await op.locator('[data-console-drop]').dispatchEvent('drop', { dataTransfer: transfer });
      await s.page.waitForFunction(() => document.querySelector('[data-for="processDocument"] .console__file')?.textContent?.includes('dropped.pdf'));
    } finally {
      await s.close();
    }
  });
});
