// `docs serve` only: reload when a rebuild finishes; show a failed build over
// the page until the next good one.
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
  source.addEventListener('reload', () => location.reload());
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
