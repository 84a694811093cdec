// `docs version <name>` and `docs write-translations`, as Docusaurus'
// `docs:version` and `write-translations` do them: a snapshot of the current
// docs, sidebars (and here the API schema) under the Docusaurus folder names,
// and a locale's code.json with every UI string of the theme.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { loadConfig } from '../config.ts';
import { BuildError } from '../errors.ts';
import { codeJsonFile, CURRENT, readVersionNames, translatedDocsDir, versionDocsDir, versionSidebarsFile, versionsFile } from '../plugins/versions/layout.ts';
import { UI_STRINGS } from '../../renderer/strings.ts';

const vendoredSchema = (file: string) => [file, ...['.yaml', '.yml', '.json'].map((ext) => file.replace(/\.(ya?ml|json)$/, ext))].find((f) => existsSync(f));

/** Snapshots the current docs as version `name`; returns the message to print. */
export async function versionCommand(name: string, configFile: string): Promise<string> {
  const config = await loadConfig(configFile);
  if (!/^[^/\\?#\s]+$/.test(name) || name === CURRENT || name === '.' || name === '..') {
    throw new BuildError(`"${name}" cannot name a version.`, undefined, 'Use a name without slashes, spaces, `?` or `#` (and not "current"), e.g. `docs version 2.0`.');
  }
  const names = readVersionNames(config);
  if (names.includes(name)) throw new BuildError(`The version "${name}" exists already.`, { file: versionsFile(config) }, 'Choose a new name, or remove it from versions.json and its folders first.');
  const docs = versionDocsDir(config, name);
  if (existsSync(docs)) throw new BuildError(`${relative(config.rootDir, docs)}/ exists already.`, undefined, 'Remove the folder, or choose another name.');
  if (!existsSync(config.contentDir)) throw new BuildError(`No docs to snapshot: ${relative(config.rootDir, config.contentDir)}/ is missing.`, { file: config.configFile });
  cpSync(config.contentDir, docs, { recursive: true });
  const sidebars = versionSidebarsFile(config, name);
  mkdirSync(dirname(sidebars), { recursive: true });
  writeFileSync(sidebars, JSON.stringify(config.sidebars, null, 2) + '\n');
  const written = [docs, sidebars];
  // The API reference of this version: its own copy of the schema.
  const schema = vendoredSchema(config.schema.vendored);
  if (schema) {
    const target = join(config.rootDir, 'versioned_schemas', `version-${name}-openapi${extname(schema)}`);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(schema, target);
    written.push(target);
  }
  // Each locale's translated docs, as Docusaurus copies them.
  for (const locale of config.i18n.locales) {
    const from = translatedDocsDir(config, locale, CURRENT);
    if (locale === config.i18n.defaultLocale || !existsSync(from)) continue;
    const to = translatedDocsDir(config, locale, name);
    cpSync(from, to, { recursive: true });
    written.push(to);
  }
  writeFileSync(versionsFile(config), JSON.stringify([name, ...names], null, 2) + '\n');
  return `Version ${name} made: ${written.map((f) => relative(config.rootDir, f)).join(', ')}; versions.json lists it first.`;
}

/** Writes i18n/<locale>/code.json: every UI string, the translations already there kept. */
export async function writeTranslationsCommand(configFile: string, locale?: string): Promise<string> {
  const config = await loadConfig(configFile);
  const code = locale ?? config.i18n.defaultLocale;
  if (!config.i18n.locales.includes(code)) {
    throw new BuildError(`The locale "${code}" is not one of the config's (${config.i18n.locales.join(', ')}).`, { file: config.configFile }, `Add it to \`i18n.locales\` first.`);
  }
  const file = codeJsonFile(config, code);
  let existing: Record<string, { message?: string; description?: string }> = {};
  if (existsSync(file)) {
    try {
      existing = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new BuildError(`code.json is not valid JSON: ${(error as Error).message}`, { file }, 'Fix it, or delete it to write a new one.');
    }
  }
  const out: Record<string, { message: string; description: string }> = {};
  let kept = 0;
  for (const [id, { message, description }] of Object.entries(UI_STRINGS)) {
    const had = existing[id]?.message;
    if (typeof had === 'string') kept++;
    out[id] = { message: typeof had === 'string' ? had : message, description };
  }
  // Messages of the site's own (ids the theme does not have) stay as they are.
  for (const [id, entry] of Object.entries(existing)) if (!(id in out)) out[id] = entry as { message: string; description: string };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  return `${relative(config.rootDir, file)}: ${Object.keys(UI_STRINGS).length} UI strings (${kept} translations kept).`;
}
