// Accessibility of the default site, page kind by page kind: axe-core (the
// locked devDependency) runs in Chromium on the home page, a guide, a Lens
// page, an API operation, the interactive console with an operation open,
// the search page, the not-found page and the open search modal, at 390 and
// 1440 px, in light and dark mode. Any serious or critical finding fails,
// listed with the elements it is about.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot, runDocs } from '../helpers.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hydrated, launchBrowser, openSession } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface PageKind {
  name: string;
  path: string;
  /** What the page must show before it is checked. */
  ready?: (page: Page) => Promise<void>;
}

const PAGES: PageKind[] = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/fraud/intro/' },
  { name: 'Lens page', path: '/lens/mobile/receipts/installation/' },
  { name: 'API operation', path: '/api/receipts-invoices/process-a-document/' },
  {
    name: 'console with an operation open',
    path: '/interactive-api/#processDocument',
    ready: (page) => page.locator('[data-for="processDocument"] form').waitFor(),
  },
  { name: 'search page', path: '/search/?q=webhook', ready: (page) => page.locator('.search-result').first().waitFor() },
  { name: 'not-found page', path: '/no-such-page/' },
  {
    name: 'search modal',
    path: '/fraud/intro/',
    ready: async (page) => {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type('webhook');
      await page.locator('.DocSearch-Hit').first().waitFor();
    },
  },
];

const VIEWPORTS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1440, height: 900, isMobile: false, hasTouch: false },
];

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

async function axe(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe.run;
    const { violations } = await run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`) }));
  });
}

describe('accessibility of every page kind (axe, serious and critical findings)', () => {
  let dir: string;
  let server: StaticServer;
  let browser: Browser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'docs-axe-'));
    const r = runDocs(['build', '--offline', '-o', join(dir, 'out')], repoRoot);
    if (r.code !== 0) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
    server = await startStaticServer(join(dir, 'out'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const kind of PAGES) {
    for (const viewport of VIEWPORTS) {
      for (const scheme of ['light', 'dark'] as const) {
        it(`${kind.name} at ${viewport.width} px, ${scheme}: no serious or critical finding`, async () => {
          const { width, height, isMobile, hasTouch } = viewport;
          const s = await openSession(browser, { viewport: { width, height }, isMobile, hasTouch, colorScheme: scheme });
          try {
            await s.page.goto(server.url + kind.path.slice(1));
            await hydrated(s.page);
            assert.equal(await s.page.evaluate(() => document.documentElement.dataset.theme), scheme);
            await kind.ready?.(s.page);
            const findings = await axe(s.page);
            const report = findings.map((f) => `${f.impact} ${f.id} (${f.help}):\n    ${f.nodes.join('\n    ')}`).join('\n');
            assert.equal(findings.length, 0, `${kind.path} at ${width} px, ${scheme}:\n${report}`);
          } finally {
            await s.close();
          }
        });
      }
    }
  }
});
