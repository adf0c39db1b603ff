/**
 * The worker thread an import is checked in (`import-jobs.ts` starts it): it reads the file and checks
 * every row, which for a large file is seconds of processor, away from the thread that answers requests.
 * It stays for the next import: for each, it is given the file and the published states and policies,
 * then the published schools in parts, and answers with its progress, the rows to write, in parts, and
 * the report.
 */
import { parentPort } from 'node:worker_threads';
import { CsvError } from 'csv-parse/sync';
import type { School } from '@portal/shared/contracts';
import { checkRows, ImportFileError, readRows } from './import.js';
import { ROW_PARTS_PER_MESSAGE, type CheckerData, type CheckerMessage, type JobMessage } from './import-messages.js';

const port = parentPort!;
const post = (message: CheckerMessage) => port.postMessage(message);
/** The import being checked, and the published schools received for it so far. */
let job: CheckerData | undefined;
let schools: School[] = [];

port.on('message', (message: JobMessage) => {
  if (message.type === 'start') {
    job = message.job;
    schools = [];
    return;
  }
  if (message.type === 'schools') {
    schools.push(...message.schools);
    return;
  }
  const { text, format, options, context } = job!;
  try {
    const rows = readRows(text, format);
    post({ type: 'read', rows: rows.length });
    const { report, rowParts } = checkRows({ ...context, schools }, rows, options, (checked) => post({ type: 'checked', rows: checked }));
    for (let start = 0; start < rowParts.length; start += ROW_PARTS_PER_MESSAGE)
      post({ type: 'rows', parts: rowParts.slice(start, start + ROW_PARTS_PER_MESSAGE) });
    post({ type: 'checked-all', report });
  } catch (error) {
    // A file that cannot be read is the sender's mistake (400); anything else is the server's. Every error
    // of csv-parse is a CsvError: not all of their codes start with CSV_ (INVALID_OPENING_QUOTE does not).
    const unreadable = error instanceof ImportFileError || error instanceof SyntaxError || error instanceof CsvError;
    post({ type: 'failed', message: (error as Error).message, unreadable: Boolean(unreadable) });
  } finally {
    // Nothing of one import is kept for the next.
    job = undefined;
    schools = [];
  }
});
