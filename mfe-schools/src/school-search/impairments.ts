import { impairmentText, messages } from '@portal/shared/messages';
import { IMPAIRMENTS } from '@portal/shared/rules';
import type { Impairment } from '@portal/shared/contracts';
import type { Option } from './option-select.component.js';

/** The select's key for "no impairment": React Aria keys must not be empty. */
export const ANY_IMPAIRMENT_KEY = 'any';

/** The impairments a school can serve, in words, after the choice of any impairment. */
export const IMPAIRMENT_OPTIONS: readonly Option[] = [
  { id: ANY_IMPAIRMENT_KEY, name: messages.anyImpairment },
  ...IMPAIRMENTS.map((impairment) => ({ id: impairment, name: impairmentText(impairment) })),
];

/** 'Visual (blind or partially sighted), Physical', or 'Not stated by the source' when the source names none. */
export const impairmentsText = (impairments: readonly Impairment[]) =>
  impairments.length ? impairments.map(impairmentText).join(', ') : messages.notStatedBySource;
