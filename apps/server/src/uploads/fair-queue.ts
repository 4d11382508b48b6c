/**
 * Admission and scheduling of expensive upload work (decoding photos and terrain models) in
 * one process, fair between organisations:
 *
 * - An organisation may have at most `perTenant` uploads admitted at once (being received,
 *   waiting or being decoded), and the process at most `total`; beyond either the upload is
 *   refused before its body is read (`QueueFull`, answered 429 with Retry-After).
 * - At most `slots` jobs run at once, and at most one of each organisation, so one
 *   organisation's burst holds one slot and another organisation's job starts at once while a
 *   slot is free, or after one job's time at most when every slot is busy.
 * - Waiting organisations are served round robin: the one served longest ago goes first.
 * - A ticket whose client has gone (its signal aborts) leaves the queue without running.
 *
 * The state is this process's alone: each process of an installation bounds its own work.
 */
export type FairQueueOptions = {
  /** Jobs running at once in the process. */
  slots: number;
  /** Uploads one organisation may have admitted at once. */
  perTenant: number;
  /** Uploads the process admits at once. */
  total: number;
  /** What Retry-After says, in seconds, when an upload is refused. */
  retryAfterSeconds: number;
};

export class QueueFull extends Error {
  override readonly name = 'QueueFull';
  constructor(
    readonly scope: 'organisation' | 'server',
    readonly retryAfterSeconds: number,
  ) {
    super(
      scope === 'organisation'
        ? 'Your organisation is already uploading the most files at once it may'
        : 'The server is busy with uploads',
    );
  }
}

type Waiter = { tenant: string; arrival: number; start: () => void };

/** One admitted upload: run its job when its turn comes, and release it when it is done. */
export type Ticket = {
  /** Runs `job` in a free slot (waiting for its turn); rejects with the signal's reason if aborted first. */
  run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Gives the admission back (idempotent); `run` must have settled or never been called. */
  release(): void;
};

export class FairQueue {
  private readonly admitted = new Map<string, number>();
  private admittedTotal = 0;
  private readonly running = new Map<string, number>();
  private runningTotal = 0;
  /** Waiting jobs per organisation, in arrival order. */
  private readonly waiting = new Map<string, Waiter[]>();
  /** When each organisation was last served (a counter); forgotten once it has nothing admitted. */
  private readonly lastServed = new Map<string, number>();
  private serial = 0;
  private startedTotal = 0;

  constructor(private readonly options: FairQueueOptions) {}

  /** Admits one upload of `tenant`, or throws QueueFull. */
  admit(tenant: string | number): Ticket {
    const key = String(tenant);
    const mine = this.admitted.get(key) ?? 0;
    if (mine >= this.options.perTenant) throw new QueueFull('organisation', this.options.retryAfterSeconds);
    if (this.admittedTotal >= this.options.total)
      throw new QueueFull('server', this.options.retryAfterSeconds);
    this.admitted.set(key, mine + 1);
    this.admittedTotal++;
    let released = false;
    return {
      run: (job, signal) => this.run(key, job, signal),
      release: () => {
        if (released) return;
        released = true;
        const left = (this.admitted.get(key) ?? 1) - 1;
        if (left === 0) {
          this.admitted.delete(key);
          this.lastServed.delete(key);
        } else this.admitted.set(key, left);
        this.admittedTotal--;
      },
    };
  }

  /** How many jobs have started since the process began: a refusal before decoding leaves it as it was. */
  started(): number {
    return this.startedTotal;
  }

  /** What the queue holds now (for tests, metrics and logs). */
  stats(): { admitted: number; running: number; waiting: number } {
    let waiting = 0;
    for (const list of this.waiting.values()) waiting += list.length;
    return { admitted: this.admittedTotal, running: this.runningTotal, waiting };
  }

  private run<T>(tenant: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        const list = this.waiting.get(tenant);
        const index = list?.indexOf(waiter) ?? -1;
        if (index < 0) return;
        list!.splice(index, 1);
        if (list!.length === 0) this.waiting.delete(tenant);
        reject(signal!.reason);
      };
      const waiter: Waiter = {
        tenant,
        arrival: this.serial++,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running.set(tenant, (this.running.get(tenant) ?? 0) + 1);
          this.runningTotal++;
          this.startedTotal++;
          let done: Promise<T>;
          try {
            done = job();
          } catch (error) {
            done = Promise.reject(error);
          }
          done.then(resolve, reject).finally(() => {
            const left = (this.running.get(tenant) ?? 1) - 1;
            if (left === 0) this.running.delete(tenant);
            else this.running.set(tenant, left);
            this.runningTotal--;
            this.dispatch();
          });
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const list = this.waiting.get(tenant);
      if (list) list.push(waiter);
      else this.waiting.set(tenant, [waiter]);
      this.dispatch();
    });
  }

  /**
   * Starts waiting jobs while slots are free: of the organisations with a job waiting and none
   * running, the one served longest ago (never served first), then the one waiting longest.
   */
  private dispatch(): void {
    while (this.runningTotal < this.options.slots) {
      let next: Waiter[] | undefined;
      let nextServed = 0;
      for (const [tenant, list] of this.waiting) {
        if (this.running.get(tenant)) continue;
        const served = this.lastServed.get(tenant) ?? Number.NEGATIVE_INFINITY;
        if (!next || served < nextServed || (served === nextServed && list[0]!.arrival < next[0]!.arrival)) {
          next = list;
          nextServed = served;
        }
      }
      if (!next) break;
      const waiter = next.shift()!;
      if (next.length === 0) this.waiting.delete(waiter.tenant);
      this.lastServed.set(waiter.tenant, this.serial++);
      waiter.start();
    }
  }
}
