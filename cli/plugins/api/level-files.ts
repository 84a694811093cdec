// The files of deferred schema levels (schema-levels.ts): per operation page
// that has some, `{ fragments: { anchor: html }, ids: { id: anchor } }`, the
// HTML the page would have drawn in each placeholder's place (the same
// component, so byte for byte), and which fragment holds each element id
// (a deep link to one loads it). Named by the view's hash: written once.
// Then the components shared by large pages (shared-levels.ts): one file
// each, `{ html }`, its ids starting with ROOT_ANCHOR.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Output } from '../../plugin-api.ts';
import { hashOf } from '../../sink.ts';
import { Body } from '../../../renderer/components/api/SchemaView.tsx';
import type { SchemaNode } from '../../../renderer/api-types.ts';
import { deferredNodes } from './schema-levels.ts';
import type { StoredApiModel } from './stored-model.ts';

/** Every element id inside a node's structure (its descendants' anchors). */
function idsIn(node: SchemaNode, into: string[]) {
  const kids = node.recursiveRef || node.sameAs ? [] : [...(node.variants?.options ?? []), ...(node.properties ?? []), ...(node.items ? [node.items] : []), ...(node.additional ? [node.additional] : [])];
  for (const k of kids) {
    into.push(k.anchor);
    idsIn(k, into);
  }
}

/** The file each operation page has (by its key; null: none), with its hash: what serve keeps between builds of the same model. */
export type LevelFiles = Map<string, { path: string; hash: string } | null>;

export async function writeLevelFiles(model: StoredApiModel, baseUrl: string, out: Output, known?: LevelFiles): Promise<LevelFiles> {
  const prefix = baseUrl.replace(/\/$/, '');
  const written: LevelFiles = new Map();
  for (const page of model.pages) {
    if (page.kind !== 'api-operation') continue;
    const key = page.generatedKey!;
    // serve, the same model again: the file is what it was (made again only if out/ lacks it).
    const same = known?.get(key);
    if (same !== undefined) {
      written.set(key, same);
      if (same) await out.writeLazily(same.path, same.hash, () => levelFile(model, key, prefix)!.text);
      continue;
    }
    const file = levelFile(model, key, prefix);
    if (!file) {
      written.set(key, null);
      continue;
    }
    const hash = hashOf(file.text);
    written.set(key, { path: file.path, hash });
    await out.write(file.path, file.text, hash);
  }
  for (const file of model.sharedLevels ?? []) {
    // Drawn at the depth of a nested level (every shared structure is below the first).
    const html = renderToStaticMarkup(createElement(Body, { node: file.node, depth: 1, whole: true }));
    await out.write(file.url.slice(prefix.length + 1), JSON.stringify({ html }));
  }
  return written;
}

/** An operation's level file, if its page defers some levels. */
function levelFile(model: StoredApiModel, key: string, prefix: string): { path: string; text: string } | undefined {
  const view = model.operation(key);
  const levels = view?.schemaLevels;
  if (!view || !levels?.url) return undefined;
  const depths = new Map(levels.anchors.map((a, i) => [a, levels.depths[i]]));
  const fragments: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const [anchor, node] of deferredNodes(view, depths)) {
    fragments[anchor] = renderToStaticMarkup(createElement(Body, { node, depth: depths.get(anchor)!, whole: true }));
    const inside: string[] = [];
    idsIn(node, inside);
    for (const id of inside) ids[id] = anchor;
  }
  return { path: levels.url!.slice(prefix.length + 1), text: JSON.stringify({ fragments, ids }) };
}
