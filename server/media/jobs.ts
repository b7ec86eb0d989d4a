/**
 * Runs jobs that are kept in the database (docs/decisions.md "Media jobs in the database"): every instance looks
 * for work, claims one job at a time under a lease, renews the lease while the job runs, and lets the job end it.
 * A job whose instance died keeps a lease that runs out; the next look of any instance takes it over. Looks happen
 * when `kick()` says there is work (here or, through the events seam, on another instance) and every `pollMs`.
 *
 * What a job is, and how it is claimed, renewed and ended, belongs to the caller (`LeasedJobs`). The worker only
 * keeps `concurrency` jobs running (ffmpeg is heavy on a 2-core machine), logs a job's failure without letting it
 * reach anyone, and lets the server finish running jobs before it closes the database (`drain()`).
 */
export type LeasedJobs<Job> = {
  /** takes one job whose lease is free or ran out, leasing it to this instance; undefined when there is none */
  claim(): Promise<Job | undefined>;
  /** extends the lease of a job this instance is running */
  renew(job: Job): Promise<void>;
  /** does the job and takes it off the queue; when it throws, the job is tried again once its lease runs out */
  run(job: Job): Promise<void>;
  /** how the log names the job */
  name(job: Job): string;
};

export type JobWorker = {
  /** starts looking for work: at once, on every kick and every `pollMs` */
  start(): void;
  /** there may be work: look now */
  kick(): void;
  /** resolves when this instance runs nothing and its last look found nothing to claim */
  idle(): Promise<void>;
  /** stops looking, and waits for the jobs that are running */
  drain(): Promise<void>;
};

export type JobWorkerOptions = {
  concurrency?: number;
  /** how often to look without a kick, for jobs whose lease ran out */
  pollMs?: number;
  /** how often a running job's lease is renewed (well within the lease) */
  renewMs?: number;
};

type Log = { error(obj: object, message: string): void };

export function createJobWorker<Job>(log: Log, jobs: LeasedJobs<Job>, options: JobWorkerOptions = {}): JobWorker {
  const { concurrency = 1, pollMs = 5_000, renewMs = 5_000 } = options;
  const running = new Set<Promise<void>>();
  let started = false;
  let closed = false;
  let looking: Promise<void> | undefined;
  let lookAgain = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  let waiters: (() => void)[] = [];

  function settle() {
    if (looking || running.size > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  function runJob(job: Job) {
    const renewal = setInterval(() => {
      jobs.renew(job).catch((error: unknown) => log.error({ err: error, job: jobs.name(job) }, 'media job lease not renewed'));
    }, renewMs);
    renewal.unref();
    const task = jobs
      .run(job)
      .catch((error: unknown) => log.error({ err: error, job: jobs.name(job) }, 'media job failed'))
      .finally(() => {
        clearInterval(renewal);
        running.delete(task);
        look();
        settle();
      });
    running.add(task);
  }

  async function claimWhileRoom() {
    do {
      lookAgain = false;
      while (!closed && running.size < concurrency) {
        let job: Job | undefined;
        try {
          job = await jobs.claim();
        } catch (error) {
          log.error({ err: error }, 'media job not claimed');
          return;
        }
        if (job === undefined) break;
        // claimed is leased: run it even when drain() began meanwhile (drain waits for it)
        runJob(job);
      }
    } while (lookAgain && !closed);
  }

  // One look at a time; a kick during a look makes it look once more, so no kick is lost.
  function look() {
    if (!started || closed) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = claimWhileRoom().finally(() => {
      looking = undefined;
      settle();
    });
  }

  return {
    start() {
      if (started || closed) return;
      started = true;
      poll = setInterval(look, pollMs);
      poll.unref();
      look();
    },
    kick: look,
    idle() {
      if (!looking && running.size === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async drain() {
      closed = true;
      clearInterval(poll);
      await looking;
      await Promise.all([...running]);
      settle();
    },
  };
}
