import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DB } from './db/database.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { answerNotFound, refuseUnstorableInput } from './errors.js';
import { limitJsonDepth } from './input.js';
import { createServer } from './http-server.js';
import { collectRoutes, openApiRoutes } from './openapi.js';
import type { DestinationStream } from 'pino';
import { API_PATH } from '@portal/shared/rules';
import { healthRoutes } from './routes/health.js';
import { dataRoutes } from './routes/data.js';
import { OpenDataStore } from './open-data/store.js';
import { loadDataFiles } from './open-data/data-files.js';
import { applyBundledData } from './open-data/bundled-data.js';
import { importRoutes } from './routes/imports.js';
import { ImportJobs } from './open-data/import-jobs.js';
import type { Authenticate } from './auth/guard.js';
import { sessionAuthenticator } from './accounts/authenticate.js';
import { ensureAdmin } from './accounts/admin.js';
import { authRoutes } from './routes/auth.js';
import { createMailer, type SendMail } from './mail/mailer.js';
import { eyewitnessRoutes } from './routes/eyewitness.js';
import { moderationRoutes } from './routes/moderation.js';
import { myReportsRoutes } from './routes/my-reports.js';
import { reportDownloadRoutes } from './routes/report-downloads.js';
import { rolesRoutes } from './routes/roles.js';
import { suggestionRoutes } from './routes/suggestions.js';
import { PublishedReportChanges } from './reports/published-changes.js';
import { openMediaStore } from './reports/report-repository.js';
import { ResumableUploads } from './reports/resumable-uploads.js';
import { uploadRoutes } from './routes/uploads.js';
import { channelRoutes } from './routes/channels.js';
import { PhoneReports } from './channels/phone-reports.js';
import { createSmsSender } from './channels/sms-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ReadonlyArray<{ method: string; url: string }>;
    dataVersions: DataVersions;
  }
}

/** Which data an answer was made from, for a client that keeps what it made of them (the page server's cache). */
export interface DataVersions {
  /** The open data's version. */
  openData: () => string;
  /** How many changes this process has made to the published eyewitness reports. */
  publishedReports: () => number;
}

export interface AppDeps {
  db: DB;
  /** The published data, held in memory; opened from `db` when not given. */
  store?: OpenDataStore;
  /** Who sent a request, from its bearer token; the session table by default. */
  authenticate?: Authenticate;
  /** Outgoing mail; SMTP or the outbox folder by default. */
  sendMail?: SendMail;
  /** Where the log lines go; standard output by default. */
  logStream?: DestinationStream;
}

/** Builds the whole server from a config object, without listening, so tests can use `inject()`. */
export async function buildApp(
  config: Config,
  { db, store: givenStore, authenticate = sessionAuthenticator(db), sendMail, logStream }: AppDeps,
): Promise<FastifyInstance> {
  const store = givenStore ?? (await OpenDataStore.open(db));
  const app = createServer(config, logStream);

  // Every API route, as registered: the hostile-input tests walk this list so that none is left out.
  const apiRoutes: Array<{ method: string; url: string }> = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PATH}/`)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
  });

  limitJsonDepth(app);
  const documented = collectRoutes(app);
  // On a PostgreSQL server other API processes (and the import command) change the data too: every
  // process notices within seconds. The embedded database has only one process, so nothing to watch.
  if (config.databaseUrl) {
    const stopWatching = store.watch(5_000, (error) => app.log.warn({ err: error }, 'could not check the open data for changes'));
    app.addHook('onClose', async () => stopWatching());
  }

  const publishedChanges = new PublishedReportChanges();
  await app.register(
    async (api) => {
      // The API's routes only: a page's address or form that holds such a value is the page server's to
      // answer with a page, which shows the API's message when the page asks it.
      refuseUnstorableInput(api);
      // Imports are checked in a worker thread and written in short statements (open-data/import-jobs.ts).
      const imports = new ImportJobs(db, store);
      api.addHook('onClose', async () => imports.close());
      await api.register(healthRoutes, { db, imports });
      await api.register(dataRoutes, { store, site: config.site, publicUrl: config.publicUrl });
      await api.register(importRoutes, { imports, authenticate });
      const mailer = sendMail ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
      await api.register(authRoutes, { db, config, authenticate, sendMail: mailer });
      const media = await openMediaStore(db, config.dataDir);
      const uploads = await ResumableUploads.open(db, media, { quota: config.reportQuota });
      await api.register(uploadRoutes, { uploads, authenticate });
      await api.register(eyewitnessRoutes, { db, store: media, uploads, authenticate, quota: config.reportQuota });
      await api.register(myReportsRoutes, { db, store: media, authenticate, publishedChanges });
      await api.register(reportDownloadRoutes, { db, publicUrl: config.publicUrl });
      const sendSms = createSmsSender({ gateways: config.phoneChannels.gateways, dataDir: config.dataDir, log: app.log });
      const phoneReports = new PhoneReports(db, api, sendSms, config.phoneChannels.quota);
      await api.register(channelRoutes, {
        store,
        phoneReports,
        secret: config.phoneChannels.secret,
        keyword: config.phoneChannels.keyword,
        signingKey: config.phoneChannels.phoneGatewaySigningKey,
      });
      await api.register(moderationRoutes, {
        db,
        store: media,
        authenticate,
        sendMail: mailer,
        phoneReports,
        publicUrl: config.publicUrl,
        publishedChanges,
      });
      await api.register(suggestionRoutes, { db, store, authenticate, sendMail: mailer, publicUrl: config.publicUrl });
      await api.register(rolesRoutes, { db, authenticate });
      await api.register(openApiRoutes, { routes: documented });
      // An unknown API path in the API's words; every other path is the page server's (shell/server/).
      api.setNotFoundHandler(answerNotFound);
    },
    { prefix: API_PATH },
  );
  app.decorate('dataVersions', { openData: () => store.etag(''), publishedReports: () => publishedChanges.count });
  return app;
}

/**
 * What `server.ts` and the browser tests run: checks the bundled data files (a mistake stops the start,
 * naming file, record and field), opens the database, applies migrations, brings the bundled data in
 * (reference data every time, policies and schools only into empty tables) and builds the app.
 */
export async function startApp(config: Config, options: { dataSetsDir?: string } = {}): Promise<FastifyInstance> {
  const data = await loadDataFiles(options.dataSetsDir);
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    await applyBundledData(db, data);
    await ensureAdmin(db, config.admin);
    const app = await buildApp(config, { db });
    app.addHook('onClose', async () => db.destroy());
    return app;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
