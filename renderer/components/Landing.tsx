// A landing page around its content (front matter `layout: landing`; the data
// comes from cli/plugins/docs/landing.ts): the hero (title, tagline, buttons),
// a card into each area of the site, then the page's own content (a quick
// start) beside a list of popular tasks.
import type { ReactNode } from 'react';
import type { LandingData, LandingLink } from '../types.ts';
import { withBase } from '../url.ts';
import { ExternalIcon } from './Icons.tsx';

function Link({ link, baseUrl, className, children }: { link: LandingLink; baseUrl: string; className?: string; children: ReactNode }) {
  if (link.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> (opens in new tab)</span>
        <ExternalIcon />
      </a>
    );
  }
  return (
    <a className={className} href={link.href.startsWith('#') ? link.href : withBase(baseUrl, link.href)}>
      {children}
    </a>
  );
}

export function Landing({ data, baseUrl, children }: { data: LandingData; baseUrl: string; children?: ReactNode }) {
  return (
    <div className="landing">
      <header className="landing__hero">
        <h1 className="landing__title">{data.title}</h1>
        {data.tagline && <p className="landing__tagline">{data.tagline}</p>}
        {data.actions.length > 0 && (
          <p className="landing__actions">
            {data.actions.map((a, i) => (
              <Link key={a.href + a.label} link={a} baseUrl={baseUrl} className={`landing__action${a.secondary || i > 0 ? ' landing__action--secondary' : ''}`}>
                {a.label}
              </Link>
            ))}
          </p>
        )}
      </header>
      {data.areas.length > 0 && (
        <section className="landing__areas" aria-labelledby="landing-areas">
          <h2 id="landing-areas" className="landing__heading">
            {data.areasTitle}
          </h2>
          <ul className="landing__cards">
            {data.areas.map((a) => (
              <li key={a.href + a.label}>
                <Link link={a} baseUrl={baseUrl} className="landing__card">
                  <span className="landing__card-title">{a.label}</span>
                  {a.description && <span className="landing__card-text">{a.description}</span>}
                  {a.count && <span className="landing__card-meta">{`${a.count} pages`}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={data.tasks.length ? 'landing__columns' : undefined}>
        <div className="landing__body">{children}</div>
        {data.tasks.length > 0 && (
          <section className="landing__tasks" aria-labelledby="landing-tasks">
            <h2 id="landing-tasks" className="landing__heading">
              {data.tasksTitle}
            </h2>
            <ul className="landing__task-list">
              {data.tasks.map((t) => (
                <li key={t.href + t.label}>
                  <Link link={t} baseUrl={baseUrl} className="landing__task">
                    {t.label}
                  </Link>
                  {t.description && <span className="landing__task-text">{t.description}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
