// The reference's pages beside the operations: one index page per folder
// (group or tag) and the webhooks' index, the sidebar, the API info page and
// the interactive API page.
import type { TocEntry } from '../../mdx/compile-data.ts';
import type { PageRecord, SidebarItem, SidebarLink } from '../../model.ts';
import type { ApiInfoView, ConsoleOperationData, GroupView } from '../../../renderer/api-types.ts';
import type { ApiContext } from './api-context.ts';
import { markdownToHtml } from './markdown.ts';
import type { PlannedPage } from './plan.ts';
import { securityViews } from './security.ts';
import { obj, str } from './values.ts';

export interface ReferenceIndex {
  groups: Map<string, GroupView>;
  sidebarItems: SidebarItem[];
  /** The index pages, in sidebar order. */
  groupPages: PageRecord[];
  /** Tags with operations, in sidebar order. */
  tagsWithOps: string[];
  hooks: PlannedPage[];
}

interface GeneratedPage {
  id: string;
  path: string;
  kind: PageRecord['kind'];
  title: string;
  description: string;
  headings: TocEntry[];
  generatedKey: string;
  frontMatter?: PageRecord['frontMatter'];
  sourceLinks?: PageRecord['sourceLinks'];
  clientIds?: string[];
}

/** A generated page's record; its content hash is set once links in its view are resolved (buildApiModel). */
function generatedPage(ctx: ApiContext, p: GeneratedPage): PageRecord {
  return {
    id: p.id,
    path: p.path,
    kind: p.kind,
    title: p.title,
    description: p.description,
    headings: p.headings,
    sourceFile: ctx.file,
    frontMatter: p.frontMatter ?? {},
    sourceLinks: p.sourceLinks ?? [],
    titleInContent: false,
    generatedKey: p.generatedKey,
    contentHash: '',
    ...(p.clientIds && { clientIds: p.clientIds }),
  };
}

/** The sidebar and the index pages: tags in group order (settings last), each operation followed by its callbacks. */
export function referenceIndex(ctx: ApiContext): ReferenceIndex {
  const { config, plan, labelOf } = ctx;
  const { tagDefs, folderOf, explicitGroups } = plan;
  const groups = new Map<string, GroupView>();
  const sidebarItems: SidebarItem[] = [];
  const groupPages: [string, string, string, string][] = [];
  const linkOf = (p: PlannedPage): SidebarLink & { deprecated?: boolean } => ({ type: 'link', label: labelOf(p), href: p.route, method: p.method, ...(p.deprecated ? { deprecated: true } : {}) });
  const isSettings = (t: string) => explicitGroups && folderOf.get(t) === 'settings';
  const grouped = plan.tagOrder.filter((t) => explicitGroups && folderOf.has(t) && !isSettings(t));
  const ungrouped = plan.tagOrder.filter((t) => !(explicitGroups && folderOf.has(t)));
  const orderedTags = [...grouped, ...ungrouped, ...plan.tagOrder.filter(isSettings)];
  const tagsWithOps = orderedTags.filter((t) => plan.pages.some((p) => p.kind === 'operation' && p.tag === t));
  let infoInserted = false;
  const insertInfo = () => {
    if (infoInserted) return;
    sidebarItems.push({ type: 'link', label: `${config.product.name} API`, href: plan.infoRoute });
    infoInserted = true;
  };
  if (!explicitGroups) insertInfo();
  for (const tag of tagsWithOps) {
    // Deprecated operations last; each operation followed by its callbacks.
    const ops = plan.pages.filter((p) => p.kind === 'operation' && p.tag === tag);
    const sorted = [...ops.filter((p) => !p.deprecated), ...ops.filter((p) => p.deprecated)];
    const items: SidebarItem[] = sorted.flatMap((p) => [linkOf(p), ...(ctx.childCallbacks.get(p.key) ?? []).map(linkOf)]);
    const folder = folderOf.get(tag);
    if (!folder) insertInfo();
    const tagDef = tagDefs.get(tag);
    let href: string | undefined;
    if (folder) {
      href = `/api/${folder}/`;
      const listed = sorted.map((p) => ({ method: p.method, path: p.path, summary: labelOf(p), href: p.route, ...(p.deprecated ? { deprecated: true } : {}) }));
      const existing = groups.get(folder);
      if (existing) existing.operations.push(...listed);
      else {
        groups.set(folder, { tag, descriptionHtml: markdownToHtml(tagDef?.description).html, operations: listed });
        groupPages.push([folder, tag, href, str(tagDef?.description)?.split('\n')[0] || `${tag} operations of the ${config.product.name} API.`]);
      }
    }
    // A schema without tags: operations straight under the reference.
    if (tag === plan.untagged && tagsWithOps.length === 1 && !folder) sidebarItems.push(...items);
    else sidebarItems.push({ type: 'category', label: tag, href, collapsed: true, items });
  }
  insertInfo();
  const hooks = plan.pages.filter((p) => p.kind === 'webhook');
  if (hooks.length && plan.webhooksFolder) {
    const sorted = [...hooks.filter((p) => !p.deprecated), ...hooks.filter((p) => p.deprecated)];
    const href = `/api/${plan.webhooksFolder}/`;
    groups.set(plan.webhooksFolder, {
      kind: 'webhooks',
      tag: 'Webhooks',
      descriptionHtml: `<p>Requests the ${escapeText(config.product.name)} API sends to your endpoints when events happen.</p>`,
      operations: sorted.map((p) => ({ method: p.method, path: p.name!, summary: str(p.op.summary) || p.name!, href: p.route, ...(p.deprecated ? { deprecated: true } : {}) })),
    });
    groupPages.push([plan.webhooksFolder, 'Webhooks', href, `Webhooks the ${config.product.name} API sends.`]);
    sidebarItems.push({ type: 'category', label: 'Webhooks', href, collapsed: true, items: sorted.map(linkOf) });
  }
  const pages = groupPages.map(([key, title, path, description]) => generatedPage(ctx, { id: `api/group/${key}`, path, kind: 'api-group', title, description, headings: [], generatedKey: key }));
  return { groups, sidebarItems, groupPages: pages, tagsWithOps, hooks };
}

