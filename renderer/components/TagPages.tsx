// Tag pages: the docs of one tag, and the list of every tag.
import { withBase } from '../url.ts';

export function TagDocs({ description, docs, allTagsHref, baseUrl }: { description?: string; docs: { href: string; title: string; description: string }[]; allTagsHref: string; baseUrl: string }) {
  return (
    <>
      {description && <p className="tag-page__description">{description}</p>}
      <p>
        <a href={withBase(baseUrl, allTagsHref)}>View all tags</a>
      </p>
      <section className="tag-page__docs">
        {docs.map((doc) => (
          <article key={doc.href} className="tag-page__doc">
            <h2 className="tag-page__doc-title">
              <a href={withBase(baseUrl, doc.href)}>{doc.title}</a>
            </h2>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </>
  );
}

export function TagsIndex({ tags, baseUrl }: { tags: { href: string; label: string; count: number }[]; baseUrl: string }) {
  return (
    <ul className="tags tags--index">
      {tags.map((tag) => (
        <li key={tag.href} className="tags__item">
          <a className="tag" href={withBase(baseUrl, tag.href)}>
            {tag.label} <span className="tag__count">{tag.count}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
