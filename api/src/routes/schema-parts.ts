import { Type, type IntegerOptions } from '@sinclair/typebox';

/**
 * A row id: at most PostgreSQL's `integer`, so a larger number is a 400 with a message, not a database
 * error. (`1e309`, which Ajv lets through as Infinity, is refused by `refuseUnstorableInput` in errors.ts.)
 */
export const RowId = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...options });

/** A page number, from 1; bounded for the same reason. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: 'Page number, from 1' });
