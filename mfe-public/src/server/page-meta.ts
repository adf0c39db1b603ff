import { PRODUCT_NAME, lawStatusText } from '@portal/shared';
import type { Locale } from '@portal/shared/i18n';
import { publicWords, type PublicWords } from '../i18n/words.js';
import { readableDate } from '@portal/shared/format';
import type { HeadArgs, PageMeta } from '@portal/shared/server-entry';
import type { PolicyRecord, PublicReport } from '@portal/shared/contracts';
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

/** What mfe-public's pages say of themselves in link previews and to search engines, in the page's language. */
export function pageMeta({ page, params, data, locale }: HeadArgs, canonical: string): PageMeta {
  const words = publicWords.in(locale);
  const plain = (description: string): PageMeta => ({ name: page.title, description });
  switch (page.path) {
    case '/':
      return {
        name: PRODUCT_NAME,
        description: words('metaHome'),
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url: canonical },
      };
    case '/about':
      return plain(words('metaAbout'));
    case '/eyewitnesspage':
      return plain(words('metaEyewitness'));
    case '/menu':
      return plain(words('metaMenu'));
    case '/laws':
      return { ...plain(words('metaLaws')), jsonLd: dataset(page.title, words('metaLaws'), canonical, ['policies', 'sources']) };
    case '/figures':
      return { ...plain(words('metaFigures')), jsonLd: dataset(page.title, words('metaFigures'), canonical, ['figures', 'sources']) };
    case '/states/:id': {
      const policy = data[`policy:${params.id}`] as PolicyRecord | null | undefined;
      return policy ? stateMeta(policy, canonical, locale, words) : plain(words('metaHome'));
    }
    case '/reports/:id': {
      const report = data[`report:${params.id}`] as PublicReport | null | undefined;
      return report ? reportMeta(report, canonical, words) : plain(words('metaHome'));
    }
    default:
      return plain(words('placeholderPage', { title: page.title }));
  }
}
