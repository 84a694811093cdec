// The servers an operation is sent to: the operation's own, else its path's,
// else the document's; with their variables, and the URL the samples use.
import type { ServerView } from '../../../renderer/api-types.ts';
import { markdownToHtml } from './markdown.ts';
import type { SchemaResolver } from './schema-tree.ts';
import { arr, obj, str, type Obj } from './values.ts';

/** Servers as shown: variables listed; URLs as written. */
export function serverViews(resolver: SchemaResolver, list: unknown): ServerView[] {
  return arr(list)
    .map((raw) => obj(resolver.deref(raw).value))
    .filter((s) => str(s.url) !== undefined)
    .map((s) => ({
      url: str(s.url)!,
      descriptionHtml: markdownToHtml(s.description).html,
      variables: Object.entries(obj(s.variables)).map(([name, v]) => ({
        name,
        default: str(obj(v).default) ?? '',
        enum: Array.isArray(obj(v).enum) ? obj(v).enum.map((x: unknown) => String(x)) : undefined,
        descriptionHtml: markdownToHtml(obj(v).description).html,
      })),
    }));
}

/** A server's URL with its variables' defaults, absolute (relative URLs are relative to the API base URL). */
export function serverUrlOf(server: ServerView | undefined, fallback: string): string {
  if (!server) return fallback.replace(/\/+$/, '');
  const filled = server.url.replace(/\{([^}]+)\}/g, (m, name) => server.variables.find((v) => v.name === name)?.default ?? m);
  let url = filled;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(filled)) {
    try {
      url = new URL(filled, fallback.replace(/\/*$/, '/')).href;
    } catch {
      url = filled;
    }
  }
  return url.replace(/\/+$/, '');
}

export interface OperationServers {
  /** The operation's or its path's own servers (empty when it has none). */
  own: ServerView[];
  /** The servers it may be sent to: its own, else the document's. */
  servers: ServerView[];
  /** The URL its samples use. */
  url: string;
  /** Whether the page lists the servers (a choice to make, or variables to fill). */
  show: boolean;
}

/** An operation's servers; `docServers` and `serverUrl` are the document's. */
export function operationServers(resolver: SchemaResolver, op: Obj, pathItem: Obj, docServers: ServerView[], serverUrl: string): OperationServers {
  const own = serverViews(resolver, op.servers).length ? serverViews(resolver, op.servers) : serverViews(resolver, pathItem.servers);
  return {
    own,
    servers: own.length ? own : docServers,
    url: own.length ? serverUrlOf(own[0], serverUrl) : serverUrl,
    show: own.length > 0 || docServers.length > 1 || docServers.some((s) => s.variables.length > 0),
  };
}
