import type { CountryRecord } from '../data/public-data.js';

/** One slice of a doughnut and one row of its table. */
export interface Figure {
  label: string;
  /** Percentage of the whole, as published. */
  share: number;
  /** The number of people, where one is published; null when it is not. */
  count: number | null;
}

/** A figure stated beside a chart, with where it comes from. */
export interface StatedFigure {
  label: string;
  value: string;
  source: string;
}

export type StatViewId = 'population' | 'gender' | 'age';

export interface StatView {
  id: StatViewId;
  tab: string;
  title: string;
  /** The label of the table's first column. */
  groupHeader: string;
  figures: Figure[];
  /** Where the figures come from (§9: the fixed figures are cited to their sources). */
  source: string;
  stated: StatedFigure[];
}

/** §9 fixed display figures, cited to international and national statistics sources. */
const STATISTICS_SOURCES = 'international and national statistics sources';
export const DISABILITY_SHARE = { share: 15, source: `2020 and 2018 estimates, ${STATISTICS_SOURCES}` };
export const EMPLOYMENT_SHARE = { share: 36.7, source: `Q4 2024, ${STATISTICS_SOURCES}` };
export const GENDER_SHARES = { male: 45.65, female: 54.35, source: STATISTICS_SOURCES };

/** §3.8: persons with disabilities by age band. */
export const AGE_BANDS: readonly Figure[] = [
  { label: '0-15', share: 24.5, count: 6_592_950 },
  { label: '15-29', share: 3.4, count: 914_940 },
  { label: '30-44', share: 6.7, count: 1_802_970 },
  { label: '45-64', share: 17.9, count: 4_816_890 },
  { label: '65-above', share: 47.5, count: 12_782_250 },
];

/**
 * The three statistics views of the home page (§2.5): the spec's fixed figures (§3.8, §9), shown at once,
 * and the counts the country record publishes (§3.4) once it is in. A count it does not publish stays
 * null, never guessed.
 */
export function statViews(country: CountryRecord | null): StatView[] {
  const record = country ? `country record, ${country.year}` : 'country record';
  const population = country?.population;
  return [
    {
      id: 'population',
      tab: 'Population',
      title: 'Share of the population living with a disability',
      groupHeader: 'Group',
      figures: [
        { label: 'Persons with disabilities', share: DISABILITY_SHARE.share, count: population?.withDisability ?? null },
        {
          label: 'Persons without disabilities',
          share: 100 - DISABILITY_SHARE.share,
          count: population?.withoutDisability ?? null,
        },
      ],
      source: `Shares: ${DISABILITY_SHARE.source}. Numbers: ${record}.`,
      stated: [{ label: 'Employment share', value: `${EMPLOYMENT_SHARE.share}%`, source: EMPLOYMENT_SHARE.source }],
    },
    {
      id: 'gender',
      tab: 'Gender',
      title: 'Persons with disabilities by gender',
      groupHeader: 'Gender',
      figures: [
        { label: 'Male', share: GENDER_SHARES.male, count: null },
        { label: 'Female', share: GENDER_SHARES.female, count: null },
      ],
      source: `${GENDER_SHARES.source}.`,
      stated: [],
    },
    {
      id: 'age',
      tab: 'Age',
      title: 'Persons with disabilities by age band',
      groupHeader: 'Age band',
      figures: [...AGE_BANDS],
      source: `${STATISTICS_SOURCES}.`,
      stated: [],
    },
  ];
}