/** The API info page: the document's description, servers, security schemes and groups. `ids` are its element ids. */
export function infoPage(ctx: ApiContext, index: ReferenceIndex): { info: ApiInfoView; page: PageRecord; ids: Set<string> } {
  const { config, plan, docServers } = ctx;
  const info0 = obj(ctx.doc.info);
  const infoMd = markdownToHtml(info0.description, { headingIds: true });
  const info: ApiInfoView = {
    title: str(info0.title) || `${config.product.name} API`,
    version: str(info0.version) ?? '',
    descriptionHtml: infoMd.html,
    serverUrl: ctx.serverUrl,
    servers: docServers.length > 1 || docServers.some((s) => s.variables.length || s.descriptionHtml) ? docServers : [],
    securitySchemes: Object.keys(ctx.schemes).flatMap((name) => securityViews(ctx, [{ [name]: [] }])[0]),
    groups: [
      ...index.tagsWithOps.map((tag) => ({ tag, href: plan.folderOf.has(tag) ? `/api/${plan.folderOf.get(tag)}/` : undefined, count: plan.pages.filter((p) => p.kind === 'operation' && p.tag === tag).length })),
      ...(index.hooks.length ? [{ tag: 'Webhooks', href: `/api/${plan.webhooksFolder}/`, count: index.hooks.length }] : []),
    ],
    typesHref: '/api.d.ts',
    schemaHref: '/openapi.json',
  };
  const headings: TocEntry[] = [...infoMd.headings.filter((h) => h.depth <= 3)];
  if (info.servers.length) headings.push({ depth: 2, id: 'servers', text: 'Servers' });
  headings.push({ depth: 2, id: 'operations', text: 'Operations' }, { depth: 2, id: 'machine-readable', text: 'Schema and types' });
  const page = generatedPage(ctx, {
    id: 'api/info',
    path: plan.infoRoute,
    kind: 'api-info',
    title: info.title,
    description: str(info0.summary) ?? `Reference of the ${config.product.name} API.`,
    headings,
    sourceLinks: infoMd.links.map((url) => ({ url, line: 0 })),
    generatedKey: 'info',
  });
  return { info, page, ids: new Set([...infoMd.headings.map((h) => h.id), 'servers', 'operations', 'machine-readable']) };
}

/** The interactive API page: it lists groups; the operations' anchors are made by its script from the console's index. */
export function interactivePage(ctx: ApiContext, consoleOps: ConsoleOperationData[]): PageRecord {
  return generatedPage(ctx, {
    id: 'interactive-api',
    path: '/interactive-api/',
    kind: 'interactive-api',
    title: 'Interactive API',
    description: `Build requests to every ${ctx.config.product.name} API operation and send them from the browser.`,
    headings: [],
    frontMatter: { hide_table_of_contents: true },
    generatedKey: 'console',
    clientIds: consoleOps.map((o) => o.operationId),
  });
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
