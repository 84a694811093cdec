// Shared setup of the browser tests: builds of the runtime fixture, one
// Chromium per test file (Debian's, driven by playwright-core), pages whose
// network is confined to 127.0.0.1, and the viewports and colour schemes.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
import { after, before } from 'node:test';
import { bound } from '../helpers.ts';
import { fixtureSite } from '../sites.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const VIEWPORTS = [
  { name: 'desktop', viewport: DESKTOP, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: PHONE, isMobile: true, hasTouch: true },
] as const;

export interface BuiltSite {
  out: string;
  remove(): void;
}

/** The runtime fixture (or a variant config) built for this run: shared with the other files that ask for the same. */
export async function buildRuntimeSite(env: Record<string, string> = {}, config = 'docs-site.config.ts'): Promise<BuiltSite> {
  const r = await fixtureSite('runtime', { config, env });
  if (r.code !== 0) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
  // Removed with the run's folder (other files may read it).
  return { out: r.out, remove: () => {} };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Nothing can reach beyond the loopback addresses: no name resolves, and any
      // other address goes to a proxy port where nothing listens (loopback bypasses it).
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--proxy-server=http://127.0.0.1:9',
    ],
  });
}

const LOOPBACK = /^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|\[::1\]|localhost)(:\d+)?\//;

export interface Session {
  context: BrowserContext;
  page: Page;
  console: ConsoleMessage[];
  /** Uncaught exceptions in the page. */
  errors: Error[];
  /** Requests the page tried to send beyond 127.0.0.1 (they all fail). */
  blocked: string[];
  close(): Promise<void>;
}

export interface SessionOptions extends BrowserContextOptions {
  /** Scripts run before any page script (test instrumentation only). */
  initScripts?: string[];
}

/**
 * A fresh context and page. Requests beyond 127.0.0.1 cannot leave (see the
 * browser's arguments) and are recorded. No request interception by default:
 * it would answer CORS preflights itself, hiding them from the fakes.
 */
export async function openSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const { initScripts = [], ...contextOptions } = options;
  // Reduced motion turns the stylesheet's transitions off, so states are final at once.
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block', reducedMotion: 'reduce', ...contextOptions });
  // Every wait on the page is on an event or a state; its bound only guards against a hang.
  context.setDefaultTimeout(bound(60_000));
  const blocked: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!LOOPBACK.test(url) && !/^(data|blob|about|chrome-error):/.test(url)) blocked.push(url);
  });
  for (const script of initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  const messages: ConsoleMessage[] = [];
  const errors: Error[] = [];
  page.on('console', (m) => messages.push(m));
  page.on('pageerror', (e) => errors.push(e));
  return { context, page, console: messages, errors, blocked, close: () => context.close() };
}

/** Waits until the client entry has run on the current document. */
export async function hydrated(page: Page) {
  // Polling by interval, not animation frames: pages in background tabs get none.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, { polling: 20 });
}

/** A request gate: `hold` returns a promise the test resolves with `open()`. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export const consoleText = (messages: ConsoleMessage[]) => messages.map((m) => `${m.type()}: ${m.text()}`).join('\n');

/** Waits until the page shows the page titled `h1` (client navigation finished). */
export async function showing(page: Page, h1: string) {
  await page.waitForFunction(
    (title) => document.querySelector('#__docs_wrapper h1')?.textContent === title && !document.documentElement.hasAttribute('data-loading'),
    h1,
    { polling: 20 },
  );
}

/**
 * Waits until test-side state (what a fake received: not the page) holds, looking again every
 * 20 ms (the fakes send no event of their own), until a generous deadline.
 */
export async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + bound(timeoutMs);
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface ServedSite {
  site: BuiltSite;
  server: StaticServer;
}

/** For the enclosing describe: builds a runtime fixture config and serves it on 127.0.0.1 (removed after). */
export function useServedSite(env: Record<string, string> = {}, config?: string): ServedSite {
  const served = {} as ServedSite;
  before(async () => {
    served.site = await buildRuntimeSite(env, config);
    served.server = await startStaticServer(served.site.out);
  });
  after(async () => {
    await served.server?.close();
    served.site?.remove();
  });
  return served;
}

export interface RuntimeSuite extends ServedSite {
  browser: Browser;
}

/** Like useServedSite, plus one Chromium for the describe's tests. */
export function useRuntimeSite(env: Record<string, string> = {}, config?: string): RuntimeSuite {
  const suite = useServedSite(env, config) as RuntimeSuite;
  before(async () => {
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
  });
  return suite;
}

/**
 * Waits until the page has had two chances to render (two animation frames) after what the
 * test did: what an input would show, it shows by then. For checks that something does not happen.
 */
export async function rendered(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Scrolls and waits until the page has handled the scroll event. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}
