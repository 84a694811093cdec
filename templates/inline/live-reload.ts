// `docs serve` only: reload when a rebuild changed what this tab shows; show a
// failed build over the page until the next good one.
export function liveReload(c: { events: string; overlayId: string }): void {
  const source = new EventSource(c.events);
  const overlay = () => {
    let box = document.getElementById(c.overlayId);
    if (!box) {
      box = document.createElement('div');
      box.id = c.overlayId;
      box.setAttribute('role', 'alert');
      box.style.cssText = 'position:fixed;inset:0;z-index:10000;background:rgba(20,20,24,.92);color:#fff;padding:2rem;overflow:auto;font:14px/1.5 ui-monospace,monospace';
      document.body.appendChild(box);
    }
    return box;
  };
  const decode = (path: string) => {
    try {
      return decodeURIComponent(path);
    } catch {
      return path;
    }
  };
  // The event names the URL paths of the files the rebuild wrote or removed (none: reload every tab).
  // This tab reloads when its page is one of them, or a file it loaded (an image, a stylesheet) is.
  // The site's client (when it runs) can take a changed page in place, without a reload.
  const site = () => (window as unknown as { __docs?: { refresh?: () => Promise<boolean>; forget?: () => void } }).__docs;
  source.addEventListener('reload', (event) => {
    let change: { paths?: string[]; notFound?: string; inPlace?: boolean } = {};
    try {
      change = JSON.parse((event as MessageEvent).data) || {};
    } catch {
      // no details: reload
    }
    site()?.forget?.(); // pages fetched ahead of a click may be stale now
    const paths = change.paths;
    if (!paths || document.getElementById(c.overlayId)) return location.reload();
    const changed = new Set(paths.map(decode));
    // What the page itself loaded (not the pages the client fetched, this one's new version among them).
    const loaded = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType !== 'fetch' && e.initiatorType !== 'xmlhttprequest');
    const notFound = change.notFound && document.querySelector(change.notFound) ? paths.filter((p) => /\/404\.html$/.test(p)) : [];
    // A file the page loaded (an image, a stylesheet) changed; a full resource buffer may have dropped entries.
    if (notFound.length || loaded.length >= 250 || loaded.some((entry) => changed.has(decode(new URL(entry.name, location.href).pathname)))) return location.reload();
    if (!changed.has(decode(location.pathname))) return;
    const refresh = change.inPlace ? site()?.refresh : undefined;
    if (!refresh) return location.reload();
    refresh().then(
      (done) => done || location.reload(),
      () => location.reload(),
    );
  });
  source.addEventListener('build-error', (event) => {
    const box = overlay();
    box.textContent = '';
    const title = document.createElement('h2');
    title.textContent = 'Build failed \u2014 fix the error and save; the page reloads by itself.';
    title.style.cssText = 'color:#ff8080;font:600 18px system-ui';
    const pre = document.createElement('pre');
    pre.textContent = JSON.parse((event as MessageEvent).data).message;
    pre.style.whiteSpace = 'pre-wrap';
    box.appendChild(title);
    box.appendChild(pre);
  });
}
