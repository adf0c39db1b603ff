import { PRODUCT_NAME, lawStatusText, stateInAddress } from '@portal/shared';
import type { Locale } from '@portal/shared/i18n';
import { publicWords, type PublicWordKey, type PublicWords } from '../i18n/words.js';
import { readableDate } from '@portal/shared/format';
import type { PageMeta, PagePreview } from '@portal/shared/server-entry';
import { describedBy } from '@portal/shared/page-preview';
import type { CountryListEntry, PolicyRecord, PublicReport, StateEntry } from '@portal/shared/contracts';
import { statesKey } from '../data/public-data.js';
import { NO_SELECTION, shownSelection } from '../selection/selection.js';
import { reportTitle } from '../eyewitness/report-parts.component.js';

const NIGERIA = { '@type': 'Country', name: 'Nigeria' };

/** Data sets the API publishes as downloads: a page that shows one says so in schema.org's terms. */
function dataset(name: string, description: string, url: string, downloads: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name,
    description,
    url,
    spatialCoverage: NIGERIA,
    isAccessibleForFree: true,
    distribution: downloads.flatMap((file) =>
      (['csv', 'json'] as const).map((format) => ({
        '@type': 'DataDownload',
        encodingFormat: format === 'csv' ? 'text/csv' : 'application/json',
        contentUrl: new URL(`/api/v1/downloads/${file}.${format}`, url).href,
      })),
    ),
  };
}

/** A state's page: the state, its law's status, and the law as schema.org Legislation when the sources name one. */
function stateMeta(policy: PolicyRecord, url: string, locale: Locale, words: PublicWords): PageMeta {
  const name = words('statePolicyTitle', { state: policy.state });
  const status = lawStatusText(policy.law_status, locale);
  const law =
    policy.law_name.trim() && (policy.law_status === 'in_force' || policy.law_status === 'passed_not_signed')
      ? {
          '@type': 'Legislation',
          name: policy.law_name.trim(),
          ...(policy.law_year ? { legislationDate: String(policy.law_year) } : {}),
          legislationJurisdiction: { '@type': 'AdministrativeArea', name: policy.state, containedInPlace: NIGERIA },
          legislationLegalForce: policy.law_status === 'in_force' ? 'InForce' : 'NotInForce',
        }
      : undefined;
  return {
    title: name,
    name: `${name}: ${status}`,
    description: words('metaStatePolicy', { state: policy.state, status }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name,
      url,
      about: { '@type': 'AdministrativeArea', name: policy.state, containedInPlace: NIGERIA },
      ...(law ? { mainEntity: law } : {}),
      ...(policy.reviewed_at ? { lastReviewed: policy.reviewed_at } : {}),
    },
  };
}

function reportMeta(report: PublicReport, url: string, words: PublicWords): PageMeta {
  const title = reportTitle(report);
  return {
    title,
    name: title,
    description: words('metaReport', { title, date: readableDate(report.publishedAt) }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Report',
      headline: title,
      datePublished: report.publishedAt,
      url,
      ...(report.state ? { spatialCoverage: { '@type': 'AdministrativeArea', name: report.state, containedInPlace: NIGERIA } } : {}),
    },
  };
}

/** A page that says one sentence of itself: its name, and the text of `key`. */
export const described = (key: PublicWordKey): PagePreview => describedBy(publicWords, key);

/**
 * The home page: the portal itself, as a schema.org WebSite. Its title names the state its address shows
 * (`/?state=Lagos`), as the page does in the browser: the states its render loaded are those of the country
 * it shows.
 */
export const homePreview: PagePreview = ({ locale, url, data }, canonical) => {
  const country = shownSelection(NO_SELECTION, (data.countries as CountryListEntry[] | undefined) ?? null);
  const states = country.countryId === null ? undefined : (data[statesKey(country.countryId)] as StateEntry[] | undefined);
  const state = stateInAddress(url.search, states ?? null);
  const words = publicWords.in(locale);
  return {
    ...(state ? { title: words('homeStateTitle', { state: state.name }) } : {}),
    name: PRODUCT_NAME,
    description: words('metaHome'),
    jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url: canonical },
  };
};

/** A page that shows open data sets whole: a schema.org Dataset with its downloads. */
export const dataSetPreview =
  (key: PublicWordKey, downloads: string[]): PagePreview =>
  ({ page, locale }, canonical) => {
    const description = publicWords.in(locale)(key);
    return { name: page.title, description, jsonLd: dataset(page.title, description, canonical, downloads) };
  };

/** A state's page, from its policy; the home page's sentence while the policy could not be read. */
export const statePreview: PagePreview = (args, canonical) => {
  const policy = args.data[`policy:${args.params.id}`] as PolicyRecord | null | undefined;
  const words = publicWords.in(args.locale);
  return policy ? stateMeta(policy, canonical, args.locale, words) : described('metaHome')(args, canonical);
};

/** A published report's page, from the report; the home page's sentence while it could not be read. */
export const reportPreview: PagePreview = (args, canonical) => {
  const report = args.data[`report:${args.params.id}`] as PublicReport | null | undefined;
  return report ? reportMeta(report, canonical, publicWords.in(args.locale)) : described('metaHome')(args, canonical);
};

/** A page without a preview of its own in the table (the blog's and opportunities' placeholders). */
export const pageMeta: PagePreview = ({ page, locale }) => ({
  name: page.title,
  description: publicWords.in(locale)('placeholderPage', { title: page.title }),
});
