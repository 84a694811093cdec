// A generated category page: the category's items as cards (title and
// description), so a trimmed sidebar's categories are reachable without JavaScript.
import { withBase } from '../url.ts';

export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** For a sub-category: how many pages it holds. */
  count?: number;
}

export function CategoryIndex({ cards, baseUrl }: { cards: CategoryCard[]; baseUrl: string }) {
  return (
    <ul className="category-cards">
      {cards.map((card) => (
        <li key={card.href} className="category-card">
          <a className="category-card__link" href={withBase(baseUrl, card.href)}>
            <span className="category-card__title">{card.label}</span>
            {(card.description || card.count !== undefined) && (
              <span className="category-card__description">{card.description ?? `${card.count} page${card.count === 1 ? '' : 's'}`}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
