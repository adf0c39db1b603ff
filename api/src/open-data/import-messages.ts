import type { School } from '@portal/shared/contracts';
import type { CheckOptions, ImportContext, ImportFormat, ImportReport } from './import.js';

/**
 * Published schools go to the checker in parts of this many, and the rows to write come back this many
 * write statements' worth a message: each message is copied (structured clone) on the receiving thread
 * in one go, and tens of thousands of records at once would hold up the requests waiting there.
 */
export const RECORDS_PER_MESSAGE = 500;
export const ROW_PARTS_PER_MESSAGE = 10;

/** An import as its checker is given it: the file, and the published states and policies. */
export interface CheckerData {
  text: string;
  format: ImportFormat;
  options: CheckOptions;
  context: Omit<ImportContext, 'schools'>;
}

/** From the import job to its checker: the import, the published schools in parts, then 'check'. */
export type JobMessage = { type: 'start'; job: CheckerData } | { type: 'schools'; schools: School[] } | { type: 'check' };

/**
 * From the checker to its job: how far it is, the rows to write (JSON, one write statement a part: the
 * thread that writes handles a string per statement, not thousands of objects its garbage collector
 * would copy), then the report (or why not).
 */
export type CheckerMessage =
  | { type: 'read'; rows: number }
  | { type: 'checked'; rows: number }
  | { type: 'rows'; parts: string[] }
  | { type: 'checked-all'; report: ImportReport }
  | { type: 'failed'; message: string; unreadable: boolean };
