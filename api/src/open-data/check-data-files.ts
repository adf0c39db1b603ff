/**
 * `npm run build -w api` (and so every root build, start and test run): checks the bundled data files
 * against their schemas, so a mistake in one fails the build, naming file, record and field, rather than
 * waiting for the server to refuse to start with it. An argument checks another folder of data sets.
 */
import { DataFileError, loadDataFiles } from './data-files.js';

try {
  const { countries, states, policies, schools } = await loadDataFiles(process.argv[2]);
  console.log(`Data files checked: ${countries.length} countries, ${states.length} states, ${policies.length} policies, ${schools.length} schools`);
} catch (error) {
  if (!(error instanceof DataFileError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
