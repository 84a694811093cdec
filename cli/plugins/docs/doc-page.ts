// A guide's page record, made from its source file and compiled content.
import type { SourceFile } from '../../content.ts';
import { BuildError } from '../../errors.ts';
import type { CompiledMdx } from '../../mdx/compile.ts';
import type { PageRecord } from '../../model.ts';
import { readLanding, LANDING_KIND } from './landing.ts';

export function docPage(src: SourceFile, compiled: CompiledMdx): PageRecord {
  const fm = src.frontMatter;
  const title = fm.title ?? compiled.data.title;
  if (!title) {
    throw new BuildError('The page has no title.', { file: src.file, line: 1 }, 'Add `title:` to the front matter or start the page with a `# Heading`.');
  }
  // A landing page's hero holds its title (checked here, so a mistake stops the build with its line).
  const landing = readLanding(fm, src.file, src.source) !== undefined;
  return {
    id: src.id,
    path: src.route,
    kind: landing ? LANDING_KIND : 'doc',
    title,
    description: fm.description ?? compiled.data.excerpt ?? '',
    headings: compiled.data.headings,
    sourceFile: src.file,
    contentPath: src.relPath,
    frontMatter: fm,
    sourceLinks: compiled.data.links,
    titleInContent: landing || fm.title === undefined || compiled.data.title !== undefined,
    data: compiled,
  };
}
