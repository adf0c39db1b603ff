import { websiteUrl } from '@portal/shared/rules';
import type { School } from '@portal/shared/contracts';
import type { PageMeta, PagePreview } from '@portal/shared/server-entry';
import { describedBy } from '@portal/shared/page-preview';
import { schoolsWords, type SchoolsWords } from '../i18n/words.js';

/** A school's page as schema.org has it: a School, with only what its sources state. */
function schoolMeta(school: School, url: string, words: SchoolsWords): PageMeta {
  const place = [school.local_government, school.state]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const address = {
    ...(school.location.trim() ? { streetAddress: school.location.trim() } : {}),
    ...(school.local_government.trim() ? { addressLocality: school.local_government.trim() } : {}),
    ...(school.state.trim() ? { addressRegion: school.state.trim() } : {}),
    addressCountry: 'NG',
  };
  return {
    title: school.name,
    name: school.name,
    description: place ? words('metaSchool', { school: school.name, place }) : words('metaSchools'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'School',
      name: school.name,
      url,
      address: { '@type': 'PostalAddress', ...address },
      ...(school.website.trim() ? { sameAs: websiteUrl(school.website) } : {}),
      ...(school.phone.trim() ? { telephone: school.phone.trim() } : {}),
      ...(school.email.trim() ? { email: school.email.trim() } : {}),
    },
  };
}

/** The list of schools, and any page without a preview of its own: what the schools pages are. */
export const pageMeta: PagePreview = describedBy(schoolsWords, 'metaSchools');

/** A school's page, from the school; the list's sentence while it could not be read. */
export const schoolPreview: PagePreview = (args, canonical) => {
  const school = args.data[`school:${args.params.id}`] as School | null | undefined;
  return school ? schoolMeta(school, canonical, schoolsWords.in(args.locale)) : pageMeta(args, canonical);
};
