// Component structures shared by every page that uses them. A large page
// (its schemas past SHARE_AFTER) does not expand a component found deep in
// its schemas: the node says which file holds the component's structure, and
// the browser loads it when the reader opens that level
// (renderer/client/schema-levels.ts). Each component is built once for the
// whole reference, its own nested components shared in turn, so a payments
// API whose every response reaches most of its components no longer repeats
// them on every page (Stripe's document: 450 MB of per-page level files).
//
// A file's ids start with ROOT_ANCHOR, which the client replaces with the
// anchor of the node it is opened under (the ids a page would have had).
import { createHash } from 'node:crypto';
import type { SchemaNode } from '../../../renderer/api-types.ts';
import { withBase } from '../../../renderer/url.ts';
import { toolFingerprint } from '../../paths.ts';
import { TreeBuilder, type SchemaResolver, type SchemaUse, type ShareSink } from './schema-tree.ts';
import { fixHtmlFields, type Fix } from './schema-links.ts';

/** The first part of every id in a shared file (renderer/client/schema-levels.ts replaces it). */
export const ROOT_ANCHOR = 'schema-level-root';

/** Estimated HTML of a page's schemas past which its deep components are shared (three times what a page draws). */
export const SHARE_AFTER = 300_000;

/**
 * The property levels from which a large page shares components: the Markdown
 * twin lists a request body four levels deep and a response one level deep
 * (the search records three and one), and past that only asks whether a field
 * has fields (it lists small flat shapes, never a component with fields of its
 * own); so the twin and the search records stay what they were.
 */
export const PAGE_SHARE_LEVELS = { request: 5, response: 2 };

interface Entry {
  raw: unknown;
  use: SchemaUse;
  /** The page that first used it: links in its descriptions are resolved from there. */
  route: string;
  node?: SchemaNode;
  path?: string;
}

/** A shared file as the model keeps it: its URL (under the reference's base URL, like the pages') and the structure it draws. */
export interface SharedLevel {
  url: string;
  node: SchemaNode;
}

export class SharedLevels implements ShareSink {
  private readonly entries = new Map<string, Entry>();
  /** The page being built (set by the caller before each). */
  route = '';
  constructor(private readonly resolver: SchemaResolver) {}

  add(key: string, raw: unknown, use: SchemaUse): string {
    if (!this.entries.has(key)) this.entries.set(key, { raw, use, route: this.route });
    return key;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Builds every shared structure (which may share more), resolves their links and names their files by content. */
  finish(fix: Fix, baseUrl: string): { files: SharedLevel[]; urlOf: (key: string) => string } {
    // Entries added while this runs are built too (a Map iterates over what is added).
    for (const [, entry] of this.entries) {
      const builder = new TreeBuilder(this.resolver);
      builder.use = entry.use;
      builder.share = { sink: this, request: 1, response: 1 };
      this.route = entry.route;
      entry.node = builder.build(entry.raw, ROOT_ANCHOR);
      fixHtmlFields(entry.node, entry.route, fix);
    }
    // A file's name covers what it links to as well (every file is immutable once published).
    const own = new Map<string, string>();
    const links = new Map<string, string[]>();
    for (const [key, entry] of this.entries) {
      own.set(key, hash(JSON.stringify(entry.node)));
      const keys: string[] = [];
      eachNode(entry.node!, (n) => void (n.shared?.key && keys.push(n.shared.key)));
      links.set(key, keys);
    }
    for (const [key, entry] of this.entries) {
      const reached = new Set([key]);
      const queue = [key];
      while (queue.length) for (const next of links.get(queue.pop()!) ?? []) if (!reached.has(next)) (reached.add(next), queue.push(next));
      const digest = hash([...reached].map((k) => own.get(k)).sort().join());
      entry.path = `/assets/api/levels/shared/${fileName(key)}-${digest.slice(0, 12)}.json`;
    }
    const urlOf = (key: string) => withBase(baseUrl, this.entries.get(key)!.path!);
    const files = [...this.entries.keys()].map((key) => {
      const node = this.entries.get(key)!.node!;
      setUrls(node, urlOf);
      return { url: urlOf(key), node };
    });
    return { files, urlOf };
  }
}

const hash = (text: string) => createHash('sha256').update(text).update(toolFingerprint()).digest('hex');

/** `response:#/components/schemas/charge` → `charge-response`. */
function fileName(key: string): string {
  const [use, ref] = key.startsWith('#') ? ['', key] : [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  const name = (ref.split('/').pop() ?? 'schema').replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 80);
  return use ? `${name}-${use}` : name;
}

/** Every node of a tree, the shared ones included (their structure is elsewhere). */
export function eachNode(node: SchemaNode, visit: (n: SchemaNode) => void): void {
  visit(node);
  for (const o of node.variants?.options ?? []) eachNode(o, visit);
  for (const p of node.properties ?? []) eachNode(p, visit);
  if (node.items) eachNode(node.items, visit);
  if (node.additional) eachNode(node.additional, visit);
}

/** Puts each shared node's file URL in place of its key. */
export function setUrls(node: SchemaNode, urlOf: (key: string) => string): void {
  eachNode(node, (n) => {
    if (!n.shared?.key) return;
    n.shared.url = urlOf(n.shared.key);
    delete n.shared.key;
  });
}
