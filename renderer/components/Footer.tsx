import type { SiteData } from '../types.ts';
import { isExternal, withBase } from '../url.ts';
import { ExternalIcon } from './Icons.tsx';

export function Footer({ site }: { site: SiteData }) {
  const footer = site.footer;
  if (!footer) return null;
  return (
    <footer className={`footer${footer.style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="footer__inner">
        {footer.links && footer.links.length > 0 && (
          <div className="footer__columns">
            {footer.links.map((col) => (
              <div key={col.title} className="footer__col">
                <p className="footer__title">{col.title}</p>
                <ul className="footer__items">
                  {col.items.map((link) => {
                    const href = link.href ?? withBase(site.baseUrl, link.to ?? '/');
                    const external = isExternal(href);
                    return (
                      <li key={link.label}>
                        <a className="footer__link" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                          {link.label}
                          {external && <span className="sr-only"> (opens in new tab)</span>}
                          {external && <ExternalIcon />}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.copyright && <div className="footer__bottom" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
      </div>
    </footer>
  );
}
