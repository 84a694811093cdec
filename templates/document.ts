// The HTML document shell every page is poured into.
import { DOM_ID } from '../renderer/contract.ts';
import { escapeHtml } from '../renderer/html.ts';

export const escapeAttr = escapeHtml;
/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface DocumentParts {
  title: string;
  description: string;
  canonical: string;
  favicon: string;
  siteName: string;
  noindex?: boolean;
  inlineScript: string;
  css: string[];
  js: string;
  clientConfig: unknown;
  headExtra?: string;
  bodyStart?: string;
  body: string;
  bodyEnd?: string;
  bodyClass?: string;
  /** `<html lang dir>` (default `en`, `ltr`). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export function renderDocument(p: DocumentParts): string {
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeAttr(p.title)}</title>`,
    p.description ? `<meta name="description" content="${escapeAttr(p.description)}">` : '',
    p.noindex ? `<meta name="robots" content="noindex, follow">` : '',
    `<link rel="canonical" href="${escapeAttr(p.canonical)}">`,
    `<meta property="og:title" content="${escapeAttr(p.title)}">`,
    p.description ? `<meta property="og:description" content="${escapeAttr(p.description)}">` : '',
    `<meta property="og:url" content="${escapeAttr(p.canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeAttr(p.siteName)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="#1b1b1d" media="(prefers-color-scheme: dark)">`,
    `<link rel="icon" href="${escapeAttr(p.favicon)}" type="image/svg+xml">`,
  ];
  return [
    `<!DOCTYPE html><html lang="${escapeAttr(p.lang ?? 'en')}" dir="${p.dir ?? 'ltr'}" data-has-hydrated="false"><head>`,
    meta.filter(Boolean).join(''),
    `<script>${p.inlineScript}</script>`,
    p.css.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join(''),
    `<script type="module" src="${escapeAttr(p.js)}"></script>`,
    `<script type="application/json" id="${DOM_ID.config}">${scriptJson(p.clientConfig)}</script>`,
    p.headExtra ?? '',
    `</head><body${p.bodyClass ? ` class="${p.bodyClass}"` : ''}>`,
    p.bodyStart ?? '',
    p.body,
    p.bodyEnd ?? '',
    `</body></html>`,
  ].join('');
}
