// The doc sidebar. Rendered once per sidebar with every category closed and no
// active link; `markActive` patches the HTML for each page (flat per-page cost).
import type { SidebarItemData } from '../types.ts';
import { withBase } from '../url.ts';
import { ExternalIcon } from './Icons.tsx';

function Items({ items, baseUrl, keys }: { items: SidebarItemData[]; baseUrl: string; keys: Map<SidebarItemData, string> }) {
  return (
    <ul className="menu__list">
      {items.map((item, i) => {
        if (item.type === 'link') {
          const external = item.external ?? false;
          return (
            <li key={i} className="menu__list-item">
              <a
                className="menu__link"
                href={external ? item.href : withBase(baseUrl, item.href)}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.method && <span className={`method-badge method-badge--${item.method.toLowerCase()}`}>{methodLabel(item.method)}</span>}
                <span className="menu__label">{item.label}</span>
                {external && <ExternalIcon />}
              </a>
            </li>
          );
        }
        // A category with a page: its link and the <summary> that toggles it are
        // siblings (a link inside <summary> would be a control nested in a control);
        // the stylesheet puts the summary's caret at the end of the link's row.
        // Without a page, the label itself is the summary.
        const open = !item.collapsed || undefined;
        return item.href ? (
          <li key={i} className="menu__list-item menu__list-item--category menu__list-item--linked">
            <a className="menu__link menu__link--sublist" href={withBase(baseUrl, item.href)}>
              {item.label}
            </a>
            <details className="menu__category" data-cat={keys.get(item)} open={open}>
              <summary className="menu__caret">
                <span className="sr-only">{`Toggle the ${item.label} category`}</span>
              </summary>
              <Items items={item.items} baseUrl={baseUrl} keys={keys} />
            </details>
          </li>
        ) : (
          <li key={i} className="menu__list-item menu__list-item--category">
            <details className="menu__category" data-cat={keys.get(item)} open={open}>
              <summary className="menu__caret">
                <span className="menu__link menu__link--sublist">{item.label}</span>
              </summary>
              <Items items={item.items} baseUrl={baseUrl} keys={keys} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}

export function methodLabel(method: string): string {
  const m = method.toUpperCase();
  return m === 'DELETE' ? 'DEL' : m;
}

/** Gives each category a stable key ("0", "0.1", …) to find it again in the HTML. */
export function categoryKeys(items: SidebarItemData[], prefix = '', keys = new Map<SidebarItemData, string>()) {
  items.forEach((item, i) => {
    if (item.type === 'category') {
      const key = prefix + i;
      keys.set(item, key);
      categoryKeys(item.items, key + '.', keys);
    }
  });
  return keys;
}

export function Sidebar({ items, baseUrl }: { items: SidebarItemData[]; baseUrl: string }) {
  return (
    <nav className="menu sidebar-menu" aria-label="Docs sidebar">
      <Items items={items} baseUrl={baseUrl} keys={categoryKeys(items)} />
    </nav>
  );
}
