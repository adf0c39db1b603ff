import { Type } from '@sinclair/typebox';
import type { Paged } from '@portal/shared/contracts';

/** A page number, from 1; bounded so a huge one is a 400 with a message, not a database error. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: 'Page number, from 1' });

/** One page of a list of `total` items, in the paged shape of spec §3.5. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  return { success: true, data, meta: { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}
