/**
 * The worker thread an import is checked in (`import-jobs.ts` starts it): it reads the file and checks
 * every row, which for a large file is seconds of processor, away from the thread that answers requests.
 * It is given the file and the published states and policies when it starts, then the published
 * schools in parts, and answers with its progress, the rows to write, in parts, and the report.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CsvError } from 'csv-parse/sync';
import type { School } from '@portal/shared/contracts';
import { checkRows, ImportFileError, readRows, type CheckOptions, type ImportContext, type ImportFormat } from './import.js';
import { ROW_PARTS_PER_MESSAGE, type CheckerMessage, type JobMessage } from './import-messages.js';

export interface CheckerData {
  text: string;
  format: ImportFormat;
  options: CheckOptions;
  context: Omit<ImportContext, 'schools'>;
}

const port = parentPort!;
const { text, format, options, context } = workerData as CheckerData;
const post = (message: CheckerMessage) => port.postMessage(message);
const schools: School[] = [];

port.on('message', (message: JobMessage) => {
  if (message.type === 'schools') {
    schools.push(...message.schools);
    return;
  }
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
  }
});
