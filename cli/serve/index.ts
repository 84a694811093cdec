// `docs serve`: build, serve the result like a production static host, watch
// the sources, rebuild incrementally and reload open tabs. A failed rebuild
// is shown in the terminal and the browser while the last good site stays up.
// Three parts: the build context (cli/context.ts), the HTTP server (http.ts)
// and the scheduler (scheduler.ts) the watcher (watch.ts) feeds.
import { dirname, join } from 'node:path';
import { createContext } from '../context.ts';
import { OutLocked } from '../out-lock.ts';
import { checkPort, listenError } from '../port.ts';
import { formatError } from '../errors.ts';
import { toolRoot } from '../paths.ts';
import type { BuildOptions } from '../session.ts';
import type { BuildingFiles } from '../files-in-progress.ts';
import { DOM_ID } from '../../renderer/contract.ts';
import { inlineCall, prepareInline } from '../../templates/inline/index.ts';
import { liveReload } from '../../templates/inline/live-reload.ts';
import { EVENTS_PATH, reloadEvent, SiteServer } from './http.ts';
import { Scheduler, type BuildReport } from './scheduler.ts';
import { watchSite } from './watch.ts';

export { CONTENT_TYPES, resolveRequest, reloadEvent } from './http.ts';

export interface ServeOptions extends Omit<BuildOptions, 'outDir' | 'strictSchema'> {
  port: number;
  host: string;
  /** More Host names to answer to besides localhost, IP addresses and `host` (see host-check.ts). */
  allowHosts?: string[];
  /** Called once listening (tests use it to learn the port). */
  onListening?: (url: string) => void;
}

/** How long a failed rebuild waits before it shows its error, for a save it read half-written to land. */
const SAVE_SETTLE_MS = 100;

/** Live-reload client appended to every page in serve mode. */
async function devScript(): Promise<string> {
  await prepareInline([liveReload]);
  return `<script>${inlineCall(liveReload, { events: EVENTS_PATH, overlayId: DOM_ID.buildError })}</script>`;
}

