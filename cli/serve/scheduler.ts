// serve's scheduler: when to build, and when to write the site-wide files.
//
//   idle ──edit──▶ building ──▶ settling ──▶ site-wide ──▶ idle
//                     ▲  │  (tabs fetch their   │ (sitemap, search index,
//                     │  │   changed pages,     │  llms files: given up
//                     └──┴── edits pause) ◀─────┘  when an edit comes in)
//
// The last save wins: a save while a build runs asks for another build (unless
// that build read the file as it is now), and so does a file the build read
// that changed since. Changed pages reach the tabs first; the site-wide files
// follow once the tabs have their pages and edits pause.

export type SchedulerState = 'idle' | 'building' | 'settling' | 'site-wide';

/** What the next build must cover: nothing yet, some saved files (none, if the last build read them as they are), or everything. */
type Next = { kind: 'nothing' } | { kind: 'saves'; paths: Set<string> } | { kind: 'everything' };

/** Which file events the site-wide pass gives way to: any (one may be an edit the watcher has not reported yet), or reported edits only. */
type PassYields = 'to-any-file-event' | 'to-edits';

export interface BuildReport {
  /** Tabs told to reload: the site-wide pass waits until they have fetched their page (or a second). */
  reloading: number;
  /** The site-wide files, still to be written. */
  siteWide?: (stop: () => boolean) => Promise<'written' | 'stopped' | 'failed'>;
}

export interface SchedulerHooks {
  /** Runs a build and tells the tabs; 'read-mid-save' when it failed on a file a save was changing (nothing shown: build again). */
  build(reason: string): Promise<BuildReport | 'read-mid-save' | 'failed'>;
  /** Files the last build read that changed since. */
  stale(): string[];
  /** Whether the last build read these files as they are now. */
  upToDate(paths: string[]): boolean;
}

const NOTHING: Next = { kind: 'nothing' };
const EVERYTHING: Next = { kind: 'everything' };

/** How long the site-wide pass waits for the tabs, then for a pause in edits, then (after giving way to a file event) for its report. */
const TABS_MS = 1000;
/**
 * A pause is a second without a save: an editor saving as one types (VS Code's autosave waits
 * 1 s) would otherwise start the pass (about 0.5 s on the large benchmark site) only to give it
 * up, and the edit that stops it waited for it to stop and clear what it had staged: at 250 ms,
 * a quarter of the edits of a save every 0.4 s took 100–200 ms to reach the browser, not 60–80.
 */
const PAUSE_MS = 1000;
const REPORT_MS = 50;

export class Scheduler {
  state: SchedulerState = 'idle';
  private running?: Promise<void>;
  private next: Next = NOTHING;
  private reason = '';
  /** Watcher events not reported yet (the watcher stats each file, and reports a burst at once). */
  private readonly unreported = new Set<string>();
  /** A file event came in during the site-wide pass. */
  private eventDuringPass = false;
  private passYields: PassYields = 'to-any-file-event';
  private pagesServed = 0;
  /** Wakes whatever waits (for a tab, a pause, or a new edit). */
  private wake?: () => void;

  constructor(private readonly hooks: SchedulerHooks) {}

  /** A build for `reason`: now, or after the one running (`paths`: the files saved; none means anything may have changed). */
  request(reason: string, paths: string[] = []): Promise<void> {
    if (this.running) {
      this.ask(paths);
      this.reason = reason;
      this.wake?.();
      return this.running;
    }
    this.reason = reason;
    this.running = this.loop().finally(() => {
      this.running = undefined;
      this.state = 'idle';
    });
    return this.running;
  }

  /** Whether a build runs or its site-wide files are being written. */
  get busy(): boolean {
    return this.running !== undefined;
  }

  /** The watcher saw something happen to a file (before it knows whether it is an edit). */
  fileEvent(): void {
    this.eventDuringPass = true;
  }

  /** The watcher has an event about `path`, to be reported once the burst is over. */
  watcherEvent(path: string): void {
    this.unreported.add(path);
    this.wake?.();
  }

  /** The watcher reports its burst: the files it saw change. */
  report(): string[] {
    const paths = [...this.unreported];
    this.unreported.clear();
    return paths;
  }

