// The doc sidebar, rendered for each page with its link active and its
// categories open. A large sidebar is trimmed: the top level, the page's
// branch and categories configured open are rendered; the other categories are
// closed stubs whose items the browser loads from the sidebar's fragment (the
// full sidebar, one hashed file) when opened. Their own pages list their items,
// so the site stays navigable without JavaScript.
import type { SidebarItemData } from '../types.ts';
import { withBase } from '../url.ts';
import { ExternalIcon } from './Icons.tsx';

interface RenderContext {
  baseUrl: string;
  keys: Map<SidebarItemData, string>;
  /** The current route (active link), if any. */
  active?: string;
  /** Keys of the categories on the way to the active page. */
  open: Set<string>;
  /** Leave closed categories empty (their items load from the fragment). */
  trim: boolean;
}

/**
 * In a trimmed sidebar, the links of a long category (a tag of a large API,
 * a folder of many guides) are shown as a window around the page's own; the
 * rest are behind "more" links to the category's page, which lists them all
 * (with JavaScript, the links fill the category in place from the fragment).
 * So a page's sidebar does not grow with the site.
 */
const WINDOW = 15;

function windowOf(items: SidebarItemData[], ctx: RenderContext, category: SidebarItemData): [number, number] {
  // The category's own page is where its "more" links lead: there it lists every link (the way on without JavaScript).
  if (items.length <= WINDOW || category.href === ctx.active) return [0, items.length];
  const focus = Math.max(0, items.findIndex((item) => item.href === ctx.active || (item.type === 'category' && ctx.open.has(ctx.keys.get(item)!))));
  const start = Math.min(Math.max(0, focus - Math.floor(WINDOW / 2)), items.length - WINDOW);
  return [start, start + WINDOW];
}

function More({ count, category, ctx }: { count: number; category: SidebarItemData & { type: 'category' }; ctx: RenderContext }) {
  return (
    <li>
      <a className="menu__more" href={withBase(ctx.baseUrl, category.href!)} data-more="" title={`Every page of ${category.label}`}>
        {`${count} more`}
      </a>
    </li>
  );
}

function Items({ items, ctx, category }: { items: SidebarItemData[]; ctx: RenderContext; category?: SidebarItemData & { type: 'category' } }) {
  const { baseUrl, keys } = ctx;
  const [start, end] = ctx.trim && category?.href ? windowOf(items, ctx, category) : [0, items.length];
  return (
    <ul className="menu__list">
      {start > 0 && <More count={start} category={category!} ctx={ctx} />}
      {items.map((item, i) => {
        if (i < start || i >= end) return null;
        if (item.type === 'link') {
          const external = item.external ?? false;
          return (
            <li key={i} className={itemClass('', item)}>
              <a
                className={['menu__link', item.deprecated && 'menu__link--deprecated', item.href === ctx.active && !external && 'menu__link--active'].filter(Boolean).join(' ')}
                {...(item.href === ctx.active && !external ? { 'aria-current': 'page' as const } : {})}
                title={item.deprecated ? `${item.label} (deprecated)` : undefined}
                href={external ? item.href : withBase(baseUrl, item.href)}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.method && <span className={`method-badge method-badge--${item.method.toLowerCase()}`}>{methodLabel(item.method)}</span>}
                {/* The label is the link's text; a deprecated one is struck through (not the badge). */}
                {item.deprecated ? <span className="menu__label">{item.label}</span> : item.label}
                {external && <ExternalIcon />}
              </a>
            </li>
          );
        }
        // A category with a page: its link and the <summary> that toggles it are
        // siblings (a link inside <summary> would be a control nested in a control);
        // the stylesheet puts the summary's caret at the end of the link's row.
        // Without a page, the label itself is the summary.
        const key = keys.get(item)!;
        const open = !item.collapsed || ctx.open.has(key);
        // A trimmed sidebar leaves a closed category that has its own page empty: the page lists its items.
        const children = ctx.trim && !open && item.href ? null : <Items items={item.items} ctx={ctx} category={item} />;
        const lazy = children === null ? { 'data-lazy': '' } : {};
        const isActive = item.href === ctx.active;
        return item.href ? (
          <li key={i} className={itemClass('menu__linked', item)}>
            <a
              className={isActive ? 'menu__link menu__link--sublist menu__link--active' : 'menu__link menu__link--sublist'}
              {...(isActive ? { 'aria-current': 'page' as const } : {})}
              href={withBase(baseUrl, item.href)}
            >
              {item.label}
            </a>
            <details data-cat={key} open={open || undefined} {...lazy}>
              <summary>
                <span className="sr-only">{`Toggle the ${item.label} category`}</span>
              </summary>
              {children}
            </details>
          </li>
        ) : (
          <li key={i} className={itemClass('', item)}>
            <details data-cat={key} open={open || undefined}>
              <summary>
                <span className="menu__link menu__link--sublist">{item.label}</span>
              </summary>
              {children}
            </details>
          </li>
        );
      })}
      {end < items.length && <More count={items.length - end} category={category!} ctx={ctx} />}
    </ul>
  );
}

/**
 * An item's classes: none of its own (a sidebar has hundreds of items: the stylesheet styles them by
 * their place, `.menu__list > li`), `menu__linked` for a category with a page (its toggle sits on
 * its link's row), `menu__list-item--not-collapsible` for a category that is always open, and the
 * item's own `className`; undefined when that is none.
 */
const itemClass = (base: string, item: SidebarItemData) =>
  [base, item.type === 'category' && item.collapsible === false && 'menu__list-item--not-collapsible', item.className].filter(Boolean).join(' ') || undefined;

/** The method as badges show it, whole (the console and the API pages say DELETE too). */
export function methodLabel(method: string): string {
  return method.toUpperCase();
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

/** Href → keys of the categories that lead to it (the first place it appears). */
export function ancestorIndex(items: SidebarItemData[], keys: Map<SidebarItemData, string>): Map<string, string[]> {
  const ancestors = new Map<string, string[]>();
  const walk = (list: SidebarItemData[], path: string[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        if (!ancestors.has(item.href)) ancestors.set(item.href, path);
      } else {
        const here = [...path, keys.get(item)!];
        if (item.href && !ancestors.has(item.href)) ancestors.set(item.href, here);
        walk(item.items, here);
      }
    }
  };
  walk(items, []);
  return ancestors;
}

export function countLinks(items: SidebarItemData[]): number {
  return items.reduce((n, item) => n + (item.type === 'link' ? 1 : (item.href ? 1 : 0) + countLinks(item.items)), 0);
}

export function Sidebar({
  items,
  baseUrl,
  keys = categoryKeys(items),
  active,
  open = [],
  fragment,
  title,
}: {
  items: SidebarItemData[];
  baseUrl: string;
  keys?: Map<SidebarItemData, string>;
  active?: string;
  open?: string[];
  /** URL of the full sidebar: given, the sidebar is trimmed. */
  fragment?: string;
  /** The part of the site the sidebar covers, shown above it. */
  title?: { label: string; href?: string };
}) {
  const ctx: RenderContext = { baseUrl, keys, active, open: new Set(open), trim: fragment !== undefined };
  return (
    <nav className="menu sidebar-menu" aria-label="Docs sidebar" {...(fragment ? { 'data-fragment': fragment } : {})}>
      {title &&
        (title.href ? (
          <a className="sidebar-menu__title" href={withBase(baseUrl, title.href)}>
            {title.label}
          </a>
        ) : (
          <p className="sidebar-menu__title">{title.label}</p>
        ))}
      <Items items={items} ctx={ctx} />
    </nav>
  );
}
