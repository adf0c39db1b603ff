import { mergeConfig, type Plugin } from 'vitest/config';
import appConfig from '@portal/shared/app-vitest-config';
// The catalogue loader's own part of a catalogue, so a test sees a part's texts as a build gives them.
import { catalogueInPart, partOf, partsFileOf } from '../shared/build/i18n/precompile-loader.js';
import { WORD_PARTS } from './src/i18n/parts.js';

/** A catalogue imported with a part (`messages/ha.json?part=home`, i18n/words.ts) is that part's texts alone, as in a build. */
const catalogueParts: Plugin = {
  name: 'catalogue-parts',
  enforce: 'pre',
  transform(source, id) {
    const [file, query = ''] = id.split('?');
    const part = partOf(query);
    if (part === null || !/[\\/]i18n[\\/]messages[\\/][a-z]+\.json$/.test(file!)) return null;
    // Still JSON: Vite's own JSON plugin makes it a module.
    return { code: JSON.stringify(catalogueInPart(source, WORD_PARTS, part, partsFileOf(file!))), map: null };
  },
};

export default mergeConfig(appConfig, { plugins: [catalogueParts] });
