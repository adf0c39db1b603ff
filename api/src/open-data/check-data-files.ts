/**
 * `npm run build -w api` (and so every root build, start and test run): checks the bundled data files
 * against their schemas, so a mistake in one fails the build, naming file, record and field, rather than
 * waiting for the server to refuse to start with it. An argument checks another folder of data sets.
 */
import { DataFileError, loadDataFiles } from './data-files.js';

try {
  const { countries, states, policies, figures, sourced } = await loadDataFiles(process.argv[2]);
  const files = [...sourced.policies, ...sourced.schools, ...sourced.updates].map((file) => file.name).join(', ');
  console.log(
    `Data files checked: ${countries.length} countries, ${states.length} states, ${policies.length} policies, ${figures.length} figures; default data from ${files}`,
  );
} catch (error) {
  if (!(error instanceof DataFileError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
