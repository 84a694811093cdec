// Home page only: if the client entry did not run (typically a wrong
// `baseUrl`, so no asset loads), say so. Plain DOM: it must work when nothing
// else loads; hidden by the stylesheet whenever that loads.
export function baseUrlBanner(c: { baseUrl: string; productName: string; bannerId: string }): void {
  document.addEventListener('DOMContentLoaded', () => {
    if ((window as unknown as { __docs?: unknown }).__docs) return;
    const path = location.pathname;
    const suggested = /\/$/.test(path) ? path : path + '/';
    const box = document.createElement('div');
    box.id = c.bannerId;
    box.setAttribute('role', 'alert');
    box.style.cssText = 'border:3px solid #d33;background:#fff2f2;color:#111;padding:1rem 1.5rem;font:16px/1.5 system-ui,sans-serif';
    const line = (text: string) => {
      const p = document.createElement('p');
      p.style.margin = '0.25rem 0';
      p.textContent = text;
      box.appendChild(p);
    };
    line('Your ' + c.productName + ' docs site did not load properly.');
    line('A very common reason is a wrong site baseUrl configuration.');
    line('Current configured baseUrl = ' + c.baseUrl + (c.baseUrl === '/' ? ' (default value)' : ''));
    line('We suggest trying baseUrl = ' + suggested);
    document.body.prepend(box);
  });
}
