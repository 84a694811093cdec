// Error reporting and tag manager in Chromium. Not configured (the default):
// neither is in the page and nothing is requested. Configured: the tag
// manager snippet and its noscript fallback are emitted (its script request
// never leaves 127.0.0.1 in tests), and Sentry loads from its own chunk after
// the page has loaded, samples errors and traces at 1, ignores resize-observer
// loop errors and non-error exceptions, and never sends the partner keys or
// the session. The Sentry endpoint is a fake on 127.0.0.1.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startKeysServer, SECRET_STRINGS, VALID_KEYS, type KeysServer } from '../fakes/keys-server.ts';
import { startSentryServer, type SentryServer, type EnvelopeItem } from '../fakes/sentry-server.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { buildRuntimeSite, hydrated, launchBrowser, openSession, type BuiltSite } from './harness.ts';

const GTM_ID = 'GTM-TEST123';
const SESSION = 'sess-9f8e7d6c5b';
const idle = (page: Page) => page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r, { timeout: 3000 }), { timeout: 3000 })));
const exceptionText = (item: EnvelopeItem) => JSON.stringify(item.payload.exception ?? item.payload.message ?? '');
const isError = (item: EnvelopeItem, text: string) => item.type === 'event' && exceptionText(item).includes(text);

describe('error reporting and tag manager', () => {
  let browser: Browser;
  let plainSite: BuiltSite;
  let site: BuiltSite;
  let plain: StaticServer;
  let server: StaticServer;
  let sentry: SentryServer;
  let keys: KeysServer;
  before(async () => {
    [sentry, keys] = await Promise.all([startSentryServer(), startKeysServer()]);
    plainSite = await buildRuntimeSite();
    site = await buildRuntimeSite({ DOCS_SENTRY_DSN: sentry.dsn, DOCS_GTM_CONTAINER_ID: GTM_ID, DOCS_API_BASE_URL: keys.url });
    [browser, plain, server] = await Promise.all([launchBrowser(), startStaticServer(plainSite.out), startStaticServer(site.out)]);
  });
  after(async () => {
    await browser?.close();
    await Promise.all([plain?.close(), server?.close(), sentry?.close(), keys?.close()]);
    plainSite?.remove();
    site?.remove();
  });

  it('by default: no tag manager, no error reporting, no request beyond the site', async () => {
    const html = readFileSync(join(plainSite.out, 'guides/long/index.html'), 'utf8');
    assert.doesNotMatch(html, /googletagmanager|dataLayer/);
    assert.match(html, /"errorReporting":null/);
    const s = await openSession(browser);
    try {
      const requests: string[] = [];
      s.page.on('request', (r) => requests.push(r.url()));
      await s.page.goto(plain.url + 'guides/long/');
      await hydrated(s.page);
      await s.page.waitForLoadState('load');
      await idle(s.page);
      assert.deepEqual(requests.filter((u) => /chunk-sentry-/.test(u)), []);
      assert.deepEqual(s.blocked, []);
      assert.equal(await s.page.evaluate(() => 'dataLayer' in window), false);
      assert.equal(sentry.envelopes.length, 0);
    } finally {
      await s.close();
    }
  });

  it('when configured: the tag manager snippet and its noscript fallback are emitted', async () => {
    const html = readFileSync(join(site.out, 'guides/long/index.html'), 'utf8');
    assert.match(html, /<link rel="preconnect" href="https:\/\/www\.googletagmanager\.com">/);
    assert.match(html, /gtm\.js\?id="\+\w+\.containerId[^<]*\}\)\(\{"containerId":"GTM-TEST123"\}\);<\/script>/);
    assert.match(html, /<body><noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-TEST123" height="0" width="0" title="Google Tag Manager" hidden><\/iframe><\/noscript>/);
    const s = await openSession(browser);
    try {
      await s.page.goto(server.url + 'guides/second/');
      await hydrated(s.page);
      assert.equal(await s.page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer[0].event), 'gtm.js');
      assert.ok(s.blocked.includes(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`), s.blocked.join('\n'));
      assert.ok(s.blocked.every((u) => u.startsWith('https://www.googletagmanager.com/')), 'nothing else leaves the site');
    } finally {
      await s.close();
    }
  });

  it('loads Sentry after the page has loaded, traces at rate 1, reports errors, ignores the noise, and never sends keys', async () => {
    keys.mode = 'valid';
    const s = await openSession(browser);
    try {
      await s.context.addCookies([{ name: 'acme_session', value: SESSION, url: server.url }]);
      await s.page.goto(server.url + 'guides/long/');
      await hydrated(s.page);
      await s.page.locator('nav.navbar .navbar__items--right [data-login-item]', { hasText: 'Dashboard' }).waitFor();

      // Loaded from its own chunk, once the page had loaded.
      await s.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /chunk-sentry-/.test(e.name)), undefined, { polling: 20 });
      const timing = await s.page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const chunk = performance.getEntriesByType('resource').find((e) => /chunk-sentry-/.test(e.name))!;
        return { loadEventStart: nav.loadEventStart, chunkStart: chunk.startTime };
      });
      assert.ok(timing.chunkStart >= timing.loadEventStart, JSON.stringify(timing));

      // Traces are sampled at 1: spans of this page load are sent (streamed), marked with sample rate 1.
      const pageUrl = server.url + 'guides/long/';
      await sentry.waitFor((item) => (item.type === 'span' || item.type === 'transaction') && JSON.stringify(item.payload).includes(pageUrl));
      const traced = sentry.envelopes.find((e) => e.items.some((i) => (i.type === 'span' || i.type === 'transaction') && JSON.stringify(i.payload).includes(pageUrl)))!;
      assert.equal(String(traced.header.trace?.sample_rate), '1');
      assert.equal(String(traced.header.trace?.sampled), 'true');

      await s.page.evaluate(
        ([apiKey, clientSecret]) => {
          // Noise that must be ignored: a real resize-observer loop, its older message, non-error exceptions.
          const box = document.createElement('div');
          document.body.append(box);
          let n = 0;
          new ResizeObserver(() => (box.style.height = `${++n}px`)).observe(box);
          setTimeout(() => {
            throw new Error('ResizeObserver loop limit exceeded');
          });
          void Promise.reject({ reason: 'a plain object' });
          setTimeout(() => {
            throw 'a thrown string';
          });
          // Real errors, one of them (wrongly) carrying keys in its message.
          setTimeout(() => {
            throw new Error('Real failure one');
          }, 50);
          setTimeout(() => {
            throw new Error(`Real failure two with ${apiKey} and ${clientSecret}`);
          }, 60);
        },
        [VALID_KEYS.user_keys.api_key, VALID_KEYS.client_secret],
      );
      const one = await sentry.waitFor((item) => isError(item, 'Real failure one'));
      const two = await sentry.waitFor((item) => isError(item, 'Real failure two'));
      assert.equal(one.payload.exception.values[0].type, 'Error');
      assert.match(exceptionText(two), /Real failure two with \[Filtered\] and \[Filtered\]/);

      const events = sentry.envelopes.flatMap((e) => e.items).filter((i) => i.type === 'event');
      for (const noise of ['ResizeObserver', 'a plain object', 'a thrown string', 'captured as']) {
        assert.ok(!events.some((e) => JSON.stringify(e.payload).includes(noise)), `"${noise}" was reported`);
      }
      const everything = sentry.envelopes.map((e) => e.raw).join('\n');
      for (const secret of [...SECRET_STRINGS, SESSION]) assert.ok(!everything.includes(secret), `${secret} was sent`);
      assert.ok(!events.some((e) => JSON.stringify(e.payload.breadcrumbs ?? []).includes('client-keys')), 'no breadcrumb of the keys call');
      assert.deepEqual(s.blocked.filter((u) => !u.startsWith('https://www.googletagmanager.com/')), []);
    } finally {
      await s.close();
    }
  });
});
