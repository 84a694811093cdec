// `.md` pages compile to an element tree (cli/mdx/element-tree.ts) instead of
// MDX's code: they must render exactly as MDX rendered them, and the cache
// must keep each kind apart.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import { compile } from '@mdx-js/mdx';
import { BuildError } from '../cli/errors.ts';
import { CacheArea, settleCacheWrites } from '../cli/cache.ts';
import { MdxCompiler } from '../cli/mdx/compile.ts';
import { compileSource, loadPlugins } from '../cli/mdx/compile-source.ts';
import { treeComponent } from '../cli/mdx/element-tree.ts';
import { mdxComponents } from '../renderer/components/Mdx.tsx';
import { themeModules } from '../renderer/components/theme.tsx';
import { copyFixture, repoRoot, runDocs } from './helpers.ts';

const dir = join(repoRoot, 'test', 'fixtures', 'markdown');
const source = (name: string) => readFileSync(join(dir, name), 'utf8');
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

/** The page's components, as a page render passes them (links resolved to routes). */
const components = {
  ...mdxComponents({ baseUrl: '/base/', resolveFileLink: (href: string) => `/route/${href.replace(/\.md/, '')}` }),
  ...themeModules({ baseUrl: '/base/' }),
};

function render(Content: ComponentType<any>): string {
  return renderToString(createElement(Content, { components }));
}

async function fromCode(code: string): Promise<ComponentType<any>> {
  return (await new AsyncFunction(code)({ ...runtime })).default;
}

describe('Markdown pages as element trees', () => {
  it('render as MDX rendered the same .md file, with the same headings, links and files', async () => {
    const file = join(dir, 'rich.md');
    const tree = await compileSource(source('rich.md'), file);
    assert.equal(tree.kind, 'tree');
    // What a .md page was before: MDX's `md` format through the same plugins.
    const { preprocess, remarkPlugins, rehypePlugins } = await loadPlugins();
    const mdx = await compile({ value: preprocess(source('rich.md')), path: file }, { outputFormat: 'function-body', format: 'md', remarkPlugins, rehypePlugins });
    const html = render(treeComponent(JSON.parse(tree.output)));
    assert.equal(html, render(await fromCode(String(mdx.value))));
    const data = mdx.data as Record<string, unknown>;
    assert.deepEqual(tree.data, { title: data.title, headings: data.headings, links: data.links, imports: data.imports, assets: data.assets, excerpt: data.excerpt });
    // The features are there, not just equally absent.
    assert.match(html, /<h2 id="custom-id" class="anchor">/);
    assert.match(html, /<div class="admonition admonition--tip" role="note"><p class="admonition__title">Custom title<\/p>/);
    assert.match(html, /<th style="text-align:center">Center<\/th>/);
    assert.match(html, /<a href="\/base\/route\/\.\/other#part">relative link<\/a>/);
    assert.match(html, /src="docs-asset:[^"]*\/img\.png"/);
    assert.match(html, /<div class="code-block code-block--numbered" data-language="js"><div class="code-block__title">a\.js<\/div>/);
    assert.doesNotMatch(html, /Raw block HTML|<details>/);
  });

  it('render a page valid as Markdown and as MDX the same either way', async () => {
    const md = await compileSource(source('twin.md'), join(dir, 'twin.md'));
    const mdx = await compileSource(source('twin.md'), join(dir, 'twin.mdx'));
    assert.deepEqual([md.kind, mdx.kind], ['tree', 'code']);
    assert.equal(render(treeComponent(JSON.parse(md.output))), render(await fromCode(mdx.output)));
    assert.deepEqual(md.data.headings, mdx.data.headings);
    assert.deepEqual(md.data.links, mdx.data.links);
  });

  it('are cached as trees, MDX as code, and render the same from the disk cache', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'docs-mdx-cache-'));
    const first = new MdxCompiler(new CacheArea(cacheDir));
    const [md, mdx] = await first.compileAll([
      { body: source('twin.md'), file: join(dir, 'twin.md') },
      { body: source('twin.md'), file: join(dir, 'twin.mdx') },
    ]);
    const fresh = render(await first.component(md));
    await settleCacheWrites();
    const entry = (hash: string) => new CacheArea(cacheDir).readJson<{ kind: string }>(`${hash}.json`)!;
    assert.equal(entry(md.hash).kind, 'tree');
    assert.ok(existsSync(join(cacheDir, `${md.hash}.tree.json`)) && !existsSync(join(cacheDir, `${md.hash}.js`)));
    assert.equal(entry(mdx.hash).kind, 'code');
    assert.ok(existsSync(join(cacheDir, `${mdx.hash}.js`)) && !existsSync(join(cacheDir, `${mdx.hash}.tree.json`)));
    assert.equal(readdirSync(cacheDir).length, 4);

    // A later build reads the entries without compiling, and the tree only when the page renders.
    const second = new MdxCompiler(new CacheArea(cacheDir));
    const cached = await second.compile(source('twin.md'), join(dir, 'twin.md'));
    assert.equal(cached.output, undefined);
    assert.equal(cached.kind, 'tree');
    assert.equal(render(await second.component(cached)), fresh);
  });

  it('report errors at their file and line', async () => {
    const file = join(dir, 'broken.md');
    await assert.rejects(compileSource('# Title\n\nText.\n\n:::nonsense\nBody\n:::\n', file), (error: unknown) => {
      assert.ok(error instanceof BuildError);
      assert.match(error.message, /Unknown admonition ":::nonsense"/);
      assert.deepEqual([error.place?.file, error.place?.line], [file, 5]);
      return true;
    });
  });
});

