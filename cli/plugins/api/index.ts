// The API reference plugin. A site has one reference, at its root, from the
// config's schema (reference.ts). On a site with versions
// (cli/plugins/versions/layout.ts), a version with its own schema snapshot
// (versioned_schemas/, as `docs version` writes it) gets a reference of its
// own under its path, its console and samples sending to its servers; the
// other versions share the config schema's. A sidebar's `{ type: 'api' }`
// lists the reference of its version (`api@<version>` in scoped sidebars).
import { join } from 'node:path';
import type { ResolvedConfig } from '../../config.ts';
import type { BuildContext, Contribution, Output, PageKind, PageRecord, Plugin, SidebarItem, SiteScope } from '../../plugin-api.ts';
import { siteLayout, type Scope, type SiteLayout, type VersionInfo } from '../versions/layout.ts';
import { ApiReference } from './reference.ts';

/** Versions sharing one schema, served at `home`'s path (the root when the last version is one of them). */
interface Group {
  home: Scope;
  versions: VersionInfo[];
  /** The snapshot; unset: the config's schema. */
  schemaFile?: string;
}

export function referenceGroups(layout: SiteLayout): Group[] {
  const locale = layout.locales.find((l) => l.isDefault)!;
  const groups = new Map<string, VersionInfo[]>();
  for (const v of layout.versions) groups.set(v.schemaFile ?? '', [...(groups.get(v.schemaFile ?? '') ?? []), v]);
  return [...groups].map(([file, versions]) => {
    const home = versions.find((v) => v.isLast) ?? versions[0];
    return { home: layout.scopes.find((s) => s.versionInfo === home && s.localeInfo === locale)!, versions, ...(file ? { schemaFile: file } : {}) };
  });
}

/** The config as a group's reference sees it: its version's docs (routes its pages keep clear of), schema, base URL and schema cache. */
function groupConfig(config: ResolvedConfig, group: Group): ResolvedConfig {
  const { key } = group.home;
  return {
    ...config,
    contentDir: group.home.versionInfo.docsDir,
    ...(key ? { baseUrl: `${config.baseUrl}${key}/`, cacheDir: join(config.cacheDir, 'versions', key) } : {}),
    ...(group.schemaFile ? { schema: { ...config.schema, url: undefined, vendored: group.schemaFile } } : {}),
  };
}

/** Sidebar items with model routes moved under a prefix. */
function rebaseItems(items: SidebarItem[], base: string): SidebarItem[] {
  if (!base) return items;
  return items.map((item) =>
    item.type === 'category'
      ? { ...item, ...(item.href ? { href: base + item.href } : {}), items: rebaseItems(item.items, base) }
      : item.external || !item.href.startsWith('/') ? item : { ...item, href: base + item.href },
  );
}

export class ApiPlugin implements Plugin {
  readonly name = 'api';
  /** By where they are served and what from: kept between serve's rebuilds, with their memos. */
  private references = new Map<string, ApiReference>();
  private current: ApiReference[] = [];

  private reference(base: string, config: ResolvedConfig): ApiReference {
    const id = `${base}\0${config.schema.vendored}`;
    let ref = this.references.get(id);
    if (!ref) this.references.set(id, (ref = new ApiReference({ base, config })));
    ref.part = { base, config };
    return ref;
  }

  async load(ctx: BuildContext): Promise<Contribution> {
    const { config } = ctx;
    const layout = siteLayout(config);
    if (!layout) {
      // One reference, as on every site without versions.
      const ref = this.reference('', config);
      this.current = [ref];
      const { items, ...contribution } = await ref.load(ctx);
      return items ? { ...contribution, sidebarItems: { api: items } } : contribution;
    }
    const groups = referenceGroups(layout);
    this.current = groups.map((g) => this.reference(g.home.base, groupConfig(config, g)));
    const loaded = await Promise.all(this.current.map((ref) => ref.load(ctx)));
    const pages: PageRecord[] = [];
    const kinds = new Map<string, PageKind>();
    const byScope = new Map<string, Record<string, PageKind>>();
    const sidebarItems: Record<string, SidebarItem[]> = {};
    const watch: string[] = [];
    groups.forEach((group, i) => {
      const got = loaded[i];
      watch.push(...(got.watch ?? []));
      if (!got.items) return; // no schema
      const home = group.home;
      // The versions sharing it find its pages as theirs (the version menu links them).
      const sharedWith = group.versions.filter((v) => v !== home.versionInfo).map((v) => layout.scopes.find((s) => s.versionInfo === v && s.localeInfo === home.localeInfo)!.key);
      const scope: SiteScope = { key: home.key, base: home.base, lang: home.lang, dir: home.dir, version: home.version, locale: home.locale, ...(home.noIndex ? { noIndex: true } : {}), ...(sharedWith.length ? { sharedWith } : {}) };
      for (const page of got.pages ?? []) pages.push({ ...page, scope });
      byScope.set(home.key, got.kinds ?? {});
      for (const [name, kind] of Object.entries(got.kinds ?? {})) if (!kinds.has(name)) kinds.set(name, kind);
      const items = rebaseItems(got.items, home.base);
      if (group.versions.some((v) => v.isLast)) sidebarItems.api = items;
      for (const v of group.versions) sidebarItems[`api@${v.name}`] = items;
    });
    if (!byScope.size) return { watch };
    // Every reference has the same kinds: each page is rendered by its own reference's.
    const own = (page: PageRecord, name: string) => byScope.get(page.scope?.key ?? '')![name];
    const dispatched = Object.fromEntries(
      [...kinds].map(([name, kind]): [string, PageKind] => [
        name,
        {
          content: (page, env) => own(page, name).content(page, env),
          markdown: typeof kind.markdown === 'function' ? (page, rendered) => (own(page, name).markdown as Exclude<PageKind['markdown'], false | undefined>)(page, rendered) : kind.markdown,
          searchParts: typeof kind.searchParts === 'function' ? (page, rendered) => (own(page, name).searchParts as Exclude<PageKind['searchParts'], false | undefined>)(page, rendered) : kind.searchParts,
        },
      ]),
    );
    return { pages, kinds: dispatched, sidebarItems, watch };
  }

  pageWritten(): void {
    for (const ref of this.current) ref.pageWritten();
  }

  async finish(ctx: BuildContext, out: Output): Promise<void> {
    for (const ref of this.current) await ref.finish(ctx, out);
  }

  async summarize(ctx: BuildContext, out: Output): Promise<void> {
    for (const ref of this.current) await ref.summarize(ctx, out);
  }
}
