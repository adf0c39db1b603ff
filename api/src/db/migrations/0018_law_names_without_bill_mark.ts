import { sql, type Kysely } from 'kysely';

/**
 * The sourced file marks the name of a bill with '(bill)' after it (Delta's and Ebonyi's rows): the team's
 * note, which the state page and the laws table showed as part of the name ('… Bill 2024 (bill)'). The
 * import now leaves it out (`BILL_MARK` of open-data/import.ts); this takes it out of names imported before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update policies set law_name = regexp_replace(law_name, '\\s*\\(bill\\)\\s*$', '', 'i') where law_name ~* '\\(bill\\)\\s*$'`.execute(
    db,
  );
}

/** Nothing to undo: a name without the mark is still the name its source gives. */
export async function down(): Promise<void> {}
