// serve: each page's render key between rebuilds, and which pages an edit
// cannot have changed. A page's data (its layout's input) is made from its own
// record, its sidebar (in the layout key), the config, the plugins' additions
// and a few fields of other pages (prev/next labels, pagination targets). When
// the config and the routes are what they were, every record that differs
// differs only where no other page looks (body, headings, description…), and
// the plugins' additions read only the page's own record, a page whose record
// is unchanged keeps its data and key: the edit of one guide then neither
// builds nor compares the data of the other 1,420 pages of the benchmark site.
import type { ResolvedConfig } from './config.ts';
import type { PageRecord, SiteModel } from './model.ts';
import { sameJson } from './page-data.ts';
import type * as Server from '../renderer/server.tsx';

/** A built-in plugin whose `pageAdditions` reads only the page's own record, the page kinds and the config (not part of the plugin API). */
export interface LocalAdditions {
  additionsReadPageOnly(): boolean;
}

/** A page's key as the last build made it, and what it was made from. */
export interface KnownKey {
  content: string;
  layout: string;
  key: string;
  pageData: Server.PageData;
  /** The record it was made from (a shallow copy: a plugin may keep its records and change them). */
  record: PageRecord;
}

/** The fields of a record other pages' data reads (neighbour labels, pagination targets, the plugins' indexes). */
const SEEN_BY_OTHERS = ['id', 'path', 'kind', 'title', 'sidebar', 'sourceFile', 'frontMatter', 'scope'] as const;

export class PageKeys {
  private readonly known = new Map<string, KnownKey>();
  /** The config and routes (in order) of the last build that keyed every page; unset after a build that did not. */
  private site?: { config: ResolvedConfig; paths: string[] };
  /** This build's pages whose record is the one their known key was made from. */
  private carried?: Set<PageRecord>;

  /**
   * Before a build keys its pages. `additionsLocal`: every plugin's additions depend on the page's
   * own record and the config only (a site's own plugin may read anything: then nothing is carried).
   */
  begin(model: SiteModel, additionsLocal: boolean): void {
    const site = this.site;
    this.site = undefined; // set again once every page is keyed
    this.carried = undefined;
    if (!site || !additionsLocal || !sameFields(site.config, model.config) || site.paths.length !== model.pages.length) return;
    const carried = new Set<PageRecord>();
    for (let i = 0; i < model.pages.length; i++) {
      const page = model.pages[i];
      if (site.paths[i] !== page.path) return;
      const known = this.known.get(page.path);
      if (!known) return;
      if (sameFields(known.record, page)) carried.add(page);
      // A change other pages see (a title, a sidebar, front matter): every page's data is made again.
      else if (!SEEN_BY_OTHERS.every((field) => sameJson(known.record[field], page[field]))) return;
    }
    this.carried = carried;
  }

  /** The known key of a page whose data cannot have changed (the same content and layout keys), else undefined. */
  carry(page: PageRecord, content: string, layout: string): KnownKey | undefined {
    if (!this.carried?.has(page)) return undefined;
    const known = this.known.get(page.path);
    return known && known.content === content && known.layout === layout ? known : undefined;
  }

  get(path: string): KnownKey | undefined {
    return this.known.get(path);
  }

  set(page: PageRecord, known: Omit<KnownKey, 'record'>): void {
    this.known.set(page.path, { ...known, record: { ...page } });
  }

  /** Every page is keyed: the next build may carry them. */
  end(model: SiteModel): void {
    for (const path of this.known.keys()) if (!model.byPath.has(path)) this.known.delete(path);
    this.site = { config: model.config, paths: model.pages.map((p) => p.path) };
    this.carried = undefined;
  }
}

/** Whether two objects have the same own fields, each the same value (or, for objects made anew, the same JSON). */
function sameFields(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (x !== y && !(typeof x === 'object' && sameJson(x, y))) return false;
  }
  return true;
}
