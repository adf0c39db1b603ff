import { websiteUrl } from '@portal/shared/rules';
import type { School } from '@portal/shared/contracts';
import type { HeadArgs, PageMeta } from '@portal/shared/server-entry';
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

/** What mfe-schools' pages say of themselves in link previews and to search engines, in the page's language. */
export function pageMeta({ page, params, data, locale }: HeadArgs, canonical: string): PageMeta {
  const words = schoolsWords.in(locale);
  const plain = (description: string): PageMeta => ({ name: page.title, description });
  switch (page.path) {
    case '/schools/:id': {
      const school = data[`school:${params.id}`] as School | null | undefined;
      return school ? schoolMeta(school, canonical, words) : plain(words('metaSchools'));
    }
    default:
      return plain(words('metaSchools'));
  }
}
