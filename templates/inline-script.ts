// Runs in <head> before first paint: colour mode, announcement-bar and
// desktop-sidebar state come from storage here so the page never flashes the
// wrong state (keys: `theme`, `<prefix>announcement.dismiss|id`,
// `<prefix>docs.sidebar.hidden`, the last one kept by renderer/client/sidebar.ts).
export interface InlineScriptOptions {
  storagePrefix: string;
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
  announcementId: string | null;
}

export function inlineScript(o: InlineScriptOptions): string {
  const cfg = JSON.stringify({ p: o.storagePrefix, d: o.defaultMode, s: o.disableSwitch, r: o.respectPrefersColorScheme, a: o.announcementId });
  return `(function(){var c=${cfg},h=document.documentElement;h.classList.add('js');function g(k){try{return localStorage.getItem(k)}catch(e){return null}}var t=null;if(!c.s){t=new URLSearchParams(location.search).get('theme');if(t!=='light'&&t!=='dark')t=g('theme');if(t!=='light'&&t!=='dark')t=null}var s=c.r&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':c.r?'light':c.d;h.setAttribute('data-theme',t||s);h.setAttribute('data-theme-choice',t||(c.r?'system':c.d));if(g(c.p+'docs.sidebar.hidden')==='true')h.setAttribute('data-sidebar-hidden','true');if(c.a!==null)h.setAttribute('data-announcement-dismissed',String(g(c.p+'announcement.dismiss')==='true'&&g(c.p+'announcement.id')===c.a))})();`;
}
