// Cards of a category's items: the content of a generated index page, and
// `<DocCardList />` on a category's own page (as Docusaurus users write it).
import { isExternal, withBase } from '../url.ts';

export interface DocCardData {
  kind: 'doc' | 'category' | 'link';
  href: string;
  label: string;
  description?: string;
  external?: boolean;
}

const ICON: Record<DocCardData['kind'], string> = { doc: '📄️', category: '🗃️', link: '🔗' };

export function DocCards({ cards, baseUrl }: { cards: DocCardData[]; baseUrl: string }) {
  return (
    <section className="doc-cards">
      {cards.map((card) => (
        <article key={card.href + card.label} className="doc-cards__item">
          <a
            className={`doc-card doc-card--${card.kind}`}
            href={card.external || isExternal(card.href) ? card.href : withBase(baseUrl, card.href)}
            {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <h2 className="doc-card__title" title={card.label}>
              <span className="doc-card__icon" aria-hidden="true">{ICON[card.kind]}</span> {card.label}
            </h2>
            {card.description && (
              <p className="doc-card__description" title={card.description}>
                {card.description}
              </p>
            )}
          </a>
        </article>
      ))}
    </section>
  );
}

/** A category's generated index: its description, then a card per item. */
export function GeneratedIndex({ description, cards, baseUrl }: { description?: string; cards: DocCardData[]; baseUrl: string }) {
  return (
    <>
      {description && <p className="generated-index__description">{description}</p>}
      <DocCards cards={cards} baseUrl={baseUrl} />
    </>
  );
}
