/**
 * Migration 0009 on a database that already holds reports and decisions: nothing is lost. Each decision
 * becomes an event with its moderator, reason and time, and each report gains its 'submitted' event.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate.js';
import { databaseAt } from '../../test-support/migrator.js';

const at = databaseAt('0008_login_devices');

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(at.database.db)).rows;

describe('migration 0009: the decisions become a history', () => {
  it('keeps every decision as an event and adds the submitted events, and goes back without loss', async () => {
    const [moderator, reporter] = await rows<{
      id: number;
    }>(sql`insert into users (email, firstname, lastname, password_hash, role, is_verified)
      values ('musa@reporters.test', 'Musa', 'Bello', 'x', 'moderator', true), ('ada@reporters.test', 'Ada', 'Okafor', 'x', 'user', true)
      returning id`);
    const reports = await rows<{
      id: number;
    }>(sql`insert into eyewitness_reports (user_id, first_name, last_name, email, comment_type, comment, status, verified, created_at, published_at)
      values (${reporter!.id}, 'Ada', 'Okafor', 'ada@reporters.test', 'Report Accessibility Issue', 'Broken ramp', 'approved', true, '2026-03-01T08:00:00Z', '2026-03-01T10:00:00Z'),
             (${reporter!.id}, 'Ada', 'Okafor', 'ada@reporters.test', 'Ask a Question', 'Which schools?', 'rejected', false, '2026-03-02T08:00:00Z', null),
             (${reporter!.id}, 'Ada', 'Okafor', 'ada@reporters.test', 'Ask a Question', 'Still waiting', 'submitted', false, '2026-03-03T08:00:00Z', null)
      returning id`);
    const [published, refused, waiting] = reports.map((report) => report.id);
    await sql`insert into eyewitness_media (report_id, position, kind, content_type, stored_name, size)
      values (${published}, 0, 'photograph', 'image/jpeg', '0123456789abcdef0123456789abcdef.jpg', 1234)`.execute(at.database.db);
    await sql`insert into eyewitness_decisions (report_id, decision, reason, decided_by, decided_by_name, decided_at)
      values (${published}, 'approved', null, ${moderator!.id}, 'Musa Bello', '2026-03-01T10:00:00Z'),
             (${published}, 'verified', null, ${moderator!.id}, 'Musa Bello', '2026-03-01T11:00:00Z'),
             (${refused}, 'rejected', 'Not about accessibility', null, 'A moderator who left', '2026-03-02T09:30:00Z')`.execute(
      at.database.db,
    );

    await migrateToLatest(at.database.db);

    const events = await rows<{
      report_id: number;
      kind: string;
      text: string | null;
      actor_id: number | null;
      actor_name: string | null;
      at: Date;
    }>(sql`select report_id, kind, text, actor_id, actor_name, at from eyewitness_events order by report_id, at, id`);
    expect(events.map((e) => [e.report_id, e.kind, e.text, e.actor_id, e.actor_name, new Date(e.at).toISOString()])).toEqual([
      [published, 'submitted', null, null, null, '2026-03-01T08:00:00.000Z'],
      [published, 'approved', null, moderator!.id, 'Musa Bello', '2026-03-01T10:00:00.000Z'],
      [published, 'verified', null, moderator!.id, 'Musa Bello', '2026-03-01T11:00:00.000Z'],
      [refused, 'submitted', null, null, null, '2026-03-02T08:00:00.000Z'],
      [refused, 'rejected', 'Not about accessibility', null, 'A moderator who left', '2026-03-02T09:30:00.000Z'],
      [waiting, 'submitted', null, null, null, '2026-03-03T08:00:00.000Z'],
    ]);
    const tables = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_name = 'eyewitness_decisions'`,
    );
    expect(tables).toEqual([]);
    const reportsAfter = await rows<{ status: string; verified: boolean; state_id: number | null; verified_how: string | null }>(
      sql`select status, verified, state_id, verified_how from eyewitness_reports order by id`,
    );
    expect(reportsAfter).toEqual([
      { status: 'approved', verified: true, state_id: null, verified_how: null },
      { status: 'rejected', verified: false, state_id: null, verified_how: null },
      { status: 'submitted', verified: false, state_id: null, verified_how: null },
    ]);
    expect(await rows(sql`select stored_name, width, height, thumbnail_name from eyewitness_media`)).toEqual([
      { stored_name: '0123456789abcdef0123456789abcdef.jpg', width: null, height: null, thumbnail_name: null },
    ]);
    // The new statuses are allowed, and only they.
    await sql`update eyewitness_reports set status = 'under_review' where id = ${waiting}`.execute(at.database.db);
    await expect(sql`update eyewitness_reports set status = 'lost' where id = ${waiting}`.execute(at.database.db)).rejects.toThrow();

    // And back: the decisions return as they were.
    const { error } = await at.migrator.migrateTo('0008_login_devices');
    expect(error).toBeUndefined();
    const decisions = await rows<{ report_id: number; decision: string; reason: string | null; decided_by_name: string }>(
      sql`select report_id, decision, reason, decided_by_name from eyewitness_decisions order by decided_at`,
    );
    expect(decisions).toEqual([
      { report_id: published, decision: 'approved', reason: null, decided_by_name: 'Musa Bello' },
      { report_id: published, decision: 'verified', reason: null, decided_by_name: 'Musa Bello' },
      { report_id: refused, decision: 'rejected', reason: 'Not about accessibility', decided_by_name: 'A moderator who left' },
    ]);
    await migrateToLatest(at.database.db);
  });
});
