// Doc tags, as Docusaurus users write them: front matter `tags` (strings, or
// `{ label, permalink }`), optionally predefined in `tags.yml` at the top of
// the content folder (`key: { label, permalink, description }`). Every tag
// gets a page listing its docs at `/tags/<permalink>/`, and `/tags/` lists the
// tags. Unlisted docs are on no tag page.
import type { ServerModule } from '../../server-module.ts';
import GithubSlugger from 'github-slugger';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { parseDocument } from 'yaml';
import { BuildError } from '../../errors.ts';
import { frontMatterLine, type PageRecord } from '../../model.ts';
import type { PageKind, SiteScope } from '../../plugin-api.ts';

export const TAG_KIND = 'tag';
export const TAGS_KIND = 'tags';
export const TAGS_ROUTE = '/tags/';

interface TagDefinition {
  label: string;
  permalink: string;
  description?: string;
}

/** The predefined tags of `tags.yml` (or `.yaml`), by key. */
export function readTagsFile(contentDir: string): { file?: string; tags: Map<string, TagDefinition> } {
  const tags = new Map<string, TagDefinition>();
  const file = ['tags.yml', 'tags.yaml'].map((n) => join(contentDir, n)).find((f) => existsSync(f));
  if (!file) return { tags };
  const text = readFileSync(file, 'utf8');
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length) {
    const err = doc.errors[0];
    throw new BuildError(`Invalid tags file: ${err.message.split('\n')[0]}`, { file, line: err.linePos?.[0]?.line ?? 1 });
  }
  const data = (doc.toJS() ?? {}) as Record<string, unknown>;
  const lineOf = (key: string) => text.split('\n').findIndex((l) => l.startsWith(`${key}:`)) + 1 || 1;
  if (typeof data !== 'object' || Array.isArray(data)) throw new BuildError('Invalid tags file: expected `key: { label, permalink, description }` entries.', { file, line: 1 });
  for (const [key, value] of Object.entries(data)) {
    const v = (value ?? {}) as Record<string, unknown>;
    if (typeof v !== 'object' || Array.isArray(v) || Object.keys(v).some((k) => !['label', 'permalink', 'description'].includes(k)) || [v.label, v.permalink, v.description].some((x) => x !== undefined && typeof x !== 'string')) {
      throw new BuildError(`Invalid tags file: the tag \`${key}\` must be empty or have string \`label\`, \`permalink\` and \`description\`.`, { file, line: lineOf(key) });
    }
    tags.set(key, { label: (v.label as string | undefined) ?? key, permalink: (v.permalink as string | undefined) ?? slugOf(key), description: v.description as string | undefined });
  }
  return { file, tags };
}

const slugOf = (label: string) => new GithubSlugger().slug(label) || encodeURIComponent(label);

export const tagRoute = (permalink: string) => `${TAGS_ROUTE}${permalink.replace(/^\/+|\/+$/g, '')}/`;

/** A doc's tags with their routes. */
export function docTags(page: PageRecord, predefined: Map<string, TagDefinition>, base = ''): (TagDefinition & { href: string })[] {
  const out: (TagDefinition & { href: string })[] = [];
  for (const tag of page.frontMatter.tags ?? []) {
    const def =
      typeof tag === 'string'
        ? (predefined.get(tag) ?? { label: tag, permalink: slugOf(tag) })
        : { label: tag.label, permalink: tag.permalink ?? slugOf(tag.label), description: tag.description };
    if (/[?#\s]/.test(def.permalink)) {
      throw new BuildError(`Invalid tag permalink "${def.permalink}": it may not contain spaces, \`?\` or \`#\`.`, { file: page.sourceFile, line: frontMatterLine(page, 'tags') });
    }
    const href = base + tagRoute(def.permalink);
    if (!out.some((t) => t.href === href)) out.push({ ...def, href });
  }
  return out;
}

/** The tag pages of a set of docs (none when no doc has tags). */
export function tagPages(docs: PageRecord[], predefined: Map<string, TagDefinition>, tagsFile: string | undefined, scope?: SiteScope): PageRecord[] {
  // A scope's (a version, a locale) are under its path, with ids under its key (the version menu finds them by their id there).
  const at = scope?.base ?? '';
  const byHref = new Map<string, { def: TagDefinition; docs: PageRecord[] }>();
  for (const doc of docs) {
    if (doc.frontMatter.unlisted) continue;
    for (const tag of docTags(doc, predefined, at)) {
      const entry = byHref.get(tag.href) ?? { def: tag, docs: [] };
      entry.docs.push(doc);
      byHref.set(tag.href, entry);
    }
  }
  if (!byHref.size) return [];
  const base = (id: string, path: string, kind: string, title: string, label: string, description: string, sourceFile: string, key: string): PageRecord => ({
    id: scope?.key ? `${scope.key}/${id}` : id,
    path,
    ...(scope ? { scope: { key: scope.key, base: scope.base, lang: scope.lang, dir: scope.dir, version: scope.version, locale: scope.locale, ...(scope.noIndex ? { noIndex: true } : {}) } } : {}),
    kind,
    title,
    description,
    headings: [],
    sourceFile,
    frontMatter: { hide_table_of_contents: true, sidebar_label: label },
    sourceLinks: [],
    titleInContent: false,
    generatedKey: key,
  });
  const pages: PageRecord[] = [];
  const all = [...byHref].sort((a, b) => a[1].def.label.localeCompare(b[1].def.label));
  pages.push(base('__tags__', at + TAGS_ROUTE, TAGS_KIND, 'Tags', 'Tags', '', tagsFile ?? all[0][1].docs[0].sourceFile, 'the tags page'));
  for (const [href, { def, docs: tagged }] of all) {
    const n = tagged.length;
    pages.push(base(`__tag__${href.slice(at.length)}`, href, TAG_KIND, `${n} doc${n === 1 ? '' : 's'} tagged with "${def.label}"`, def.label, def.description ?? '', tagsFile ?? tagged[0].sourceFile, `the page of the tag "${def.label}"`));
  }
  return pages;
}

/** Renders a tag's page (its docs) and the list of tags, from the model (never from sources). */
export function tagKinds(): Record<string, PageKind<ServerModule>> {
  const tagged = (pages: PageRecord[], href: string) => pages.filter((p) => !p.frontMatter.unlisted && p.tags?.some((t) => t.href === href));
  return {
    [TAG_KIND]: {
      async content(page, { server, model }) {
        const docs = tagged(model.pages, page.path)
          .map((d) => ({ href: d.path, title: d.title, description: d.description }))
          .sort((a, b) => a.title.localeCompare(b.title));
        return {
          key: createHash('sha256').update(JSON.stringify([page.title, page.description, docs])).digest('hex'),
          linkSources: [],
          render: () => createElement(server.TagDocs, { description: page.description, docs, allTagsHref: (page.scope?.base ?? '') + TAGS_ROUTE, baseUrl: model.config.baseUrl }),
        };
      },
    },
    [TAGS_KIND]: {
      async content(page, { server, model }) {
        const tags = model.pages
          .filter((p) => p.kind === TAG_KIND && p.scope?.key === page.scope?.key)
          .map((p) => ({ href: p.path, label: p.frontMatter.sidebar_label ?? p.title, count: tagged(model.pages, p.path).length }))
          .sort((a, b) => a.label.localeCompare(b.label));
        return {
          key: createHash('sha256').update(JSON.stringify(tags)).digest('hex'),
          linkSources: [],
          render: () => createElement(server.TagsIndex, { tags, baseUrl: model.config.baseUrl }),
        };
      },
    },
  };
}
