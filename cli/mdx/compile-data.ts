// What compiling a content file records beside its output (title, headings,
// links, imports, files it shows, excerpt): the plugins fill it in the
// VFile's data; the model and the render stage read it.
import type { VFile } from 'vfile';

import type { LinkRef, TocEntry } from '../plugin-api.ts';

export type { LinkRef, TocEntry };
export interface PartialImport {
  /** The local name the page uses. */
  name: string;
  /** As written, except modules and SVGs: their absolute path (or `@site/…`). */
  source: string;
  line: number;
  /** `partial`: an MDX file; `theme`: a built-in component; `module`: the site's own JS/TS module; `svg`: an SVG used as a component; `react`: React itself. */
  kind: 'partial' | 'theme' | 'module' | 'svg' | 'react';
  /** For modules: the export the name binds (`default` or a named export). */
  imported?: string;
}
export interface CompileData {
  title?: string;
  headings: TocEntry[];
  links: LinkRef[];
  imports: PartialImport[];
  /** Files next to the content that the page shows or links (images, downloads), by absolute path. */
  assets: { file: string; url: string; line: number }[];
  /** The first paragraph as plain text: the page's description when the front matter has none. */
  excerpt?: string;
}

/** The record of a file being compiled. */
export function dataOf(file: VFile): CompileData {
  return file.data as unknown as CompileData;
}
