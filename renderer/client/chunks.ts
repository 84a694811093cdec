// Loading a lazy chunk again after it failed (the islands' Retry).
//
// A browser keeps a module that failed in its module map under its URL: a
// parse error (say, a truncated response) always, a failed fetch in some
// versions. Importing that URL again fails again without a request, and so
// does every chunk that imports it statically. So a retry walks the chunk's
// static imports, dependencies first, using the graph cli/bundle.ts writes
// into the entry:
//   - a chunk that imports fine at its own URL is kept: the same module
//     instance every other chunk gets (one React, one partner-keys store);
//   - one that does not is imported afresh from `<url>?retry=<n>`;
//   - one whose dependency had to be imported afresh is imported from a copy
//     of its code (a blob: URL) whose import names that fresh URL.
// A chunk that loaded is remembered; one that failed is tried again by the next retry.

interface ChunkGraph {
  /** URL prefix of every chunk name below (the assets' public path, with a trailing slash). */
  base: string;
  /** Module under renderer/client, without its extension (`island-runtime`, `islands/login`) → its chunk. */
  roots: Record<string, string>;
  /** Chunk → the chunks it imports statically (chunks that import none are left out). */
  deps: Record<string, string[]>;
}

let graph: ChunkGraph | undefined;
function chunkGraph(): ChunkGraph {
  // cli/bundle.ts replaces this placeholder in the built entry with the graph's JSON.
  return (graph ??= JSON.parse('__DOCS_CHUNK_GRAPH__') as ChunkGraph);
}

/** Chunk → the URL its module was (or is being) imported from. */
const loaded = new Map<string, Promise<string>>();

function load(chunk: string, retry: number): Promise<string> {
  let pending = loaded.get(chunk);
  if (!pending) {
    pending = loadChunk(chunk, retry);
    loaded.set(chunk, pending);
    pending.catch(() => loaded.delete(chunk));
  }
  return pending;
}

async function loadChunk(chunk: string, retry: number): Promise<string> {
  const { base, deps: graphDeps } = chunkGraph();
  const deps = graphDeps[chunk] ?? [];
  const depUrls = await Promise.all(deps.map((dep) => load(dep, retry)));
  const url = base + chunk;
  if (depUrls.every((depUrl, i) => depUrl === base + deps[i])) {
    try {
      await import(/* a URL, not a module of the bundle */ url);
      return url;
    } catch {
      const fresh = `${url}?retry=${retry}`;
      await import(fresh);
      return fresh;
    }
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Failed to fetch ${url} (HTTP ${response.status})`);
  let code = await response.text();
  // The bundle names chunks by root-relative URLs in double quotes; a blob: module
  // has no base to resolve those against, so every one becomes absolute.
  deps.forEach((dep, i) => {
    code = code.replaceAll(JSON.stringify(base + dep), JSON.stringify(new URL(depUrls[i], location.href).href));
  });
  code = code.replaceAll(`"${base}`, `"${new URL(base, location.href).href}`);
  const copy = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  await import(copy);
  return copy;
}

/** Imports `module` (see ChunkGraph.roots) for retry number `retry` (1, 2, …; each one unique to the page). */
export async function importAfresh<T>(module: string, retry: number): Promise<T> {
  const chunk = chunkGraph().roots[module];
  if (!chunk) throw new Error(`No chunk for ${module} in the bundle's chunk graph`);
  return (await import(await load(chunk, retry))) as T;
}
