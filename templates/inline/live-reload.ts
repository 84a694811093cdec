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
  source.addEventListener('reload', (event) => {
    let change: { paths?: string[]; notFound?: string } = {};
    try {
      change = JSON.parse((event as MessageEvent).data) || {};
    } catch {
      // no details: reload
    }
    const paths = change.paths;
    if (!paths || document.getElementById(c.overlayId)) return location.reload();
    const changed = new Set(paths.map(decode));
    const loaded = performance.getEntriesByType('resource');
    const shown = [location.pathname, ...loaded.map((entry) => new URL(entry.name, location.href).pathname)];
    const notFound = change.notFound && document.querySelector(change.notFound) ? paths.filter((p) => /\/404\.html$/.test(p)) : [];
    // A full resource buffer may have dropped entries: then reload to be safe.
    if (notFound.length || loaded.length >= 250 || shown.some((p) => changed.has(decode(p)))) location.reload();
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
