// The tag manager's loader snippet (only when a container id is configured).
export function tagManager(c: { containerId: string }): void {
  const w = window as unknown as { dataLayer: unknown[] };
  w.dataLayer = w.dataLayer || [];
  w.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
  const first = document.getElementsByTagName('script')[0];
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://www.googletagmanager.com/gtm.js?id=' + c.containerId;
  first.parentNode!.insertBefore(script, first);
}
