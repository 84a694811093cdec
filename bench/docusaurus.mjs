// `npm run bench -- --docusaurus`: cold builds of the benchmark corpora by
// this generator and by Docusaurus 3.10 with its Faster options (Rspack, SWC,
// Lightning CSS) and docusaurus-plugin-openapi-docs, in alternated pairs on
// the same machine. CPU time (user + system of every thread and child) is
// compared, not wall time: the machine is shared. The peer is installed from
// bench/.peers/docusaurus/package-lock.json, outside the generator's own
// dependencies (its node_modules is git-ignored).
//
// What Docusaurus builds: the corpus's guides as they are (gen-corpus writes
// Docusaurus-flavoured Markdown: front matter, admonitions, fenced code) and
// the corpus's openapi.json through the OpenAPI plugin, whose
// `gen-api-docs` step turns the schema into MDX pages first; both steps count
// as its cold build, as loading the schema counts in ours.
//
// The site's package.json has no `"type": "module"`: with it, the bundler
// parses Docusaurus's generated .docusaurus/registry.js as strict ESM, leaves
// its `require.resolveWeak` calls as they are, and the build fails rendering
// with `require.resolveWeak is not a function` (webpack/webpack#15775; Rspack
// does the same). The config and sidebars are .mjs, ESM either way.
// Every @docusaurus package is at one version (3.10.2, which the OpenAPI
// plugin's `^3.10.0` ranges resolve to): pinned at 3.10.0, npm installed a
// second @docusaurus/theme-common and plugin-content-docs for the plugin, two
// React contexts, and every API page failed with a ReactContextError.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setAside } from './set-aside.mjs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCorpus } from './corpus.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const peer = join(root, 'bench', '.peers', 'docusaurus');
const cli = join(peer, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

/** The installed @docusaurus/core is the one package.json names (an older install is redone). */
function installed() {
  if (!existsSync(cli)) return false;
  const wanted = JSON.parse(readFileSync(join(peer, 'package.json'), 'utf8')).dependencies['@docusaurus/core'];
  return JSON.parse(readFileSync(join(peer, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')).version === wanted;
}

/** Installs the peer from its lockfile (once); an error message saying why when it cannot. */
export function installPeer() {
  if (installed()) return undefined;
  // `npm install --no-save`, not `npm ci`: npm 11 leaves the other platforms' optional binaries of
  // @swc/html out of a lockfile made on Linux, and `npm ci` then refuses it as out of sync. The
  // lockfile still fixes every version installed.
  const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', peer], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0 || !installed()) return `npm install of bench/.peers/docusaurus failed (exit ${r.status}): ${(r.stderr || r.stdout).trim().split('\n').slice(-6).join(' | ')}`;
  return undefined;
}

/** A Docusaurus site over the corpus `name`: its guides copied in, the schema given to the OpenAPI plugin. */
export function siteFor(name) {
  const corpus = dirname(ensureCorpus(name));
  const site = join(peer, 'sites', name);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(join(corpus, 'docs'), join(site, 'docs'), { recursive: true });
  cpSync(join(corpus, 'openapi.json'), join(site, 'openapi.json'));
  // The home page links the API's introduction at our route; the plugin names it after the schema's title.
  const title = JSON.parse(readFileSync(join(corpus, 'openapi.json'), 'utf8')).info.title;
  const intro = `/api/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
  const home = join(site, 'docs', 'index.md');
  writeFileSync(home, readFileSync(home, 'utf8').replaceAll('/api/bench-api/', intro));
  writeFileSync(
    join(site, 'docusaurus.config.mjs'),
    `export default {
  title: 'Docs',
  url: 'https://docs.bench.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  markdown: { hooks: { onBrokenMarkdownLinks: 'warn' } },
  future: { v4: true, faster: true },
  presets: [['classic', { docs: { path: 'docs', routeBasePath: '/', sidebarPath: './sidebars.mjs', docItemComponent: '@theme/ApiItem' }, blog: false, pages: false }]],
  plugins: [['docusaurus-plugin-openapi-docs', { id: 'api', docsPluginId: 'classic', config: { bench: { specPath: 'openapi.json', outputDir: 'docs/api', sidebarOptions: { groupPathsBy: 'tag' } } } }]],
  themes: ['docusaurus-theme-openapi-docs'],
};
`,
  );
  writeFileSync(join(site, 'package.json'), '{ "private": true }\n');
  writeFileSync(join(site, 'sidebars.mjs'), `export default { docs: [{ type: 'autogenerated', dirName: '.' }] };\n`);
  return { corpus, site };
}

/** Docusaurus's cold build: the generated API pages, its caches and output removed first. */
function docusaurusCold(site, timed) {
  for (const path of [join(site, 'docs', 'api'), join(site, '.docusaurus'), join(site, 'build'), join(site, 'node_modules'), join(peer, 'node_modules', '.cache')]) setAside(path);
  const gen = timed([process.execPath, cli, 'gen-api-docs', 'all'], site);
  const build = timed([process.execPath, cli, 'build'], site);
  // The bundler as the built site's own config says (Docusaurus bundles with Rspack exactly when
  // future.faster.rspackBundler holds): a figure labelled Rspack that came from webpack would mislead.
  const files = readdirSync(join(site, 'build'), { recursive: true });
  const main = files.find((f) => /^assets\/js\/main\.[\w]+\.js$/.test(f));
  const bundler = main && readFileSync(join(site, 'build', main), 'utf8').includes('rspackBundler:!0') ? 'Rspack' : 'webpack';
  const pages = files.filter((f) => f.endsWith('index.html')).length;
  return { gen, build, bundler, pages, cpuS: (gen.cpuS ?? NaN) + (build.cpuS ?? NaN), sysS: (gen.sysS ?? NaN) + (build.sysS ?? NaN), rssMiB: Math.max(gen.rssMiB ?? 0, build.rssMiB ?? 0), ms: gen.ms + build.ms };
}

const load = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs), runs: xs });

/**
 * `pairs` alternated cold builds (ours, then Docusaurus's) of each corpus. `ours(dir)` and
 * `timed(argv, dir)` come from run.mjs (GNU time's CPU and peak RSS).
 */
export async function pairedWithDocusaurus(pairs, ours, timed, names = ['small', 'large']) {
  const error = installPeer();
  if (error) return { error };
  const corpora = [];
  for (const name of names) {
    const { corpus, site } = siteFor(name);
    const mine = [];
    const theirs = [];
    const loads = [];
    for (let i = 0; i < pairs; i++) {
      process.stderr.write(`bench: ${name}, pair ${i + 1}/${pairs}: docs, then Docusaurus (load ${load()})…\n`);
      setAside(join(corpus, '.cache'));
      setAside(join(corpus, 'out'));
      loads.push(load());
      mine.push(ours(corpus));
      theirs.push(docusaurusCold(site, timed));
      const [a, b] = [mine[i], theirs[i]];
      // System time apart: on a file system that skips recently deleted inodes when it makes a file
      // (ext4 without a journal does, for a minute or more), it grows with what was deleted before.
      process.stderr.write(`bench: ${name}, pair ${i + 1}: docs ${a.cpuS.toFixed(1)} s CPU (${a.sysS?.toFixed(1)} system), Docusaurus ${b.gen.cpuS.toFixed(1)} + ${b.build.cpuS.toFixed(1)} s CPU (${b.sysS.toFixed(1)} system; ${b.bundler}): ${(a.cpuS / b.cpuS).toFixed(3)}\n`);
    }
    corpora.push({
      name,
      pages: Number(/Built (\d+) pages/.exec(mine[0].line)?.[1]),
      theirPages: theirs[0].pages,
      bundler: [...new Set(theirs.map((r) => r.bundler))].join(', '),
      loads,
      ours: { cpuS: stats(mine.map((r) => r.cpuS)), sysS: stats(mine.map((r) => r.sysS ?? NaN)), rssMiB: stats(mine.map((r) => r.rssMiB)), ms: stats(mine.map((r) => r.ms)) },
      theirs: {
        cpuS: stats(theirs.map((r) => r.cpuS)),
        sysS: stats(theirs.map((r) => r.sysS)),
        rssMiB: stats(theirs.map((r) => r.rssMiB)),
        ms: stats(theirs.map((r) => r.ms)),
        genCpuS: stats(theirs.map((r) => r.gen.cpuS)),
        buildCpuS: stats(theirs.map((r) => r.build.cpuS)),
      },
      ratio: stats(mine.map((r, i) => r.cpuS / theirs[i].cpuS)),
      wallRatio: stats(mine.map((r, i) => r.ms / theirs[i].ms)),
    });
  }
  const webpack = corpora.some((c) => c.bundler !== 'Rspack');
  return {
    corpora,
    note:
      'Docusaurus 3.10.2 with `future.faster` (@docusaurus/faster: Rspack, SWC, Lightning CSS) and `future.v4`, docusaurus-plugin-openapi-docs and its theme 5.2.0, installed from bench/.peers/docusaurus/package-lock.json; ' +
      'its CPU is `gen-api-docs all` plus `build`, each cold (generated pages, .docusaurus/, build/ and its caches removed); its pages are the index.html files in build/.' +
      (webpack ? ' NOTE: at least one Docusaurus build was bundled by webpack, not Rspack (see the bundler column).' : ''),
  };
}
