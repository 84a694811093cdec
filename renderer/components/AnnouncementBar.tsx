import type { SiteData } from '../types.ts';
import { CloseIcon } from './Icons.tsx';

/**
 * Always in the HTML (no layout shift); an inline script hides it before paint when dismissed.
 * A <header> at the top of <body>: the banner landmark, natively.
 */
export function AnnouncementBar({ site }: { site: SiteData }) {
  const bar = site.announcementBar;
  if (!bar) return null;
  return (
    <header
      className="announcement"
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {bar.isCloseable && <div className="announcement__placeholder" />}
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement__close" aria-label="Close">
          <CloseIcon />
        </button>
      )}
    </header>
  );
}