export async function serve(options: ServeOptions): Promise<number> {
  const log = options.log ?? ((m: string) => process.stderr.write(m + '\n'));
  const script = await devScript();
  let building: BuildingFiles | undefined;
  const context = createContext({ ...options, drafts: options.drafts ?? true, log }, { firstFiles: (files) => (http.building = building = files) });
  const scheduler: Scheduler = new Scheduler({
    build: (reason) => build(reason),
    stale: () => context.stale(),
    upToDate: (paths) => context.upToDate(paths),
  });
  const http = new SiteServer(script, () => scheduler.pageServed(), { listenHost: options.host, allowHosts: options.allowHosts, log });
  let watching: string[] = [];
  let addWatched: ((paths: string[]) => void) | undefined;

  let lastError: unknown;
  const failed = (reason: string, error: unknown) => {
    lastError = error;
    http.error = formatError(error);
    log(`${reason}: build failed — still serving the last good site.\n${http.error}`);
    http.send('build-error', { message: http.error });
  };

  /** One build: tells the tabs what changed as soon as the changed pages are in out/. */
  const build = async (reason: string): Promise<BuildReport | 'read-mid-save' | 'failed'> => {
    try {
      return await buildOnce(reason);
    } finally {
      // Requests the first build's files did not answer: answered now, from what the build left.
      http.building = undefined;
      building?.end();
      building = undefined;
    }
  };
  /** Whether a file the failed build read has changed since (once now, once a moment later). */
  const readMidSave = async (): Promise<boolean> => {
    if (context.stale().length) return true;
    await new Promise((wait) => setTimeout(wait, SAVE_SETTLE_MS));
    return context.stale().length > 0;
  };
  const buildOnce = async (reason: string): Promise<BuildReport | 'read-mid-save' | 'failed'> => {
    const started = performance.now();
    try {
      const result = await context.rebuild();
      http.site = { files: result.manifest, baseUrl: result.config.baseUrl, outDir: result.config.outDir };
      watching = [result.config.contentDir, ...result.watch];
      addWatched?.(result.watch);
      const recovered = http.error !== undefined;
      http.error = undefined;
      // The changed pages are in out/: tell the tabs now; the site-wide files follow.
      const event = recovered ? {} : reloadEvent(result.changed, result.config.baseUrl, result.sameLayout);
      const reloading = http.reloading(event);
      http.send('reload', event);
      const { stats } = result;
      const phases = Object.entries(stats.ms).filter(([, ms]) => ms >= 5).map(([k, ms]) => `${k} ${ms}`).join(', ');
      const rendered = stats.rendered < stats.pages ? `, ${stats.rendered} rendered` : '';
      log(`${reason}: built ${stats.pages} pages${rendered} in ${Math.round(performance.now() - started)} ms${phases ? ` (${phases})` : ''}`);
      const write = result.writeSiteWide;
      if (!write) return { reloading };
      return {
        reloading,
        siteWide: async (stop) => {
          const begun = performance.now();
          try {
            const files = await write(stop);
            if (!files) return 'stopped';
            http.site = { ...http.site!, files };
            log(`  site-wide files in ${Math.round(performance.now() - begun)} ms`);
            return 'written';
          } catch (error) {
            failed(reason, error);
            return 'failed';
          }
        },
      };
    } catch (error) {
      // The build read a file mid-save (an editor truncates, then writes): its error may be about text
      // nobody wrote. The rest of the save may land a little later (a busy machine can hold the
      // writer between the two for as long as a small site's rebuild takes): look once more first.
      if (await readMidSave()) {
        log(`${reason}: a file changed while it was read; building again.`);
        return 'read-mid-save';
      }
      failed(reason, error);
      return 'failed';
    }
  };

  await checkPort(options.host, options.port); // the port first: a taken one ends serve before any build
  // Listening from the start: a request waits for the first build's file it asks for, not for the whole build.
  const initial = scheduler.request('Initial build');
  http.starting = initial;
  try {
    await new Promise<void>((resolveListen, reject) => {
      http.server.once('error', reject);
      http.server.listen(options.port, options.host, () => resolveListen());
    });
  } catch (error) {
    await initial.catch(() => {});
    await context.dispose();
    throw listenError(error, options.host, options.port);
  }
  await initial;
  http.starting = undefined;
  // Another build holds the output folder: nothing to serve, and nothing an edit would change.
  if (lastError instanceof OutLocked && !http.site) {
    await new Promise((done) => http.close(() => done(undefined)));
    await context.dispose();
    throw lastError;
  }

  // The site's own components (src/) and static files count as sources too.
  const siteDir = dirname(options.configFile);
  const watcher = await watchSite(
    [...new Set([watching[0] ?? join(siteDir, 'content'), join(siteDir, 'src'), join(siteDir, 'static'), join(toolRoot, 'renderer'), join(toolRoot, 'templates'), options.configFile, ...watching.slice(1)])],
    scheduler,
    {
      outDir: () => http.site?.outDir,
      upToDate: (paths) => context.upToDate(paths),
      stale: () => context.stale(),
      sources: () => context.sources(),
      changed: (paths) => void scheduler.request(`Changed ${paths.map((p) => p.replace(siteDir + '/', '')).join(', ')}`, paths),
    },
  );
  addWatched = (paths) => watcher.add(paths);

  const address = http.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  const siteUrl = `http://${shownHost}:${port}${http.site?.baseUrl ?? '/'}`;
  log(`Serving ${http.site?.outDir ?? 'the site'} at ${siteUrl}`);
  options.onListening?.(siteUrl);
  // An edit is seen from this line on.
  void watcher.ready.then(() => log('Watching for changes (Ctrl+C to stop).'));

  // Load the compilers and the twin converter in the background: the first edit should not pay for loading them.
  void context.warm().catch(() => {});

  return new Promise<number>((resolveDone) => {
    const stop = () => {
      void watcher.close();
      http.close(() => {
        void context.dispose().then(() => resolveDone(0));
      });
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
