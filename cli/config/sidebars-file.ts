// A Docusaurus site's sidebars file (`sidebars: './sidebars.js'` in the config):
// read as it is — CommonJS or ESM, JavaScript, TypeScript or JSON — and turned
// into this generator's sidebar items. Docusaurus's shorthands (`{ Label: [...] }`
// for a category, a sidebar given as such an object) become categories; `ref`
// items become doc links.
import { buildSync } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { esbuildError } from '../bundle.ts';
import { BuildError } from '../errors.ts';
import { report } from '../report/index.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The file's default export (`module.exports`, `export default` or the JSON), run synchronously (the config check is). */
export function readSidebarsFile(file: string): unknown {
  if (!existsSync(file)) {
    throw new BuildError(`The sidebars file ${file} does not exist.`, undefined, 'Set `sidebars` to the path of your sidebars file relative to the config (`./sidebars.js`), or to the sidebars themselves.');
  }
  if (file.endsWith('.json')) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new BuildError(`Invalid sidebars file: ${(error as Error).message}`, { file });
    }
  }
  let code: string;
  try {
    // Bundled as CommonJS, so it runs here without a module loader; packages stay outside (a site's
    // sidebars seldom import any, and then only type declarations, which esbuild drops).
    code = buildSync({ entryPoints: [file], bundle: true, write: false, platform: 'node', format: 'cjs', packages: 'external', logLevel: 'silent' }).outputFiles[0].text;
  } catch (error) {
    esbuildError(error, process.cwd(), 'Fix the sidebars file.');
  }
  const module = { exports: {} as any };
  try {
    new Function('module', 'exports', 'require', '__filename', '__dirname', code)(module, module.exports, createRequire(file), file, dirname(file));
  } catch (error) {
    throw new BuildError(`The sidebars file threw while loading: ${(error as Error).message}`, { file });
  }
  const value = module.exports?.__esModule || (isObject(module.exports) && 'default' in module.exports && Object.keys(module.exports).length === 1) ? module.exports.default : module.exports;
  return value;
}

/** Docusaurus's sidebars as this generator's: shorthands expanded, `ref` as `doc`. */
export function fromDocusaurusSidebars(raw: unknown): Record<string, unknown> | unknown {
  if (!isObject(raw)) return raw;
  return Object.fromEntries(Object.entries(raw).map(([id, sidebar]) => [id, items(sidebar)]));
}

/** A list of items, or a `{ Label: [...] }` object of categories. */
function items(value: unknown): unknown {
  if (Array.isArray(value)) return value.flatMap(item);
  if (isObject(value) && !('type' in value)) return shorthand(value);
  return value;
}

/** `{ Label: [...], Other: [...] }`: a category per key. */
function shorthand(value: Record<string, unknown>): unknown[] {
  return Object.entries(value).map(([label, children]) => ({ type: 'category', label, items: items(children) }));
}

function item(value: unknown): unknown[] {
  if (!isObject(value)) return [value];
  if (!('type' in value)) return shorthand(value);
  if (value.type === 'html') {
    report().warning({ message: 'A sidebar item of type "html" is left out: this generator has no HTML sidebar items.', rule: 'sidebar-html', hint: 'Use a `link` item, or a category with a `link`.' });
    return [];
  }
  if (value.type === 'ref') return [{ ...value, type: 'doc' }];
  if (value.type === 'category') {
    const { key: _key, ...rest } = value;
    const link = isObject(rest.link) && rest.link.type === 'generated-index' ? withoutUndefined(rest.link) : rest.link;
    return [{ ...rest, ...(link === undefined ? {} : { link }), items: items(rest.items ?? []) }];
  }
  if (value.type === 'doc' || value.type === 'link') {
    const { key: _key, ...rest } = value;
    return [rest];
  }
  return [value];
}

const withoutUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The absolute path of the sidebars file a config names. */
export const sidebarsPath = (rootDir: string, path: string) => resolve(rootDir, path);
