/**
 * The parts every contract is built from: the paged list, a plain message, a row id, a choice of words.
 */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { MAX_ROW_ID } from '../rules.js';

/** One of `values`, as a union of literals (so the type is the words, not any string). */
export const literals = <const T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/**
 * A row id: at most PostgreSQL's `integer`, so a larger number is a 400 with a message, not a database
 * error. (`1e309`, which Ajv lets through as Infinity, is refused by the API's `refuseUnstorableInput`.)
 */
export const RowId = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, ...options });

/** An answer that is only words for the person: a success toast, or the one error shape `{ message }`. */
export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

export const PageMeta = Type.Object({ total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer(), last_page: Type.Integer() });
export type PageMeta = Static<typeof PageMeta>;

/** The paged answer of spec §3.5 around `record`: `{ success, data: [...], meta: { total, page, per_page, last_page } }`. */
export const Paged = <T extends TSchema>(record: T) => Type.Object({ success: Type.Boolean(), data: Type.Array(record), meta: PageMeta });
export type Paged<T> = Static<ReturnType<typeof Paged<TUnsafe<T>>>>;
