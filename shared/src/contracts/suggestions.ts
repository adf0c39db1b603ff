/**
 * Suggestions from readers (issue 36, item 7): a correction to a school or a state's policy record, or a
 * new school, each with the address of a page that supports it; the moderators' queue and decisions;
 * and the public history of a record that accepted suggestions changed.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { REJECT_REASON_MAX_LENGTH } from '../rules.js';
import {
  NEW_SCHOOL_COLUMNS,
  POLICY_SUGGESTION_FIELDS,
  SCHOOL_SUGGESTION_FIELDS,
  SUGGESTION_NOTE_MAX_LENGTH,
  SUGGESTION_STATUSES,
  SUGGESTION_TARGETS,
  SUGGESTION_VALUE_MAX_LENGTH,
} from '../suggestion-fields.js';
import { literals, RowId } from './common.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const SuggestionTarget = literals(SUGGESTION_TARGETS);
export type SuggestionTarget = Static<typeof SuggestionTarget>;
export const SuggestionStatus = literals(SUGGESTION_STATUSES);
export type SuggestionStatus = Static<typeof SuggestionStatus>;
export const SuggestionField = literals([...SCHOOL_SUGGESTION_FIELDS, ...POLICY_SUGGESTION_FIELDS]);
export type SuggestionField = Static<typeof SuggestionField>;

/** A suggested new school: the columns of the sourced `schools.csv` that the import needs. */
export const NewSchoolSuggestion = Type.Object(
  Object.fromEntries(NEW_SCHOOL_COLUMNS.map((column) => [column, Type.String({ maxLength: 500 })])) as Record<
    (typeof NEW_SCHOOL_COLUMNS)[number],
    ReturnType<typeof Type.String>
  >,
  { additionalProperties: false },
);
export type NewSchoolSuggestion = Static<typeof NewSchoolSuggestion>;

/**
 * `POST /suggestions` (a signed-in user). A correction names its record (`recordId`: a school's id, or a
 * policy record's, which is its state's id), the `field` and the proposed `value`; a new school gives
 * `school`. `sourceUrl` is checked by the server (not by the schema), so a missing one is refused in
 * words a person reads: 'Give the address of the page that supports this suggestion.'
 */
export const SuggestionBody = Type.Object(
  {
    target: SuggestionTarget,
    recordId: Type.Optional(RowId()),
    field: Type.Optional(SuggestionField),
    value: Type.Optional(Type.String({ maxLength: SUGGESTION_VALUE_MAX_LENGTH })),
    school: Type.Optional(NewSchoolSuggestion),
    sourceUrl: Type.Optional(Type.String({ maxLength: 2000 })),
    note: Type.Optional(Type.String({ maxLength: SUGGESTION_NOTE_MAX_LENGTH })),
    /** The suggester agrees that their first name is shown with the change if it is accepted. */
    showName: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SuggestionBody = Static<typeof SuggestionBody>;

/** A suggestion as moderators see it: what is suggested, against what the record says now, and by whom. */
export const Suggestion = Type.Object({
  id: Type.Integer(),
  target: SuggestionTarget,
  /** The school or policy record; for a new school, the school made when it was accepted (else null). */
  recordId: Nullable(Type.Integer()),
  /** The school's or the state's name, for display. */
  recordName: Type.String(),
  field: Nullable(SuggestionField),
  /** What the record says now, as the import's columns write it ('' when empty or a new school). */
  current: Type.String(),
  value: Type.String(),
  school: Nullable(NewSchoolSuggestion),
  sourceUrl: Type.String(),
  note: Type.String(),
  showName: Type.Boolean(),
  status: SuggestionStatus,
  by: Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
  createdAt: Type.String(),
  /** The moderator's reason (required to decline, optional to accept); null before a decision. */
  reason: Nullable(Type.String()),
  decidedAt: Nullable(Type.String()),
  decidedBy: Nullable(Type.String()),
});
export type Suggestion = Static<typeof Suggestion>;

/** `POST /suggestions` (201). */
export const SuggestionReceivedAnswer = Type.Object({
  message: Type.String(),
  suggestion: Type.Object({ id: Type.Integer(), status: SuggestionStatus }),
});
export type SuggestionReceivedAnswer = Static<typeof SuggestionReceivedAnswer>;

/** `GET /moderation/suggestions?status=` (pending by default), oldest first. */
export const SuggestionQueueQuery = Type.Object({ status: Type.Optional(SuggestionStatus) });
export type SuggestionQueueQuery = Static<typeof SuggestionQueueQuery>;

export const SuggestionQueueAnswer = Type.Object({ suggestions: Type.Array(Suggestion) });
export type SuggestionQueueAnswer = Static<typeof SuggestionQueueAnswer>;

/** `POST /moderation/suggestions/:id/accept` (the reason is optional) and `…/decline` (it is required). */
export const SuggestionDecisionBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: REJECT_REASON_MAX_LENGTH })) },
  { additionalProperties: false },
);
export type SuggestionDecisionBody = Static<typeof SuggestionDecisionBody>;

export const SuggestionAnswer = Type.Object({ message: Type.String(), suggestion: Suggestion });
export type SuggestionAnswer = Static<typeof SuggestionAnswer>;

/**
 * One change an accepted suggestion made to a published record: when, which field ('' for an added
 * school), the source it rests on, the suggester's first name only when they agreed to be named ('' else),
 * and the moderator who accepted it, by number as imports name who imported ('Portal moderator no. 4').
 */
export const RecordChange = Type.Object({
  change: literals(['corrected', 'added']),
  field: Type.String(),
  changed_at: Type.String(),
  source_url: Type.String(),
  suggested_by: Type.String(),
  moderated_by: Type.String(),
});
export type RecordChange = Static<typeof RecordChange>;

/** `GET /schools/:id/history` and `GET /policies/:id/history`: the record's changes from suggestions, oldest first. */
export const RecordHistoryAnswer = Type.Object({ data: Type.Array(RecordChange) });
export type RecordHistoryAnswer = Static<typeof RecordHistoryAnswer>;
