// `docs init [dir]`: a working site in an empty folder, from templates/site/
// (a config with only the keys a generic site needs, a home page, two guides,
// a small OpenAPI 3.1 document, a tsconfig, .gitignore and a CI workflow). It
// builds as it is. A folder with files in it is refused unless `--force`.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { toolRoot } from '../paths.ts';
import { paint } from '../report/color.ts';

const TEMPLATE = join(toolRoot, 'templates', 'site');

/**
 * Template files stored under another name: npm leaves `.gitignore` out of a package,
 * and a dot-folder is easily lost, so they are kept without their dot.
 */
const RENAMED: Record<string, string> = {
  gitignore: '.gitignore',
  'github/workflows/docs.yml': '.github/workflows/docs.yml',
};

/** What may already be in the folder: the package manager's and git's files (the generator is installed first). */
const HOUSEKEEPING = new Set(['.git', 'node_modules', 'package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', '.npmrc', '.DS_Store', 'vendor']);

/** What each file is, for the summary. */
const ROLES: Record<string, string> = {
  'docs-site.config.ts': 'the config: title and url (every other key has a default)',
  'content/index.md': 'the home page',
  'content/getting-started.md': 'a guide',
  'content/authentication.md': 'a guide',
  'openapi.yaml': 'the API description the reference is made from (OpenAPI 3.1)',
  'tsconfig.json': 'type-checks the config (npm run typecheck)',
  '.gitignore': 'leaves out node_modules/, out/ and .cache/',
  '.github/workflows/docs.yml': 'CI: builds every push and pull request, deploys main to GitHub Pages',
  'README.md': 'how to work on the site',
};

function templateFiles(dir = TEMPLATE): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split(sep).join('/'))
    .sort();
}

const SCRIPTS: Record<string, string> = { start: 'docs serve', build: 'docs build', typecheck: 'tsc --noEmit' };
/** Install scripts the site's dependencies need not run: npm (11+) asks about each otherwise. */
const ALLOW_SCRIPTS: Record<string, boolean> = { esbuild: false };

/**
 * Adds the scripts to the folder's package.json, or writes one. Returns what it did, and a
 * warning when the generator is installed from a path CI will not have.
 */
function packageJson(dir: string): { note: string; warning?: string } {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) {
    const pkg = { name: basename(dir).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'docs', private: true, type: 'module', scripts: SCRIPTS, allowScripts: ALLOW_SCRIPTS };
    writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
    return { note: 'written, with the scripts start, build and typecheck (install the generator here: npm install --save-dev <its tarball or folder>)' };
  }
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string>; devDependencies?: Record<string, string>; dependencies?: Record<string, string>; allowScripts?: Record<string, boolean> };
  const scripts = { ...pkg.scripts };
  const added: string[] = [];
  for (const [name, command] of Object.entries(SCRIPTS)) {
    // npm init's placeholder test script is not the site's.
    if (scripts[name] && !/no test specified/.test(scripts[name])) continue;
    scripts[name] = command;
    added.push(name);
  }
  // npm records which dependencies may run install scripts; esbuild's needs not run (its binary comes as a package).
  const allowScripts = { ...ALLOW_SCRIPTS, ...pkg.allowScripts };
  const allowAdded = Object.keys(allowScripts).length !== Object.keys(pkg.allowScripts ?? {}).length;
  if (added.length || allowAdded) writeFileSync(file, JSON.stringify({ ...pkg, scripts, allowScripts }, null, 2) + '\n');
  const spec = pkg.devDependencies?.['docs-site-generator'] ?? pkg.dependencies?.['docs-site-generator'];
  const path = spec?.startsWith('file:') ? spec.slice('file:'.length) : undefined;
  const outside = path !== undefined && (isAbsolute(path) || relative(dir, join(dir, path)).startsWith('..'));
  return {
    note: added.length ? `scripts added: ${added.join(', ')}` : 'scripts kept as they were',
    warning: outside
      ? `package.json installs the generator from ${path}, outside this folder: CI will not find it. Copy the tarball into the repository (e.g. vendor/) and install it from there: npm install --save-dev ./vendor/${basename(path)}`
      : undefined,
  };
}

export interface InitOptions {
  force?: boolean;
  colour?: boolean;
  /** Where the summary goes (stdout). */
  write?: (text: string) => void;
}

/** Writes the starter site into `dir`. Returns the exit code. */
export function initSite(dir: string, options: InitOptions = {}): number {
  const write = options.write ?? ((t: string) => void process.stdout.write(t));
  const p = paint(options.colour ?? false);
  const present = existsSync(dir) ? readdirSync(dir).filter((name) => !HOUSEKEEPING.has(name)) : [];
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    process.stderr.write(`${p.red('docs init:')} ${dir} is a file, not a folder.\n`);
    return 1;
  }
  if (present.length && !options.force) {
    const listed = present.slice(0, 5).join(', ') + (present.length > 5 ? `, and ${present.length - 5} more` : '');
    process.stderr.write(
      `${p.red('docs init:')} ${dir} is not empty (${listed}); nothing was written.\n` +
        `  → Run it in an empty folder (\`docs init my-docs\` makes one), or add --force to write the starter files here (files of the same names are replaced).\n`,
    );
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const replaced: string[] = [];
  // In the order the summary explains them.
  const order = Object.keys(ROLES);
  const rank = (f: string) => (order.indexOf(RENAMED[f] ?? f) + 1 || order.length + 1);
  for (const file of templateFiles().sort((a, b) => rank(a) - rank(b))) {
    const target = RENAMED[file] ?? file;
    const path = join(dir, target);
    if (existsSync(path)) replaced.push(target);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, readFileSync(join(TEMPLATE, file)));
    written.push(target);
  }
  const pkg = packageJson(dir);
  const width = Math.max(...written.map((f) => f.length)) + 2;
  const rel = relative(process.cwd(), dir);
  const shownDir = rel === '' ? '.' : rel.startsWith('..') ? dir : rel;
  const lines = [
    `${p.green('Created')} a documentation site in ${shownDir}:`,
    ...written.map((f) => `  ${f.padEnd(width)}${p.dim(ROLES[f] ?? '')}${replaced.includes(f) ? p.yellow(' (replaced)') : ''}`),
    `  ${'package.json'.padEnd(width)}${p.dim(pkg.note)}`,
    '',
    'Next:',
    ...(shownDir === '.' ? [] : [`  cd ${shownDir}`]),
    `  npm start          ${p.dim('preview at http://localhost:3000/ (docs serve), rebuilt on every save')}`,
    `  npm run build      ${p.dim('the site into out/ (docs build)')}`,
    `  npm run typecheck  ${p.dim('the config against its types')}`,
    ...(pkg.warning ? ['', `${p.yellow('warning')} ${pkg.warning}`] : []),
    '',
  ];
  write(lines.join('\n'));
  return 0;
}
