// The API model as a build holds it. The views of the operation and group
// pages are nearly all of a model (tens of MB of highlighted samples and
// example HTML on a large schema), yet each is read only while its own page
// is rendered and its Markdown twin and search records are made. So they are
// kept as JSON text, in memory (serve) or in the cache file on disk (`docs
// build`), and parsed one page at a time; the rest of the model stays live.
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { CacheDamaged, digest, type CacheArea } from '../../cache.ts';
import type { ApiInfoView, ConsoleOperationData, GroupView, OperationView } from '../../../renderer/api-types.ts';
import type { PageRecord, SidebarItem } from '../../model.ts';
import type { ApiModel } from './operations.ts';

/** Where each view's text is: its key, byte offset and byte length in the views file, and its hash (checked when read). */
type ViewIndex = [key: string, offset: number, length: number, hash: string][];

/** The cache entry's small part, read in full: everything but the views, and where they are. */
interface Head {
  pages: PageRecord[];
  sidebarItems: SidebarItem[];
  info: ApiInfoView;
  console: ConsoleOperationData[];
  consoleGroups: ApiModel['consoleGroups'];
  sharedLevels: ApiModel['sharedLevels'];
  operations: ViewIndex;
  groups: ViewIndex;
}

export type StoredApiModel = Omit<ApiModel, 'operations' | 'groups'> & {
  operation(key: string): OperationView | undefined;
  group(key: string): GroupView | undefined;
  /** Where a view's JSON text is on disk (a `docs build` model), for a worker thread to read itself. */
  viewFile?(kind: 'operation' | 'group', key: string): ViewRef | undefined;
};

/** Where a view's JSON text is in the views file, and its hash. */
export interface ViewRef {
  file: string;
  offset: number;
  length: number;
  hash: string;
}

const headName = (key: string) => `${key}.json`;
const viewsName = (key: string) => `${key}.views`;

/**
 * A model being built, its views written to the cache as each is finished (synchronously: they are
 * read back from there while this build renders), never all of them at once. `inMemory` keeps the
 * texts in memory instead of reading them back from disk (serve, whose cache may change under it).
 */
export class ApiModelWriter {
  private readonly file: string;
  private readonly tmp: string;
  private readonly fd: number;
  private offset = 0;
  private readonly texts = new Map<string, string>();
  private readonly operations: ViewIndex = [];

  constructor(
    private readonly cache: CacheArea,
    private readonly key: string,
    private readonly inMemory: boolean,
  ) {
    this.file = cache.path(viewsName(key));
    mkdirSync(dirname(this.file), { recursive: true });
    // Written a view at a time (never the whole model as one string), to a temp name, then renamed.
    this.tmp = `${this.file}.${process.pid}.tmp`;
    this.fd = openSync(this.tmp, 'w');
  }

  operation(name: string, view: OperationView): void {
    this.operations.push(this.add('o:', name, view));
  }

  private add(prefix: string, name: string, view: unknown): ViewIndex[number] {
    const text = JSON.stringify(view);
    const bytes = Buffer.from(text);
    writeAll(this.fd, bytes);
    if (this.inMemory) this.texts.set(prefix + name, text);
    const entry: ViewIndex[number] = [name, this.offset, bytes.length, digest(bytes)];
    this.offset += bytes.length;
    return entry;
  }

  /** The model stored: the group views written after the operations', the head last. */
  finish(model: Omit<ApiModel, 'operations'>): StoredApiModel {
    const { groups, ...rest } = model;
    let head: Head;
    try {
      head = { ...rest, operations: this.operations, groups: [...groups].map(([name, view]) => this.add('g:', name, view)) };
    } finally {
      closeSync(this.fd);
    }
    // The views first: a head on disk always has its views file.
    renameSync(this.tmp, this.file);
    this.cache.writeJson(headName(this.key), head);
    if (this.inMemory) return withViews(head, (prefix, name) => this.texts.get(prefix + name));
    return fromDisk(head, this.file);
  }