  /** A tab fetched a page (a tab that reloads fetches its page). */
  pageServed(): void {
    this.pagesServed++;
    this.wake?.();
  }

  private ask(paths: string[]): void {
    if (!paths.length || this.next.kind === 'everything') this.next = EVERYTHING;
    else if (this.next.kind === 'nothing') this.next = { kind: 'saves', paths: new Set(paths) };
    else for (const p of paths) this.next.paths.add(p);
  }

  /** Whether another build is needed: something changed since the build read it (a save it read as it is now needs none). */
  private needsBuild(): boolean {
    if (this.next.kind === 'saves' && this.hooks.upToDate([...this.next.paths])) this.next = NOTHING;
    return this.next.kind !== 'nothing';
  }

  /** Anything asked for or seen since the build started (the waits end early then). */
  private changeWaiting(): boolean {
    return this.next.kind !== 'nothing' || this.unreported.size > 0;
  }

  /** An edit waits: a save or event about a file the last build did not read as it is now (a mode change is none). */
  private editWaiting(): boolean {
    const next = this.next;
    if (next.kind === 'everything') return true;
    if (this.unreported.size > 0 && !this.hooks.upToDate([...this.unreported])) return true;
    return next.kind === 'saves' && !this.hooks.upToDate([...next.paths]);
  }

  private async loop(): Promise<void> {
    do {
      this.next = NOTHING;
      this.state = 'building';
      const report = await this.hooks.build(this.reason);
      if (report === 'read-mid-save') {
        this.next = EVERYTHING;
        continue;
      }
      const built = report === 'failed' ? undefined : report;
      const siteWide = built?.siteWide;
      // The tabs showing a changed page fetch it first: nothing else runs on this thread meanwhile.
      if (built && siteWide) {
        this.state = 'settling';
        await this.settle(built.reloading, TABS_MS, 0);
      }
      // A save can slip between a watcher event and the read of the file: build again. The last save wins.
      if (this.next.kind === 'nothing' && this.hooks.stale().length) this.next = EVERYTHING;
      if (siteWide && !this.needsBuild()) await this.writeSiteWide(siteWide);
    } while (this.needsBuild());
  }

  /** The site-wide files once the tabs showing a changed page have it (see `loop`) and edits pause; an edit arriving first builds before them. */
  private async writeSiteWide(write: NonNullable<BuildReport['siteWide']>): Promise<void> {
    this.state = 'settling';
    await this.settle(0, 0, PAUSE_MS);
    this.state = 'site-wide';
    this.eventDuringPass = false;
    const yieldsToAny = this.passYields === 'to-any-file-event';
    const outcome = this.editWaiting() ? 'stopped' : await write(() => this.editWaiting() || (yieldsToAny && this.eventDuringPass));
    if (outcome === 'written') this.passYields = 'to-any-file-event';
    else if (outcome === 'stopped' && yieldsToAny && this.eventDuringPass && !this.editWaiting()) {
      // It gave way to a file event the watcher has not reported yet: an edit's report starts the next
      // build (not the event itself: the file may be half written). Anything else, the pass (whose data
      // it used up) comes again after a build, giving way to edits only.
      await this.settle(0, 0, REPORT_MS);
      if (!this.editWaiting()) {
        this.passYields = 'to-edits';
        this.next = EVERYTHING;
        this.reason = 'After a file event';
      }
    }
    if (this.next.kind === 'nothing' && this.hooks.stale().length) this.next = EVERYTHING;
  }

  /**
   * Until `expected` tabs have fetched their new page (or `ms` passed), then until edits have paused
   * for `idleMs`: the site-wide pass neither slows the page down nor starts only to be given up for
   * the next save of a burst. Returns early once a change waits.
   */
  private async settle(expected: number, ms: number, idleMs: number): Promise<void> {
    const target = this.pagesServed + expected;
    const deadline = Date.now() + ms;
    const pause = (until: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, until - Date.now()));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }).finally(() => (this.wake = undefined));
    while (this.pagesServed < target && !this.changeWaiting() && Date.now() < deadline) await pause(deadline);
    const idle = Date.now() + idleMs;
    while (!this.changeWaiting() && Date.now() < idle) await pause(idle);
  }
}
