import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { School } from '@portal/shared/contracts';
import type { DB } from '../db/database.js';
import type { OpenDataStore } from './store.js';
import { writeChecked, type CheckOptions, type ImportDataset, type ImportFormat, type ImportReport } from './import.js';
import { RECORDS_PER_MESSAGE, type CheckerData, type CheckerMessage, type JobMessage } from './import-messages.js';
import type { ApiMessage } from '../errors.js';
import { apiWords } from '../i18n/api-text.js';

export type ImportStatus = 'queued' | 'checking' | 'writing' | 'done' | 'failed';

/** An import as its progress is read (`GET /api/v1/imports/{id}`). */
export interface ImportJob {
  id: string;
  dataset: ImportDataset;
  status: ImportStatus;
  /** Rows in the file, once it is read. */
  rows: number | null;
  /** Rows checked so far. */
  checked: number;
  /** Records to write (new or changed), once every row is checked and none was rejected. */
  to_write: number | null;
  /** Records written so far, in the import's one transaction (none of them is published before all are). */
  written: number;
  started_at: string;
  finished_at: string | null;
  /** The report, once every row is checked; `applied` once written. */
  report: ImportReport | null;
  /** Why a failed import failed, in English (`failureOf` gives it as a catalogue text, for the reader's language). */
  message: string | null;
}

const failures = new WeakMap<ImportJob, ApiMessage>();

/** Why `job` failed, as a text of the API's catalogue; undefined while it has not. */
export const failureOf = (job: ImportJob): ApiMessage | undefined => failures.get(job);

/** A file the checker could not read: the sender's mistake, not the server's. */
export class UnreadableImportError extends Error {}

/** How many finished imports are kept for their progress to be read. */
const KEPT_JOBS = 50;

/**
 * The checker's worker. The server runs its TypeScript through tsx (no build step), whose loader a
 * worker does not inherit on Node 20 (`--import tsx` in its execArgv comes too late for its own entry),
 * so the worker registers tsx first and then imports the checker. A compiled copy (.js) starts it directly.
 */
function startChecker(): Worker {
  const extension = extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./import-worker${extension}`, import.meta.url);
  if (extension !== '.ts') return new Worker(entry);
  const [tsx, checker] = [import.meta.resolve('tsx/esm/api'), entry.href].map((url) => JSON.stringify(url));
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${checker}); });`, { eval: true });
}

