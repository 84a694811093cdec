// Builds a one-page site around an OpenAPI document, in this process (the
// builder API, no output written): what a new provider's first build does.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildResult } from '../cli/build.ts';
import { buildSite } from '../cli/compose.ts';
import { formatError } from '../cli/errors.ts';

export interface SchemaSiteBuild {
  result?: BuildResult & { files: Map<string, Buffer> };
  error?: unknown;
  /** What the build logged (stderr in the CLI). */
  log: string;
  /** The `warning file:line:column: …` lines. */
  warnings: string[];
  /** An emitted file, as text. */
  file(path: string): string | undefined;
}

export function schemaSiteConfig(schemaFile: string): string {
  return `export default {
  title: 'Docs',
  url: 'https://docs.provider.example',
  baseUrl: '/',
  product: { name: 'Provider', slug: 'provider' },
  links: { app: 'https://app.provider.example/', hub: 'https://hub.provider.example/', status: 'https://status.provider.example/' },
  customFields: { apiBaseUrl: 'https://api.provider.example', apiClientId: 'docs' },
  schema: { vendored: ${JSON.stringify(schemaFile)}, timeoutMs: 800 },
  navbar: { title: 'Docs', items: [] },
  footer: null,
  sidebars: { api: ['index', { type: 'api' }] },
};
`;
}

/** Builds the site for `schemaFile`; never throws (the error is returned). */
export async function buildSchemaSite(schemaFile: string, opts: { strict?: boolean } = {}): Promise<SchemaSiteBuild> {
  const site = mkdtempSync(join(tmpdir(), 'docs-schema-site-'));
  mkdirSync(join(site, 'content'));
  writeFileSync(join(site, 'content', 'index.mdx'), '---\ntitle: Provider docs\n---\n\nThe reference is in the sidebar.\n');
  writeFileSync(join(site, 'docs-site.config.ts'), schemaSiteConfig(schemaFile));
  const lines: string[] = [];

  let result: (BuildResult & { files: Map<string, Buffer> }) | undefined;
  let error: unknown;
  try {
    const built = await buildSite({ configFile: join(site, 'docs-site.config.ts'), offline: true, strictSchema: opts.strict, log: (m) => lines.push(m) });
    // The output is read back before the site folder goes (the build streams it to disk).
    result = { ...built, files: new Map([...built.manifest.keys()].map((path) => [path, readFileSync(join(built.config.outDir, path))])) };
  } catch (e) {
    error = e;
    lines.push(`Build failed.\n${formatError(e)}`);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
  const log = lines.join('\n');
  return {
    result,
    error,
    log,
    warnings: log.split('\n').filter((l) => l.startsWith('  warning ')),
    file: (path) => {
      const f = result?.files.get(path);
      return f === undefined ? undefined : f.toString('utf8');
    },
  };
}

/** The operation ids the interactive API page offers (from the console's index it names). */
export function consoleOperationIds(b: SchemaSiteBuild): string[] {
  const html = b.file('interactive-api/index.html') ?? '';
  const index = /data-console="\/([^"]+)"/.exec(html)?.[1];
  const text = index ? b.file(index) : undefined;
  return text ? (JSON.parse(text) as { operations: { operationId: string }[] }).operations.map((o) => o.operationId) : [];
}
