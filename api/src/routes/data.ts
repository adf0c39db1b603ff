import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageNumber, pageOf } from './schema-parts.js';
import {
  Country,
  CountryListEntry,
  NationalFigure,
  Paged,
  PolicyRecord,
  RowId,
  School,
  SiteLinks,
  StateEntry,
  StateRecord,
} from '@portal/shared/contracts';
import { DEFAULT_PER_PAGE, hasSchoolCriteria, IMPAIRMENTS, MAX_PER_PAGE, SCHOOL_TYPES, schoolMatches } from '@portal/shared/rules';
import { HttpError, type ApiMessage } from '../errors.js';
import type { ApiMessageKey } from '../i18n/api-text.js';
import type { OpenDataStore } from '../open-data/store.js';
import { sendCached } from '../cached-response.js';
import { toCsv } from '../open-data/csv.js';
import { RESOURCE_NAMES, columnsOf, dataPackage, recordsOf, type ResourceName } from '../open-data/data-package.js';

const Paging = {
  page: PageNumber,
  per_page: Type.Integer({
    minimum: 1,
    maximum: MAX_PER_PAGE,
    default: DEFAULT_PER_PAGE,
    description: `Items per page, 1 to ${MAX_PER_PAGE}; ${DEFAULT_PER_PAGE} by default`,
  }),
};
const IdParams = Type.Object({ id: RowId() });
const StatesQuery = Type.Object(
  { ...Paging, country_id: Type.Optional(RowId({ description: 'Only the states of this country' })) },
  { additionalProperties: false },
);
const PagingQuery = Type.Object(Paging, { additionalProperties: false });
const PoliciesQuery = Type.Object({ ...Paging, state: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });
const SchoolsQuery = Type.Object(
  {
    ...Paging,
    state: Type.Optional(Type.String({ maxLength: 100, description: 'State name, any case (Lagos, FCT-Abuja)' })),
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the school name, any case' })),
    type: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'nursery, primary, secondary or special, any case; with q, a school matching either is listed',
      }),
    ),
    impairment: Type.Optional(
      Type.String({
        maxLength: 20,
        description: `${IMPAIRMENTS.join(', ')}: schools the source says serve it; joins q and type in the union`,
      }),
    ),
  },
  { additionalProperties: false },
);
const DownloadParams = Type.Object({ file: Type.String({ pattern: `^(${RESOURCE_NAMES.join('|')})\\.(csv|json)$` }) });

const OPEN_TO_ANY_SITE = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
/** no-cache: clients keep the answer but ask again each time (a cheap 304), so an import shows at once. */
const OPEN_DATA_HEADERS = { 'cache-control': 'public, no-cache', 'content-type': 'application/json; charset=utf-8' };

/** The records answered one at a time by id, `/{list}/:id`: the summary, the schema, and the 404's words before the id. */
const RECORD_ROUTES = {
  countries: ["One country's full record (spec §3.4) with its cited figures", Country, 'noCountryWithId'],
  states: ['One state, with its local government areas (lgas)', StateRecord, 'noStateWithId'],
  policies: ['One state policy record (spec §3.6), with its law status and sources', PolicyRecord, 'noPolicyRecordWithId'],
  schools: ['One school (spec §3.7), with its sources', School, 'noSchoolWithId'],
} as const satisfies Record<string, readonly [string, TSchema, ApiMessageKey]>;

/** A paged list's route options: its summary, its query, and its answer, a page of `record`s (spec §3.5). */
const listOptions = <Query extends TSchema, Record extends TSchema>(summary: string, querystring: Query, record: Record) => ({
  schema: { summary, querystring, response: { 200: Paged(record) } },
});

/** The page `page` of `items`, in the paged shape of spec §3.5. */
export const paged = <T>(items: readonly T[], page: number, perPage: number) =>
  pageOf(items.slice((page - 1) * perPage, page * perPage), items.length, page, perPage);

