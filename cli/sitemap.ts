import type { ResolvedConfig } from './config.ts';
import type { PageRecord } from './model.ts';

import { escapeHtml as esc } from '../renderer/html.ts';

/** Every route (unlisted pages and those of a `noIndex` version aside), change frequency daily, priority 1.0 (product spec §9). */
export function sitemapXml(config: ResolvedConfig, pages: PageRecord[]): string {
  const base = config.url + config.baseUrl.replace(/\/$/, '');
  const urls = pages
    .filter((p) => !p.frontMatter.unlisted && !p.scope?.noIndex)
    .map((p) => `<url><loc>${esc(base + p.path)}</loc><changefreq>daily</changefreq><priority>1.0</priority></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
