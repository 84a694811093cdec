// Site-relative routes ("/x/") → URLs under the base URL.
export function withBase(baseUrl: string, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return baseUrl === '/' ? href : baseUrl.replace(/\/$/, '') + href;
}

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