/** Public, read-only data: countries, states, policies, schools, and their downloads. */
export const dataRoutes: FastifyPluginAsyncTypebox<{ store: OpenDataStore; site: SiteLinks; publicUrl: string }> = async (
  app,
  { store, site, publicUrl },
) => {
  app.addHook('onRequest', (request, reply, done) => {
    // Open data: any site may read it, which the embeddable schools widget relies on (errors included).
    reply.headers(OPEN_TO_ANY_SITE);
    // An address answered before, in this version of the data, has its answer ready: it is sent as it is,
    // without parsing, validating or running the route again, which cost more than the sending (see
    // e2e/bench/RESULTS.md). The answer depends on the address alone, so it is the one the route gave.
    const answered = store.answered(request.url);
    if (answered) sendCached(request, reply, answered);
    else done();
  });

  /**
   * Answers from memory with an ETag; a client that has this version already gets 304. The answer to
   * each URL is built and serialised once per version of the data, with its headers (`headers` beside
   * the JSON type and cache policy), so a repeated request costs a lookup.
   */
  const cached = (request: FastifyRequest, reply: FastifyReply, build: () => unknown, headers?: Record<string, string>) =>
    sendCached(request, reply, store.response(request.url, build, { ...OPEN_DATA_HEADERS, ...headers }));

  /** One record, cached as `cached` does, or 404 with `missing` when there is none. */
  const found = (request: FastifyRequest, reply: FastifyReply, record: unknown, missing: ApiMessage) => {
    if (!record) throw new HttpError(404, missing.key, missing.values);
    return cached(request, reply, () => record);
  };

  /** `GET /{list}/:id`: the record of `list` with that id, as RECORD_ROUTES describes it. */
  const recordRoute = (list: keyof typeof RECORD_ROUTES) => {
    const [summary, record, missing] = RECORD_ROUTES[list];
    app.get(`/${list}/:id`, { schema: { summary, params: IdParams, response: { 200: record } } }, async (request, reply) => {
      const { id } = request.params;
      return found(
        request,
        reply,
        store.data[list].find((r: { id: number }) => r.id === id),
        { key: missing, values: { id } },
      );
    });
  };

  /** One page (spec §3.5) of the records `select` picks, built once per URL and data version (see `cached`). */
  const listed = (
    request: FastifyRequest,
    reply: FastifyReply,
    { page, per_page }: Static<typeof PagingQuery>,
    select: () => readonly unknown[],
  ) => cached(request, reply, () => paged(select(), page, per_page));

  app.get(
    '/countries',
    { schema: { summary: 'The countries: { success, data: [{ id, name }], meta }', response: { 200: Paged(CountryListEntry) } } },
    async (request, reply) =>
      cached(request, reply, () =>
        paged(
          store.data.countries.map(({ id, name }) => ({ id, name })),
          1,
          MAX_PER_PAGE,
        ),
      ),
  );

  recordRoute('countries');

  // List entries as §3.5 gives them; the local government areas come with one state (`/states/:id`).
  app.get(
    '/states',
    listOptions(
      'The states, paged: { success, data: [{ id, country_id, country_name, name, code, source, updated_at }], meta }',
      StatesQuery,
      StateEntry,
    ),
    async (request, reply) => {
      const { country_id } = request.query;
      return listed(request, reply, request.query, () =>
        store.data.states.filter((s) => country_id === undefined || s.country_id === country_id).map(({ lgas: _lgas, ...entry }) => entry),
      );
    },
  );

  recordRoute('states');

  app.get(
    '/states/:id/policy',
    {
      schema: {
        summary: 'The disability policy record of one state (spec §3.6), with its law status and sources',
        params: IdParams,
        response: { 200: PolicyRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const policy = store.data.policies.find((p) => p.state_id === id);
      return found(request, reply, policy, { key: 'noPolicyRecordForState', values: { id } });
    },
  );

  app.get(
    '/policies',
    listOptions('The state policy records, paged; state= picks one state by name', PoliciesQuery, PolicyRecord),
    async (request, reply) => {
      const wanted = request.query.state?.trim().toLowerCase();
      return listed(request, reply, request.query, () => store.data.policies.filter((p) => !wanted || p.state.toLowerCase() === wanted));
    },
  );

  recordRoute('policies');

  app.get(
    '/schools',
    listOptions(
      'The schools, paged: state= limits to one state; q= (name, partial), type= and impairment= (exact) match any one (spec §5)',
      SchoolsQuery,
      School,
    ),
    async (request, reply) => {
      const { state, q, type, impairment } = request.query;
      const wantedType = type?.trim().toLowerCase() ?? '';
      if (wantedType && !(SCHOOL_TYPES as readonly string[]).includes(wantedType)) {
        throw new HttpError(400, 'schoolTypeInvalid');
      }
      const wantedImpairment = impairment?.trim().toLowerCase() ?? '';
      if (wantedImpairment && !(IMPAIRMENTS as readonly string[]).includes(wantedImpairment)) {
        throw new HttpError(400, 'impairmentInvalid', { list: IMPAIRMENTS.join(', ') });
      }
      const wantedState = state?.trim().toLowerCase();
      const query = { name: q ?? '', type: wantedType, impairment: wantedImpairment };
      const searching = hasSchoolCriteria(query);
      // The one search rule of §5, shared with the pages: name partial, type and impairment exact, a union.
      return listed(request, reply, request.query, () =>
        store.data.schools.filter(
          (school) => (!wantedState || school.state.toLowerCase() === wantedState) && (!searching || schoolMatches(school, query)),
        ),
      );
    },
  );

  recordRoute('schools');

  app.get(
    '/datasets',
    { schema: { summary: 'The data sets with their licence, source, notes and when they last changed' } },
    async (request, reply) => cached(request, reply, () => ({ success: true, data: store.data.datasets })),
  );

  app.get(
    '/figures',
    listOptions(
      'National and global figures, each with its scope, caveats and sources: { success, data, meta }',
      PagingQuery,
      NationalFigure,
    ),
    async (request, reply) => listed(request, reply, request.query, () => store.data.figures),
  );

  app.get(
    '/site',
    {
      schema: {
        summary: "The portal's own contacts and partner links, from its configuration; null or empty until set",
        response: { 200: SiteLinks },
      },
    },
    async (request, reply) => cached(request, reply, () => site),
  );

  const describedBy = '</api/v1/datapackage.json>; rel="describedby"; type="application/json"';
  app.get(
    '/datapackage.json',
    {
      schema: {
        summary: 'The open data as a Frictionless Tabular Data Package: every download with its Table Schema, licence and sources',
      },
    },
    async (request, reply) =>
      cached(request, reply, () => dataPackage(store.data, publicUrl), {
        link: '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
      }),
  );

  app.get(
    '/downloads/:file',
    {
      schema: {
        summary: `A whole data set to download (${RESOURCE_NAMES.join(', ')}), as .csv (RFC 4180, header first) or .json; described by /datapackage.json`,
        params: DownloadParams,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const [name, format] = file.split('.') as [ResourceName, 'csv' | 'json'];
      const info = store.data.datasets.find((d) => d.dataset === name);
      const download = { 'content-disposition': `attachment; filename="${file}"`, link: describedBy };
      if (format === 'json') {
        return cached(
          request,
          reply,
          () => ({
            dataset: name,
            title: info?.title,
            licence: info?.licence,
            source: info?.source,
            notes: info?.notes,
            records: recordsOf(name, store.data),
          }),
          download,
        );
      }
      return cached(request, reply, () => toCsv(columnsOf(name), recordsOf(name, store.data)), {
        ...download,
        'content-type': 'text/csv; charset=utf-8; header=present',
      });
    },
  );
};
