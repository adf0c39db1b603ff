import { PRODUCT_NAME, lawStatusText, messages, t, type Page, type PageParams } from '@portal/shared';
import { readableDate } from '@portal/shared/format';
import { scriptJson } from '@portal/shared/server-render';
import type { PolicyRecord, PublicReport } from '@portal/shared/contracts';
import { reportTitle } from '../eyewitness/report-parts.component.js';

interface HeadArgs {
  page: Pick<Page<unknown>, 'path' | 'title'>;
  params: PageParams;
  url: URL;
  /** The data the page was rendered with, by `useLoad` key. */
  data: Readonly<Record<string, unknown>>;
}

/** What a link preview and a search engine say of a page: its name, a sentence, and schema.org data where a type fits. */
interface PageMeta {
  /** The preview's title (the document title stays the shell's: page and product). */
  name: string;
  description: string;
  jsonLd?: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
function stateMeta(policy: PolicyRecord, url: string): PageMeta {
  const name = t('statePolicyTitle', { state: policy.state });
  const status = lawStatusText(policy.law_status);
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
    name: `${name}: ${status}`,
    description: t('metaStatePolicy', { state: policy.state, status }),
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

function reportMeta(report: PublicReport, url: string): PageMeta {
  const title = reportTitle(report);
  return {
    name: title,
    description: t('metaReport', { title, date: readableDate(report.publishedAt) }),
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

function metaOf({ page, params, data }: HeadArgs, canonical: string): PageMeta {
  const plain = (description: string): PageMeta => ({ name: page.title, description });
  switch (page.path) {
    case '/':
      return {
        name: PRODUCT_NAME,
        description: messages.portalDescription,
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: PRODUCT_NAME, url: canonical },
      };
    case '/about':
      return plain(messages.metaAbout);
    case '/eyewitnesspage':
      return plain(messages.metaEyewitness);
    case '/laws':
      return { ...plain(messages.metaLaws), jsonLd: dataset(page.title, messages.metaLaws, canonical, ['policies', 'sources']) };
    case '/figures':
      return { ...plain(messages.metaFigures), jsonLd: dataset(page.title, messages.metaFigures, canonical, ['figures', 'sources']) };
    case '/states/:id': {
      const policy = data[`policy:${params.id}`] as PolicyRecord | null | undefined;
      return policy ? stateMeta(policy, canonical) : plain(messages.portalDescription);
    }
    case '/reports/:id': {
      const report = data[`report:${params.id}`] as PublicReport | null | undefined;
      return report ? reportMeta(report, canonical) : plain(messages.portalDescription);
    }
    case '*':
      return plain(messages.pageNotFoundHint);
    default:
      return plain(t('placeholderPage', { title: page.title }));
  }
}

/**
 * The head of a server-rendered page: the document title as the shell sets it, the description, the
 * canonical address (path only: a filtered list is the same page), Open Graph and Twitter card tags, and
 * schema.org JSON-LD (a script type browsers never run, so the CSP's script-src does not apply to it).
 */
export function pageHead(args: HeadArgs): string {
  const canonical = new URL(args.url.pathname, args.url.origin).href;
  const meta = metaOf(args, canonical);
  const title = t('documentTitle', { page: args.page.title, product: PRODUCT_NAME });
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(args.page.path === '*' ? [] : [`<link rel="canonical" href="${escapeHtml(canonical)}" />`]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.name)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
  ];
  return tags.join('');
}
