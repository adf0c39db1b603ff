/**
 * My reports (issue 19): a signed-in user's own eyewitness reports with where each stands and its history,
 * the correction and resubmission of a report that was not published, and withdrawal. Someone else's
 * report answers exactly as one that does not exist (404), so nobody learns that it does.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MyReportAnswer, MyReportsAnswer, ResubmitBody, RowId } from '@portal/shared/contracts';
import { noStore, requireRole, type Authenticate } from '../auth/guard.js';
import type { DB } from '../db/database.js';
import { HttpError, schemaRefusal, type ApiMessage } from '../errors.js';
import type { MediaStore } from '../reports/media-store.js';
import {
  findMine,
  listMine,
  reportsDb,
  resolvePlace,
  resubmit,
  withdraw,
  type OwnStep,
  type ReportsDB,
} from '../reports/report-repository.js';
import type { PublishedReportChanges } from '../reports/published-changes.js';
import { mediaRoutes } from '../reports/send-media.js';
import { checkWords, refuseControlCharacters } from './eyewitness.js';
import { PLACE_MAX_LENGTH } from '@portal/shared/rules';
import { apiText, type ApiMessageKey } from '../i18n/api-text.js';

export interface MyReportsOptions {
  db: DB;
  store: MediaStore;
  /** The accounts area's session lookup: this area never reads tokens itself. */
  authenticate: Authenticate;
  /** Told when a report is withdrawn: a published one is then taken off the public pages. */
  publishedChanges: PublishedReportChanges;
}

const ReportParams = Type.Object({ id: RowId() });
const NOT_YOURS: ApiMessageKey = 'noReportWithNumber';

/** A refused resubmission in the words of the form it came from, rather than a JSON-schema sentence. */
function refuseInvalidBody(request: FastifyRequest): void {
  const refusal = request.validationError;
  if (!refusal) return;
  const problem = refusal.validation?.[0];
  const field = problem?.instancePath.split('/')[1] ?? '';
  if (problem?.keyword === 'required') throw new HttpError(400, 'eyewitnessRequired');
  const texts: Record<string, ApiMessage> = {
    commentType: { key: 'commentTypeUnknown' },
    stateId: { key: 'placeUnknownState' },
    lga: { key: 'chooseLga' },
    placeDescription: { key: 'placeDescriptionTooLong', values: { max: PLACE_MAX_LENGTH } },
  };
  const text = texts[field] ?? schemaRefusal(refusal);
  throw new HttpError(400, text.key, text.values);
}

/** 404 for a report that is not the caller's (or does not exist), 409 for a step that does not apply to its status. */
function refuseStep(step: OwnStep, conflict: ApiMessageKey): void {
  if (step.done) return;
  throw step.status === 'missing' ? new HttpError(404, NOT_YOURS) : new HttpError(409, conflict);
}

export const myReportsRoutes: FastifyPluginAsyncTypebox<MyReportsOptions> = async (app, { db, store, authenticate, publishedChanges }) => {
  const rdb: ReportsDB = reportsDb(db);
  // Every answer here is about one person: no cache may keep it, nor a refusal.
  app.addHook('onRequest', noStore);
  app.addHook('preHandler', requireRole(authenticate));

  const mine = async (request: FastifyRequest, id: number) => {
    const report = await findMine(rdb, request.actor!.id, id);
    if (!report) throw new HttpError(404, NOT_YOURS);
    return report;
  };

  app.get(
    '/my/reports',
    { schema: { summary: 'My eyewitness reports, newest first, with their history', response: { 200: MyReportsAnswer } } },
    async (request) => ({ reports: await listMine(rdb, request.actor!.id) }),
  );

  app.put(
    '/my/reports/:id',
    {
      schema: {
        summary: 'Correct a report that was not published and send it again',
        params: ReportParams,
        body: ResubmitBody,
        response: { 200: MyReportAnswer },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      refuseInvalidBody(request);
      const { body } = request;
      const [commentType, comment] = [body.commentType.trim(), body.comment.trim()];
      checkWords(commentType, comment);
      refuseControlCharacters([commentType, comment, body.lga, body.placeDescription]);
      const place = await resolvePlace(rdb, body);
      const step = await resubmit(rdb, request.actor!.id, request.params.id, { commentType, comment, place });
      refuseStep(step, 'onlyUnpublishedResent');
      return {
        message: apiText(request, reply, 'reportSentAgain'),
        report: await mine(request, request.params.id),
      };
    },
  );

  app.post(
    '/my/reports/:id/withdraw',
    {
      schema: {
        summary: 'Withdraw a report: it is unpublished and its files deleted',
        params: ReportParams,
        response: { 200: MyReportAnswer },
      },
    },
    async (request, reply) => {
      const step = await withdraw(rdb, request.actor!.id, request.params.id);
      refuseStep(step, 'alreadyWithdrawn');
      publishedChanges.record();
      // After the commit, so a failed withdrawal never loses files; what fails here the next start removes.
      await store
        .remove(step.files)
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'the files of a withdrawn report could not all be deleted; the next start removes them'),
        );
      return {
        message: apiText(request, reply, 'reportWithdrawn'),
        report: await mine(request, request.params.id),
      };
    },
  );

  mediaRoutes(app, rdb, store, {
    prefix: '/my/reports',
    summary: 'A photograph or video of my report',
    scope: (request) => ({ userId: request.actor!.id }),
    caching: 'private',
  });
};