/**
 * Runs imports one at a time (two at once would both number new schools from the same published data),
 * each checked in a worker thread and written in short statements that let the event loop turn, so the
 * server keeps answering during a large import; then reloads what it serves.
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * The checker, started at the first import and kept for the next: a start costs 0.6 s of an idle machine
   * and about 2 s of a busy one. Imports run one at a time, so one checker is enough.
   */
  private checker: Worker | undefined;
  /** When the running import's last write statement finished; null while none writes. */
  private lastWriteAt: number | null = null;

  constructor(
    private readonly db: DB,
    private readonly store: OpenDataStore,
  ) {}

  /** Queues an import; `finished` resolves once it is done or failed, with what made it fail. */
  start(input: { dataset: ImportDataset; format: ImportFormat; text: string; options: Omit<CheckOptions, 'dataset'> }): {
    job: ImportJob;
    finished: Promise<{ job: ImportJob; error?: unknown }>;
  } {
    const job: ImportJob = {
      id: randomUUID(),
      dataset: input.dataset,
      status: 'queued',
      rows: null,
      checked: 0,
      to_write: null,
      written: 0,
      started_at: new Date().toISOString(),
      finished_at: null,
      report: null,
      message: null,
    };
    this.keep(job);
    const finished = this.queue
      .then(() => this.run(job, input))
      .then(
        () => ({ job }),
        (error: unknown) => {
          const failure: ApiMessage =
            error instanceof UnreadableImportError
              ? { key: 'importUnreadable', values: { detail: error.message } }
              : { key: 'importFailed' };
          failures.set(job, failure);
          job.status = 'failed';
          job.message = apiWords('en')(failure.key, failure.values);
          return { job, error };
        },
      )
      .finally(() => {
        job.finished_at = new Date().toISOString();
      });
    this.queue = finished;
    return { job, finished };
  }

  get(id: string): ImportJob | undefined {
    return this.jobs.get(id);
  }

  /**
   * True while an import is writing and its last statement finished within `withinMs`: the database is
   * answering, though its one connection is the import's until it commits.
   */
  writingWithin(withinMs: number): boolean {
    return this.lastWriteAt !== null && Date.now() - this.lastWriteAt <= withinMs;
  }

  /** Stops any checker still running (the server is closing). */
  async close(): Promise<void> {
    await this.checker?.terminate();
  }

  private keep(job: ImportJob) {
    this.jobs.set(job.id, job);
    for (const [id, kept] of this.jobs) {
      if (this.jobs.size <= KEPT_JOBS) break;
      if (kept.finished_at) this.jobs.delete(id);
    }
  }

  private async run(job: ImportJob, input: Parameters<ImportJobs['start']>[0]): Promise<void> {
    job.status = 'checking';
    const { report, rowParts } = await this.check(job, input);
    job.report = report;
    if (report.rejected.length > 0) {
      job.status = 'done';
      return;
    }
    job.status = 'writing';
    job.to_write = report.created + report.updated;
    this.lastWriteAt = Date.now();
    try {
      job.report = await writeChecked(this.db, report, rowParts, {
        onWritten: (records) => {
          job.written = records;
          this.lastWriteAt = Date.now();
        },
      });
    } finally {
      this.lastWriteAt = null;
    }
    if (job.report.created + job.report.updated > 0) await this.store.reload();
    job.status = 'done';
  }

  /** Reads and checks the file in the checker's thread, against the data as published now. */
  private check(job: ImportJob, input: Parameters<ImportJobs['start']>[0]) {
    const { states, policies, schools } = this.store.data;
    const checker = this.runningChecker();
    // It keeps the process alive while it checks, not while it waits for the next import.
    checker.ref();
    const rowParts: string[] = [];
    /** Whether the checker answered (a report, or why the file cannot be checked), so it can check the next import. */
    let answered = false;
    let stopListening = () => {};
    return new Promise<{ report: ImportReport; rowParts: string[] }>((resolve, reject) => {
      const onMessage = (message: CheckerMessage) => {
        if (message.type === 'read') job.rows = message.rows;
        else if (message.type === 'checked') job.checked = message.rows;
        else if (message.type === 'rows') rowParts.push(...message.parts);
        else if (message.type === 'checked-all') {
          answered = true;
          job.checked = job.rows ?? job.checked;
          resolve({ report: message.report, rowParts });
        } else {
          answered = true;
          reject(message.unreadable ? new UnreadableImportError(message.message) : new Error(message.message));
        }
      };
      const onExit = (code: number) => reject(new Error(`The import's checker stopped (exit code ${code}) before it answered.`));
      checker.on('message', onMessage).on('error', reject).on('exit', onExit);
      stopListening = () => checker.off('message', onMessage).off('error', reject).off('exit', onExit);
      const start: CheckerData = {
        text: input.text,
        format: input.format,
        options: { ...input.options, dataset: input.dataset },
        context: { states, policies },
      };
      checker.postMessage({ type: 'start', job: start } satisfies JobMessage);
      void this.sendSchools(checker, schools).catch(reject);
    }).finally(() => {
      stopListening();
      if (answered) checker.unref();
      else {
        // Stopped, or stuck mid-file: the next import starts a checker of its own.
        if (this.checker === checker) this.checker = undefined;
        void checker.terminate();
      }
    });
  }

  /** The checker, started if there is none (the first import, or the last one's stopped). */
  private runningChecker(): Worker {
    if (this.checker) return this.checker;
    const checker = startChecker();
    checker.once('exit', () => {
      if (this.checker === checker) this.checker = undefined;
    });
    this.checker = checker;
    return checker;
  }

  /** The published schools in parts, each copied in one go, with the event loop turning between them. */
  private async sendSchools(checker: Worker, schools: readonly School[]) {
    const send = (message: JobMessage) => checker.postMessage(message);
    for (let start = 0; start < schools.length; start += RECORDS_PER_MESSAGE) {
      send({ type: 'schools', schools: schools.slice(start, start + RECORDS_PER_MESSAGE) });
      await yieldToEventLoop();
    }
    send({ type: 'check' });
  }
}
