// The files made from every page at once: sitemap, route manifest, sidebars,
// and the plugins' site-wide files (search index, llms files, schema and
// types). `docs build` writes them with the rest; `docs serve` writes them
// after the open tabs have their changed pages, in slices, giving the pass up
// when a new edit comes in.
import type { BuildContext, Output, Plugin, SummaryPass } from './plugin-api.ts';
import { routeManifest, type SiteModel } from './model.ts';
import { sitemapXml } from './sitemap.ts';

/**
 * How long serve's pass works between two looks at the event loop. An edit saved meanwhile waits
 * for the slice to end before the watcher sees it, then for another before the pass stops: at 10 ms
 * that was about 10 ms of the edit's way to the browser, at 4 ms the pass takes no longer.
 */
export const PASS_SLICE_MS = 4;

/** Thrown by a pass's `breathe` once a newer edit waits: the pass is given up. */
export class PassStopped extends Error {}

/** Writes them into `out`; false when `stop` asked to leave them (nothing may be committed then). */
export async function writeSiteWide(plugins: Plugin[], ctx: BuildContext, out: Output & { settled?(): Promise<void> }, model: SiteModel, stop?: () => boolean): Promise<boolean> {
  const { config } = ctx;
  let since = performance.now();
  // Yields once the current slice of work took PASS_SLICE_MS; gives the pass up (throws) once `stop` says so.
  const breathe = async () => {
    if (stop!()) throw new PassStopped();
    if (performance.now() - since < PASS_SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
    if (stop!()) throw new PassStopped();
  };
  const pass: SummaryPass = { deferred: stop !== undefined, stop: stop ?? (() => false), breathe: stop ? breathe : async () => {} };
  try {
    await out.write('sitemap.xml', sitemapXml(config, model.pages));
    // Data for tools, minified like every JSON file of the output.
    await out.write('routes.json', JSON.stringify(routeManifest(model)));
    await out.write('sidebars.json', JSON.stringify(model.sidebars));
    for (const plugin of plugins) {
      await pass.breathe();
      // `docs build`: the files written so far land (and their texts go) before the next plugin
      // makes its own: llms-full.txt's parts (67 MiB on the 5,621-page corpus) were held while
      // the search index was built, its peak 30 MiB higher.
      if (!pass.deferred) await out.settled?.();
      await plugin.summarize?.(ctx, out, model, pass);
    }
    await pass.breathe();
  } catch (error) {
    if (error instanceof PassStopped) return false;
    throw error;
  }
  return !pass.stop();
}
