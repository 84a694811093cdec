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
                className={item.deprecated ? 'menu__link menu__link--deprecated' : 'menu__link'}
                title={item.deprecated ? `${item.label} (deprecated)` : undefined}
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
        return (
          <li key={i} className="menu__list-item menu__list-item--category">
            <details className="menu__category" data-cat={keys.get(item)} open={!item.collapsed || undefined}>
              <summary className="menu__caret">
                {item.href ? (
                  <a className="menu__link menu__link--sublist" href={withBase(baseUrl, item.href)}>
                    {item.label}
                  </a>
                ) : (
                  <span className="menu__link menu__link--sublist">{item.label}</span>
                )}
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
