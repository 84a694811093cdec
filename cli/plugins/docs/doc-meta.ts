// What Docusaurus shows under a doc besides its content: the "Edit this page"
// link (config `editUrl`, front matter `custom_edit_url`) and the last update
// (git, or front matter `last_update`), when the config asks for them.
import { spawnSync } from 'node:child_process';
import { relative, sep } from 'node:path';
import type { ResolvedConfig } from '../../config.ts';
import { BuildError } from '../../errors.ts';
import type { PageRecord } from '../../model.ts';

const posix = (p: string) => p.split(sep).join('/');

/** The page's edit URL: front matter `custom_edit_url` (null: none), else the config's `editUrl`. */
export function editUrlFor(config: ResolvedConfig, page: PageRecord): string | undefined {
  const custom = page.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const { editUrl } = config;
  if (!editUrl) return undefined;
  if (typeof editUrl === 'string') return editUrl.replace(/\/*$/, '/') + posix(relative(config.rootDir, page.sourceFile));
  let url: unknown;
  try {
    url = editUrl({
      docPath: page.contentPath ?? posix(relative(config.contentDir, page.sourceFile)),
      docId: page.id,
      permalink: page.path,
      versionDocsDirPath: posix(relative(config.rootDir, config.contentDir)),
      version: 'current',
      locale: 'en',
    });
  } catch (error) {
    throw new BuildError(`The config's \`editUrl\` function threw for this page: ${(error as Error).message}`, { file: page.sourceFile });
  }
  if (url !== undefined && url !== null && typeof url !== 'string') {
    throw new BuildError(`The config's \`editUrl\` function returned ${JSON.stringify(url)} for this page; expected a URL or undefined.`, { file: config.configFile });
  }
  return (url as string | null) ?? undefined;
}

export interface GitUpdate {
  /** ISO date of the last commit that touched the file. */
  date: string;
  author: string;
}

/** Folders already reported as outside git (`docs serve` rebuilds say it once). */
const warned = new Set<string>();

/**
 * The last commit of every file under `dir`, from one `git log` (files never
 * committed have none). Without git or outside a repository, nothing: the
 * pages show front matter dates only, and the log says why.
 */
export function gitLastUpdates(dir: string, log: (message: string) => void): Map<string, GitUpdate> {
  const updates = new Map<string, GitUpdate>();
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' });
  if (top.status !== 0) {
    if (warned.has(dir)) return updates;
    warned.add(dir);
    log(`Last updates: ${dir} is not in a git repository (${(top.error?.message ?? top.stderr).trim() || 'git failed'}); only front matter \`last_update\` is shown.`);
    return updates;
  }
  const root = top.stdout.trim();
  const result = spawnSync('git', ['log', '--format=%x00%ct%x09%an', '--name-only', '--no-renames', '--', '.'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    log(`Last updates: git log failed (${result.stderr.trim()}); only front matter \`last_update\` is shown.`);
    return updates;
  }
  for (const entry of result.stdout.split('\0')) {
    const [head, ...files] = entry.split('\n');
    const m = /^(\d+)\t(.*)$/.exec(head);
    if (!m) continue;
    const update = { date: new Date(Number(m[1]) * 1000).toISOString(), author: m[2] };
    for (const file of files) {
      if (!file) continue;
      const abs = `${root}/${file}`.split('/').join(sep);
      if (!updates.has(abs)) updates.set(abs, update);
    }
  }
  return updates;
}

/** What "Last updated" shows for a page (front matter first, as in Docusaurus), or nothing when the config does not ask. */
export function lastUpdateFor(config: ResolvedConfig, page: PageRecord, git: Map<string, GitUpdate>): PageRecord['lastUpdate'] {
  if (!config.showLastUpdateTime && !config.showLastUpdateAuthor) return undefined;
  const fm = page.frontMatter.last_update;
  const fromGit = git.get(page.sourceFile);
  const rawDate = fm?.date ?? fromGit?.date;
  const date = config.showLastUpdateTime && rawDate !== undefined ? new Date(rawDate as string | Date).toISOString() : undefined;
  const author = config.showLastUpdateAuthor ? (fm?.author ?? fromGit?.author) : undefined;
  return date || author ? { ...(date ? { date } : {}), ...(author ? { author } : {}) } : undefined;
}
