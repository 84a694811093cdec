// Announcement bar. The bar is always in the HTML (no layout shift) and the
// inline script hid it before paint if this announcement id was dismissed.
// Storage: `<prefix>announcement.dismiss` ("true"/"false") and
// `<prefix>announcement.id`; a new id in the config shows the bar again.
import { getConfig } from './config.ts';
import { local, prefixed } from './storage.ts';

export function initAnnouncementBar() {
  const id = getConfig().announcementId;
  const bar = document.querySelector<HTMLElement>('.announcement');
  if (id === null || !bar) return;
  const dismissKey = prefixed('announcement.dismiss');
  const idKey = prefixed('announcement.id');
  const storedId = local.get(idKey);
  local.set(idKey, id);
  if (storedId !== id) local.set(dismissKey, 'false');
  const dismissed = storedId === id && local.get(dismissKey) === 'true';
  document.documentElement.setAttribute('data-announcement-dismissed', String(dismissed));
  bar.querySelector('.announcement__close')?.addEventListener('click', () => {
    local.set(dismissKey, 'true');
    local.set(idKey, id);
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  });
}
