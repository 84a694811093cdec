// Docusaurus sites link to parts this generator does not build: the blog
// (`/blog/…`) and React pages (`src/pages/…`). Such links are reported as one
// problem per part, naming it and the `externalPaths` option, instead of one
// broken-link error per link.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const PAGE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.md', '.mdx'];

/** The part of a Docusaurus site a site path belongs to, when it is one this generator does not build. */
export function unbuiltPart(rootDir: string, path: string): { prefix: string; what: string } | undefined {
  const first = path.split('/')[1] ?? '';
  if (!first) return undefined;
  if (first === 'blog') return { prefix: '/blog', what: 'the Docusaurus blog' };
  const pages = join(rootDir, 'src', 'pages');
  const rest = path.replace(/^\/|\/$/g, '');
  const candidates = [rest, `${rest}/index`, first, `${first}/index`].flatMap((p) => PAGE_EXTENSIONS.map((ext) => join(pages, p + ext)));
  if (candidates.some((file) => existsSync(file))) return { prefix: `/${first}`, what: `a React page of src/pages (src/pages/${first})` };
  return undefined;
}
