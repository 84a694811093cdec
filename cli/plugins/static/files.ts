// The files of `static/` to publish. A symbolic link is followed only when
// its target stays inside the site folder: `static/leak.txt -> ~/.ssh/id_rsa`
// (or a link to `/`) would otherwise put files from elsewhere on the machine
// into out/, and `docs serve` would hand them to any visitor. Links that leave
// the site, or lead nowhere, are skipped with one warning per link.
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface StaticFile {
  /** Path under out/ (forward slashes). */
  path: string;
  /** The file to read: its real path, checked to be inside the site folder. */
  source: string;
}

/** Links already warned about in this process (`docs serve` rebuilds often). */
const warned = new Set<string>();

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/** Lists `dir` recursively, sorted by output path; `siteDir` bounds where links may lead. */
export function staticFiles(dir: string, siteDir: string, log: (message: string) => void): StaticFile[] {
  const root = realpathSync(siteDir);
  const files: StaticFile[] = [];
  const skip = (link: string, why: string) => {
    const key = `${link}\0${why}`;
    if (warned.has(key)) return;
    warned.add(key);
    log(`warning ${relative(siteDir, link)}: a symbolic link ${why}; not copied to the output.`);
  };
  /** `real` is the directory's real path (a cycle of links is walked once); `shown` its path as listed. */
  const walk = (shown: string, real: string, rel: string, open: Set<string>) => {
    for (const name of readdirSync(shown).sort()) {
      const path = join(shown, name);
      const out = rel ? `${rel}/${name}` : name;
      let target = path;
      if (lstatSync(path).isSymbolicLink()) {
        try {
          target = realpathSync(path);
        } catch {
          skip(path, 'that leads nowhere');
          continue;
        }
        if (!inside(root, target)) {
          skip(path, `to ${target}, outside the site folder`);
          continue;
        }
      } else target = join(real, name);
      const stat = statSync(target, { throwIfNoEntry: false });
      if (stat?.isDirectory()) {
        if (open.has(target)) continue; // a link back up the tree
        walk(path, target, out, new Set([...open, target]));
      } else if (stat?.isFile()) files.push({ path: out, source: target });
    }
  };
  const realDir = realpathSync(dir);
  if (!inside(root, realDir)) {
    skip(dir, `to ${realDir}, outside the site folder`);
    return [];
  }
  walk(dir, realDir, '', new Set([realDir]));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