  /** A model that failed to build: its partial views file goes. */
  abort(): void {
    try {
      closeSync(this.fd);
    } catch {
      // closed by `finish` already
    }
    rmSync(this.tmp, { force: true });
  }
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** A model stored by an earlier build, or undefined when the cache has none (or a damaged one). */
export function loadApiModel(cache: CacheArea, key: string, inMemory: boolean): StoredApiModel | undefined {
  const head = cache.readJson<Head>(headName(key));
  if (!head || !Array.isArray(head.operations) || !Array.isArray(head.groups)) return undefined;
  if (![...head.operations, ...head.groups].every((entry) => Array.isArray(entry) && entry.length === 4)) return undefined;
  const file = cache.path(viewsName(key));
  // A views file of another length is not this head's (a damaged cache): the model is made again.
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size !== viewsLength(head)) return undefined;
  if (!inMemory) return fromDisk(head, file);
  const all = readViews(file, head);
  return all && withViews(head, (prefix, name) => all.get(prefix + name));
}

function viewsLength(head: Head): number {
  let end = 0;
  for (const [, offset, length] of [...head.operations, ...head.groups]) end = Math.max(end, offset + length);
  return end;
}

/** Every view's text at once (serve keeps them in memory). */
function readViews(file: string, head: Head): Map<string, string> | undefined {
  const texts = new Map<string, string>();
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined; // no views file: the model is made again
  }
  try {
    for (const [prefix, list] of [['o:', head.operations], ['g:', head.groups]] as const) {
      for (const [name, offset, length, hash] of list) texts.set(prefix + name, readAt(fd, file, offset, length, hash));
    }
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
  return texts;
}

/** A view's text, checked against its hash (a damaged views file fails the build, which is then made again without the cache). */
function readAt(fd: number, file: string, offset: number, length: number, hash: string): string {
  const buffer = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, done, length - done, offset + done);
    if (n === 0) break;
    done += n;
  }
  if (done < length || digest(buffer) !== hash) throw new CacheDamaged(`a view of the API model in ${file}`);
  return buffer.toString('utf8');
}

/** A view's text from its place in the views file (a worker reads it itself). */
export function readView(ref: ViewRef): string {
  const fd = openSync(ref.file, 'r');
  try {
    return readAt(fd, ref.file, ref.offset, ref.length, ref.hash);
  } finally {
    closeSync(fd);
  }
}

/** Views read from the views file when asked for: the file is opened for each (a build reads each view about once). */
function fromDisk(head: Head, file: string): StoredApiModel {
  const places = new Map<string, ViewRef>();
  for (const [prefix, list] of [['o:', head.operations], ['g:', head.groups]] as const) {
    for (const [name, offset, length, hash] of list) places.set(prefix + name, { file, offset, length, hash });
  }
  const model = withViews(head, (prefix, name) => {
    const place = places.get(prefix + name);
    return place && readView(place);
  });
  model.viewFile = (kind, key) => places.get((kind === 'operation' ? 'o:' : 'g:') + key);
  return model;
}

/**
 * The model with views parsed from `text` on demand. The last view parsed is kept: a page's
 * render, search records and twin ask for the same view one after the other.
 */
function withViews(head: Head, text: (prefix: 'o:' | 'g:', name: string) => string | undefined): StoredApiModel {
  const { operations: _o, groups: _g, ...rest } = head;
  let last: { id: string; view: unknown } | undefined;
  const view = <T>(prefix: 'o:' | 'g:', name: string): T | undefined => {
    const id = prefix + name;
    if (last?.id === id) return last.view as T;
    const json = text(prefix, name);
    if (json === undefined) return undefined;
    last = { id, view: JSON.parse(json) };
    return last.view as T;
  };
  return { ...rest, operation: (key) => view<OperationView>('o:', key), group: (key) => view<GroupView>('g:', key) };
}
