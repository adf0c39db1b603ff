import type { Citation } from '@portal/shared/contracts';
import type { CountryRecord } from '../data/public-data.js';
import type { PublicWords } from '../i18n/words.js';

/** One slice of a doughnut and one row of its table. */
export interface Figure {
  label: string;
  /** Percentage of the whole, as published. */
  share: number;
  /** The number of people, where one is published; null when it is not. */
  count: number | null;
}

/** A figure stated beside a chart, with where it comes from (null until the country record is in). */
export interface StatedFigure {
  label: string;
  value: string;
  citation: Citation | null;
}

export type StatViewId = 'population' | 'gender' | 'age';

export interface StatView {
  id: StatViewId;
  tab: string;
  title: string;
  /** The label of the table's first column. */
  groupHeader: string;
  figures: Figure[];
  /** Where the figures come from, as the country record cites them, each with what it is for when a view
   * has several; none until the record is in. */
  citations: { subject?: string; citation: Citation }[];
  stated: StatedFigure[];
}

/** §9 fixed display figures; their citations come with the country record. */
export const DISABILITY_SHARE = 15;
export const EMPLOYMENT_SHARE = 36.7;
export const GENDER_SHARES = { male: 45.65, female: 54.35 };

/** §3.8: persons with disabilities by age band, the last one named in the page's language. */
export const ageBands = (words: PublicWords): Figure[] => [
  { label: '0-15', share: 24.5, count: 6_592_950 },
  { label: '15-29', share: 3.4, count: 914_940 },
  { label: '30-44', share: 6.7, count: 1_802_970 },
  { label: '45-64', share: 17.9, count: 4_816_890 },
  { label: words('ageBandOver65'), share: 47.5, count: 12_782_250 },
];

/**
 * The three statistics views of the home page (§2.5): the spec's fixed figures (§3.8, §9), shown at once,
 * and the counts and citations the country record publishes (§3.4) once it is in. A count it does not
 * publish stays null, never guessed. Their words are in the page's language (`words`).
 */
export function statViews(country: CountryRecord | null, words: PublicWords): StatView[] {
  const population = country?.population;
  const statistics = country?.statistics;
  return [
    {
      id: 'population',
      tab: words('statsPopulationTab'),
      title: words('statsPopulationTitle'),
      groupHeader: words('statsGroupHeader'),
      figures: [
        { label: words('personsWithDisabilities'), share: DISABILITY_SHARE, count: population?.withDisability ?? null },
        { label: words('personsWithoutDisabilities'), share: 100 - DISABILITY_SHARE, count: population?.withoutDisability ?? null },
      ],
      citations:
        statistics && population
          ? [
              // The tables' column headers say what each citation is for.
              { subject: words('statsShareHeader'), citation: statistics.disabilityShare.citation },
              { subject: words('statsCountHeader'), citation: population.citation },
            ]
          : [],
      stated: [
        {
          label: words('employmentShare'),
          value: `${EMPLOYMENT_SHARE}%`,
          citation: statistics?.employmentDistribution.employed.citation ?? null,
        },
      ],
    },
    {
      id: 'gender',
      tab: words('statsGender'),
      title: words('statsGenderTitle'),
      groupHeader: words('statsGender'),
      figures: [
        { label: words('male'), share: GENDER_SHARES.male, count: null },
        { label: words('female'), share: GENDER_SHARES.female, count: null },
      ],
      citations: statistics ? [{ citation: statistics.gender_distribution.citation }] : [],
      stated: [],
    },
    {
      id: 'age',
      tab: words('statsAgeTab'),
      title: words('statsAgeTitle'),
      groupHeader: words('statsAgeHeader'),
      figures: ageBands(words),
      citations: statistics ? [{ citation: statistics.ageDistributionCitation }] : [],
      stated: [],
    },
  ];
}
