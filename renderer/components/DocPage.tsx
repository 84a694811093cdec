// The main column of a doc page: mobile TOC, breadcrumbs, title, content,
// previous/next; the desktop TOC sits beside it.
import type { ReactNode } from 'react';
import type { NavLink, PageData, SiteData } from '../types.ts';
import { withBase } from '../url.ts';
import { HomeIcon } from './Icons.tsx';
import { filterToc, TocDesktop, TocMobile } from './Toc.tsx';
import { COPY_FROM_ATTR, DOM_ID } from '../contract.ts';

/** Home, the part of the site (the sidebar's title), each category down to the page, the page. */
function Breadcrumbs({ site, page }: { site: SiteData; page: PageData }) {
  const area = page.sidebar ? site.sidebarTitles?.[page.sidebar] : undefined;
  const crumbs: { label: string; href?: string }[] = [...page.breadcrumbs];
  if (area && crumbs[0]?.label !== area.label) crumbs.unshift(area);
  const title = page.title;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ul>
        {site.hasHome !== false && (
          <li>
            <a href={withBase(site.baseUrl, '/')} aria-label="Home page" className="breadcrumbs__link">
              <HomeIcon />
            </a>
          </li>
        )}
        {crumbs.map((c, i) => (
          <li key={i}>
            {c.href && c.href !== page.path ? (
              <a className="breadcrumbs__link" href={withBase(site.baseUrl, c.href)}>
                {c.label}
              </a>
            ) : (
              <span className="breadcrumbs__link">{c.label}</span>
            )}
          </li>
        ))}
        <li aria-current="page">
          <span className="breadcrumbs__link">{title}</span>
        </li>
      </ul>
    </nav>
  );
}

/** A version's banner: what the reader is reading, and a link to the same page in the latest version. */
function Notice({ notice, site }: { notice: NonNullable<PageData['notice']>; site: SiteData }) {
  return (
    <div className="admonition admonition--warning version-banner" role="note">
      <div className="admonition__body">
        {notice.text}
        {notice.link && (
          <>
            {' '}
            {/* Bold, as Docusaurus has it: told apart from the text by more than its colour. */}
            <b>
              <a href={withBase(site.baseUrl, notice.link.href)} target="_self" data-version-latest="">
                {notice.link.label}
              </a>
            </b>
          </>
        )}
        {notice.after}
      </div>
    </div>
  );
}

function Pagination({ site, previous, next }: { site: SiteData; previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={withBase(site.baseUrl, previous.href)}>
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">{previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={withBase(site.baseUrl, next.href)}>
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.label}</span>
        </a>
      )}
    </nav>
  );
}

/** Tags, "Edit this page" and "Last updated", under the content (as Docusaurus places them). */
function DocFooter({ site, page }: { site: SiteData; page: PageData }) {
  const { tags, editUrl, lastUpdate } = page;
  if (!tags?.length && !editUrl && !lastUpdate) return null;
  const date = lastUpdate?.date ? new Date(lastUpdate.date) : undefined;
  return (
    <footer className="doc-footer">
      {tags && tags.length > 0 && (
        <div className="doc-footer__tags">
          <b>Tags:</b>
          <ul className="tags">
            {tags.map((tag) => (
              <li key={tag.href} className="tags__item">
                <a className="tag" href={withBase(site.baseUrl, tag.href)} rel="tag">
                  {tag.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(editUrl || lastUpdate) && (
        <div className="doc-footer__meta">
          {editUrl && (
            <a className="doc-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          )}
          {lastUpdate && (
            <span className="doc-footer__updated">
              Last updated
              {date && !Number.isNaN(date.getTime()) && (
                <>
                  {' on '}
                  <time dateTime={date.toISOString()}>{date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}</time>
                </>
              )}
              {lastUpdate.author && (
                <>
                  {' by '}
                  <b>{lastUpdate.author}</b>
                </>
              )}
            </span>
          )}
        </div>
      )}
    </footer>
  );
}

function Actions({ site, page }: { site: SiteData; page: PageData }) {
  if (!page.actions?.length) return null;
  return (
    <div className="doc__actions">
      {page.actions.map((action) => (
        <button key={action.copyFrom} type="button" className="doc__action" title={action.title} {...{ [COPY_FROM_ATTR]: withBase(site.baseUrl, action.copyFrom) }}>
          {action.label}
        </button>
      ))}
    </div>
  );
}

export function DocPage({ site, page, children }: { site: SiteData; page: PageData; children: ReactNode }) {
  // A landing page (its hero holds the title) has no table of contents or pagination, and its
  // header buttons come last: its title is the first thing on a phone.
  const landing = page.kind === 'landing';
  const toc = page.hideToc || landing ? [] : filterToc(page.headings, page.tocMin, page.tocMax);
  const isHome = page.path === '/';
  return (
    <div className={`doc${toc.length ? ' doc--with-toc' : ''}${landing ? ' doc--landing' : ''}`}>
      <main className="doc__main" id={DOM_ID.main}>
        {toc.length > 0 && <TocMobile />}
        {!isHome && page.sidebar && <Breadcrumbs site={site} page={page} />}
        {!landing && <Actions site={site} page={page} />}
        {page.notice && <Notice notice={page.notice} site={site} />}
        {page.unlisted && (
          <div className="admonition admonition--caution unlisted-banner" role="note">
            <p className="admonition__title">Unlisted page</p>
            <div className="admonition__body">This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</div>
          </div>
        )}
        <article className="markdown">
          {!page.titleInContent && !page.hideTitle && (
            <header>
              <h1>{page.title}</h1>
            </header>
          )}
          {children}
        </article>
        <DocFooter site={site} page={page} />
        {landing ? <Actions site={site} page={page} /> : <Pagination site={site} previous={page.previous} next={page.next} />}
      </main>
      {toc.length > 0 && (
        <div className="doc__toc">
          <TocDesktop entries={toc} />
        </div>
      )}
    </div>
  );
}
