// Runs in <head> before first paint: colour mode, announcement-bar and
// desktop-sidebar state come from storage here so the page never flashes the
// wrong state (keys: `theme`, `<prefix>announcement.dismiss|id`,
// `<prefix>docs.sidebar.hidden`, the last one kept by renderer/client/sidebar.ts).
export interface PrePaintSettings {
  /** Storage key prefix. */
  p: string;
  /** Default mode. */
  d: 'light' | 'dark';
  /** Switch disabled: the default mode always applies. */
  s: boolean;
  /** Follow the system preference. */
  r: boolean;
  /** Current announcement id, or null. */
  a: string | null;
}

export function prePaint(c: PrePaintSettings): void {
  const h = document.documentElement;
  h.classList.add('js');
  const get = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  let chosen: string | null = null;
  if (!c.s) {
    chosen = new URLSearchParams(location.search).get('theme');
    if (chosen !== 'light' && chosen !== 'dark') chosen = get('theme');
    if (chosen !== 'light' && chosen !== 'dark') chosen = null;
  }
  const system = c.r && typeof window.matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : c.r ? 'light' : c.d;
  h.setAttribute('data-theme', chosen || system);
  h.setAttribute('data-theme-choice', chosen || (c.r ? 'system' : c.d));
  if (get(c.p + 'docs.sidebar.hidden') === 'true') h.setAttribute('data-sidebar-hidden', 'true');
  if (c.a !== null) h.setAttribute('data-announcement-dismissed', String(get(c.p + 'announcement.dismiss') === 'true' && get(c.p + 'announcement.id') === c.a));
}