describe('SVG images', () => {
  it('are diagrams with an "open" link, except inside a link (a badge), where a link may hold no other', async () => {
    const page = '[![License](https://img.shields.io/badge/License-Apache%202.0-blue.svg)](https://www.apache.org/licenses/)\n\n![Flow](/img/flow.svg)\n';
    const compiled = await compileSource(page, join(dir, 'badges.md'));
    const html = render(treeComponent(JSON.parse(compiled.output)));
    assert.match(html, /<a href="https:\/\/www\.apache\.org\/licenses\/" target="_blank" rel="noopener noreferrer"><img [^>]*src="https:\/\/img\.shields\.io[^"]*"[^>]*\/><\/a>/);
    assert.match(html, /<span class="diagram"><span class="diagram__frame"><img [^>]*src="\/base\/img\/flow\.svg"[^>]*\/><\/span><a class="diagram__open" href="\/base\/img\/flow\.svg"/);
    assert.equal(html.match(/<a /g)?.length, 2);
  });
});

describe('a Markdown partial in an MDX page', () => {
  it('renders as the same partial written as MDX does, links and files resolved', () => {
    const site = copyFixture('basic');
    try {
      const guides = join(site, 'content', 'guides');
      const snippet = [
        '## Partial heading {#partial-heading}',
        '',
        'A [link to the intro](./intro.mdx), a [file](./advanced/sample.csv) and ![a flow](./advanced/flow.svg).',
        '',
        ':::tip Title',
        'Tip text.',
        ':::',
        '',
        '| A | B |',
        '| :-- | --: |',
        '| `x` | y |',
        '',
        '```js title="x.js"',
        'const x = 1;',
        '```',
        '',
      ].join('\n');
      writeFileSync(join(guides, '_snippet.md'), snippet);
      writeFileSync(join(guides, '_snippet-twin.mdx'), snippet);
      for (const [page, partial] of [['md-partial', '_snippet.md'], ['mdx-partial', '_snippet-twin.mdx']]) {
        writeFileSync(join(guides, `${page}.mdx`), `---\ntitle: Partial\n---\n\nimport Snippet from './${partial}';\n\n<Snippet />\n`);
      }
      const r = runDocs(['build'], site);
      assert.equal(r.code, 0, r.stdout + r.stderr);
      const article = (page: string) => /<article class="markdown">([\s\S]*?)<\/article>/.exec(readFileSync(join(site, 'out', 'guides', page, 'index.html'), 'utf8'))![1];
      const html = article('md-partial');
      assert.equal(html, article('mdx-partial'));
      assert.match(html, /<h2 id="partial-heading" class="anchor">/);
      assert.match(html, /<a href="\/guides\/intro\/">link to the intro<\/a>/);
      assert.match(html, /src="\/assets\/media\/flow-[0-9a-f]+\.svg"/);
      assert.match(html, /admonition--tip/);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
