import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { correctionSupports } from '@portal/shared/source-supports';
import { StatePolicyPage } from './state-policy.page.js';
import { expectNoAxeViolations, schoolRecord } from '@portal/shared/testing';
import type { PolicyRecord, PublicReport, RecordChange, School } from '@portal/shared/contracts';
import {
  EBONYI_BILL,
  IN_TARAUNI,
  KANO_BILL,
  LAGOS_AGENCY,
  LAGOS_LAW,
  ONDO_SOURCES,
  photo,
  POLICIES,
  publishedReport,
  source,
  stateNamed,
  stubApi,
  watchBus,
} from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { publicWords } from '../i18n/words.js';

const sharedText = sharedWords.in('en');
const words = publicWords.in('en');

watchBus();

const KANO_SCHOOL = schoolRecord({ id: 1, state_id: stateNamed('Kano').id, state: 'Kano', name: 'School for the Deaf, Kano' });

async function openPolicyOf(state: string, reports: PublicReport[] = [], schools: School[] = [], history: RecordChange[] = []) {
  stubApi({ reports, schools, history: { [stateNamed(state).id]: history } });
  renderInPortal(<StatePolicyPage id={String(stateNamed(state).id)} />);
  return screen.findByRole('heading', { level: 1, name: `${state} Disability Policy` });
}

const statusPanel = () => screen.getByRole('region', { name: 'Implementation Status' });
const sourcesSection = () => screen.getByRole('region', { name: messages.sourcesHeading });

/** The panel's named facts ('Law', 'Year' …) as [name, value] pairs. */
const lawFacts = () =>
  within(statusPanel())
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the state policy page', () => {
  it("shows Lagos's law in force once, its name, year and agency, an overview from them, its source and when it was reviewed", async () => {
    await openPolicyOf('Lagos');
    expect(within(statusPanel()).getByText(sharedText('lawStatusInForce')).className).toContain('badge--success');
    expect(within(statusPanel()).getByText(sharedText('statusPassed'))).toBeTruthy();
    expect(lawFacts()).toEqual([
      [words('lawNameLabel'), LAGOS_LAW],
      [messages.lawYearLabel, '2011'],
      [words('agencyLabel'), LAGOS_AGENCY],
    ]);
    const sources = sourcesSection();
    const [item] = within(sources).getAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: "Lagos State Special People's Law" }).getAttribute('href')).toBe(
      'https://lagos.test/special-peoples-law',
    );
    expect(item!.textContent).toContain('Lagos State Government');
    expect(item!.textContent).toContain(messages.confidenceHigh);
    expect(item!.querySelector('blockquote')?.textContent).toBe('A law to provide for the protection of special people');
    expect(within(sources).getByText('Information as of 24 November 2026')).toBeTruthy();
    expect(screen.queryByText(/^Source:/)).toBeNull();
    // No description, so the overview is the portal's sentences from the sourced facts, linked to their
    // source: once, as the facts that follow come from the same one.
    expect(screen.queryByText('No policy data available for Lagos state')).toBeNull();
    const overview = screen.getByRole('region', { name: 'Overview' });
    const sentences = [
      'Lagos has a disability law in force, according to Lagos State Government.',
      `The law is the ${LAGOS_LAW}, as that source names it.`,
      `The agency responsible is the ${LAGOS_AGENCY}.`,
      'The portal last checked these facts against their sources on 24 November 2026.',
    ];
    // Cut at whole sentences within 300 characters, so no link to a source is cut in two.
    expect(overview.querySelector('p')!.textContent).toBe(`${sentences.slice(0, 3).join(' ')} …`);
    await userEvent.click(within(overview).getByText(messages.readMore));
    expect(overview.querySelector('details')!.open).toBe(true);
    expect(overview.querySelector('details p')!.textContent).toBe(sentences[3]);
    const links = within(overview).getAllByRole('link', { name: 'Lagos State Government' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://lagos.test/special-peoples-law']);
    await expectNoAxeViolations();
  });

  it("tells a visitor to Ondo's page that sources disagree and shows both sources, with the ranking's caveat", async () => {
    await openPolicyOf('Ondo');
    expect(within(statusPanel()).getByText(words('sourcesDisagree', { state: 'Ondo' }))).toBeTruthy();
    expect(within(statusPanel()).getByText(sharedText('lawStatusDisputed')).className).toContain('badge--neutral');
    expect(within(statusPanel()).getByText(sharedText('statusDisputed'))).toBeTruthy();
    expect(within(statusPanel()).queryByText(sharedText('statusUnknown'))).toBeNull();
    expect(within(statusPanel()).getByRole('heading', { name: messages.notesLabel })).toBeTruthy();

    const links = within(sourcesSection()).getAllByRole('link', { name: (name) => ONDO_SOURCES.some((source) => source.title === name) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ONDO_SOURCES.map((source) => source.url));
    // The second source gives neither publisher nor date: it says so, rather than leaving a blank.
    const second = within(sourcesSection()).getAllByRole('listitem')[1]!;
    expect(within(second).getAllByText(messages.notStatedBySource)).toHaveLength(2);

    // The ranking is shown only with the note that its source gives no method.
    const ranking = screen.getByText(/^Ranking:/).closest('p')!;
    expect(ranking.textContent).toBe(`${words('rankingLabel')}: 10th ${words('rankingNote')}`);

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText(messages.readMore).closest('summary')).toBeTruthy();
    const findings = within(screen.getByRole('region', { name: 'Key Findings' })).getAllByRole('listitem');
    expect(findings.map((item) => item.textContent)).toEqual([
      'Education: inclusive schools exist in every senatorial district.',
      'Healthcare: free treatment is promised: "It works," says a nurse at a clinic.',
      'A line without a theme',
    ]);
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getAllByRole('img', { name: 'Phone' })).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('shows a bill pending with the warning badge and the Pending sentence', async () => {
    await openPolicyOf('Niger');
    expect(within(statusPanel()).getByText(sharedText('lawStatusBillPending')).className).toContain('badge--warning');
    expect(within(statusPanel()).getByText(sharedText('statusPending'))).toBeTruthy();
    expect(screen.getByText(words('noContactInformation'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: /download disability policy/ })).toBeNull();
  });

  it('names each source in its overview once for the facts in a row it gives, and again where another gives the next', async () => {
    const lagos = POLICIES.find((record) => record.state === 'Lagos')!;
    const government = source({ publisher: 'Lagos State Government', url: 'https://lagos.test/law', supports: 'law status and law name' });
    const guardian = source({ publisher: 'The Guardian', url: 'https://news.test/lasoda', supports: 'year and agency' });
    const named = { ...lagos, law_name: "Lagos State Special People's Law", sources: [government, guardian] };
    stubApi({ policies: POLICIES.map((record) => (record === lagos ? named : record)) });
    renderInPortal(<StatePolicyPage id={String(lagos.id)} />);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await userEvent.click(within(overview).getByText(messages.readMore));
    const text = overview.textContent!;
    for (const sentence of [
      'Lagos has a disability law in force, according to Lagos State Government.',
      "The law is the Lagos State Special People's Law, as that source names it.",
      'It dates from 2011, according to The Guardian.',
      `The agency responsible is the ${LAGOS_AGENCY}.`,
    ])
      expect(text).toContain(sentence);
    expect(
      within(overview)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Lagos State Government', 'https://lagos.test/law'],
      ['The Guardian', 'https://news.test/lasoda'],
    ]);
  });

  it("reads a bill passed but not signed as the spec's Pending, named in the portal's words", async () => {
    await openPolicyOf('Kano');
    expect(within(statusPanel()).getByText(sharedText('lawStatusPassedNotSigned')).className).toContain('badge--warning');
    expect(within(statusPanel()).getByText(sharedText('statusPending'))).toBeTruthy();
    expect(screen.queryByText(/^Ranking:/)).toBeNull();
  });

  it("calls a law by its name only where one is in force: a bill as a bill, a disputed law as one source's, and a name whose law no source confirms as its source gives it", async () => {
    const overviewText = () => screen.getByRole('region', { name: 'Overview' }).textContent!;
    await openPolicyOf('Kano');
    expect(lawFacts()[0]).toEqual([words('billNameLabel'), KANO_BILL]);
    expect(overviewText()).toContain(
      "Kano's assembly has passed a disability bill that is not yet signed into law, according to Daily Post.",
    );
    expect(overviewText()).toContain(`The bill is the ${KANO_BILL}, as that source names it.`);
    expect(overviewText()).not.toMatch(/The law is/);
    cleanup();

    await openPolicyOf('Ebonyi');
    expect(within(statusPanel()).getByText(sharedText('lawStatusUnknown'))).toBeTruthy();
    expect(lawFacts()[0]).toEqual([words('lawOrBillNameLabel'), EBONYI_BILL]);
    expect(overviewText()).toContain(
      'The public sources found on Ebonyi, such as BusinessDay, do not confirm whether it has a disability law in force.',
    );
    expect(overviewText()).toContain(`BusinessDay names the ${EBONYI_BILL}, but does not confirm that it is in force.`);
    expect(overviewText()).not.toMatch(/The law is/);
    await expectNoAxeViolations();
    cleanup();

    // Ondo's sources disagree; with a name and no description, its overview is the portal's sentences.
    const ondo = { ...POLICIES.find((policy) => policy.state === 'Ondo')!, desc: '', law_name: 'Ondo State Disability Law 2021' };
    stubApi({ policies: POLICIES.map((policy) => (policy.id === ondo.id ? ondo : policy)) });
    renderInPortal(<StatePolicyPage id={String(ondo.id)} />);
    await screen.findByRole('heading', { level: 1, name: 'Ondo Disability Policy' });
    expect(overviewText()).toContain('Public sources disagree about whether Ondo has a disability law');
    expect(overviewText()).toContain('According to The Nation, the law is the Ondo State Disability Law 2021.');
    expect(overviewText()).not.toMatch(/The law is/);
  });

  it('says a state with no law has none in force, not that it passed none, where its source quotes the Assembly passing a bill that was never signed; a check in a month is in it', async () => {
    // Akwa Ibom's row of the sourced data: status 'no', and its one source says the Assembly passed the bill.
    const quote = 'urged Governor Umo Eno, to assent to the disability bill earlier passed by the House of Assembly';
    const akwaIbom: PolicyRecord = {
      ...POLICIES.find((record) => record.state === 'Akwa Ibom')!,
      status: '',
      law_status: 'no_law',
      law_name: '',
      law_year: null,
      agency: '',
      // Checked in a month, as the bundled data is (Lagos' record is checked on a day).
      reviewed_at: '2026-11',
      sources: [
        source({
          title: "NAB seeks Gov Eno's assent to disability bill in Akwa Ibom",
          publisher: 'Daily Post',
          quote,
          supports: 'law status',
        }),
      ],
    };
    stubApi({ policies: POLICIES.map((record) => (record.state === 'Akwa Ibom' ? akwaIbom : record)) });
    renderInPortal(<StatePolicyPage id={String(akwaIbom.id)} />);
    await screen.findByRole('heading', { level: 1, name: 'Akwa Ibom Disability Policy' });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain('Akwa Ibom has no disability law in force, according to Daily Post.');
    expect(overview.textContent).toContain('The portal last checked these facts against their sources in November 2026.');
    expect(within(statusPanel()).getByText('Public sources report that no disability law is in force here.')).toBeTruthy();
    expect(within(sourcesSection()).getByText(quote)).toBeTruthy();
    // The page's own words never deny what its quote says.
    const ownWords = [overview.textContent, statusPanel().textContent].join(' ');
    expect(ownWords).not.toMatch(/not passed|been passed/);
  });

  it('says plainly on the page of a state with no source that none was found, and reads every unknown field as not stated', async () => {
    await openPolicyOf('Borno');
    expect(within(statusPanel()).getByText(sharedText('lawStatusUnknown'))).toBeTruthy();
    expect(within(statusPanel()).getByText(sharedText('statusUnknown'))).toBeTruthy();
    expect(lawFacts()).toEqual([
      [words('lawOrBillNameLabel'), messages.notStatedBySource],
      [messages.lawYearLabel, messages.notStatedBySource],
      [words('agencyLabel'), messages.notStatedBySource],
    ]);
    expect(within(sourcesSection()).getByText(words('noSourceFound', { state: 'Borno' }))).toBeTruthy();
    expect(within(sourcesSection()).queryByRole('list')).toBeNull();
    expect(screen.getByText('No policy data available for Borno state')).toBeTruthy();
    expect(await screen.findByText(words('noKeyFindings'))).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("offers 'Suggest a correction', opening the dashboard's suggestion form for the state's record", async () => {
    await openPolicyOf('Akwa Ibom');
    const link = within(sourcesSection()).getByRole('link', { name: messages.suggestCorrection });
    expect(link.getAttribute('href')).toBe(`/dashboard/suggestions/new?state=${stateNamed('Akwa Ibom').id}`);
  });

  it('shows how many eyewitness reports from the state are published, the latest three, and a link to all of them', async () => {
    const kano = { stateId: stateNamed('Kano').id, state: 'Kano', lga: null };
    await openPolicyOf('Kano', [
      publishedReport(1, { ...IN_TARAUNI, publishedAt: '2025-03-20T09:00:00.000Z', media: [photo(99, 1), photo(99, 2)] }),
      publishedReport(2, { stateId: stateNamed('Lagos').id, state: 'Lagos', lga: 'Ikeja' }),
      publishedReport(3, { ...kano, commentType: 'Testimonials', publishedAt: '2025-03-12T09:00:00.000Z' }),
      publishedReport(4, { ...kano, commentType: 'Query or Question', publishedAt: '2025-03-02T09:00:00.000Z' }),
      publishedReport(5, { ...IN_TARAUNI, publishedAt: '2025-02-01T09:00:00.000Z' }),
    ]);
    const section = await screen.findByRole('region', { name: 'Eyewitness reports from Kano' });
    expect(await within(section).findByText('4 reports from Kano have been published.')).toBeTruthy();
    const latest = within(section).getAllByRole('listitem');
    expect(latest.map((item) => item.textContent)).toEqual([
      'Report Accessibility Issue – Tarauni, Kano, published 20 March 2025and 1 more photograph on the report’s page',
      'Testimonials – Kano, published 12 March 2025',
      'Query or Question – Kano, published 2 March 2025',
    ]);
    expect(latest.map((item) => within(item).getAllByRole('link')[0]!.getAttribute('href'))).toEqual([
      '/reports/99',
      '/reports/97',
      '/reports/96',
    ]);
    // As in the list of all reports: the first photograph's small copy, lazy, a link to the full photo.
    const picture = within(latest[0]!).getByRole('img', {
      name: 'Photograph 1 of 2 from the report: Report Accessibility Issue – Tarauni, Kano',
    });
    expect([picture.getAttribute('loading'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['lazy', '128', '96']);
    expect(picture.closest('picture')!.querySelector('source')!.getAttribute('srcset')).toBe('/api/v1/reports/99/media/1/list 256w');
    expect(picture.closest('a')!.getAttribute('href')).toBe('/api/v1/reports/99/media/1');
    expect(within(section).getByRole('link', { name: 'See all reports from Kano' }).getAttribute('href')).toBe(
      `/eyewitnesspage?state_id=${stateNamed('Kano').id}`,
    );
    await expectNoAxeViolations();
  });

  it("derives key findings from the state's schools and published reports, each a link to them", async () => {
    const kano = { stateId: stateNamed('Kano').id, state: 'Kano', lga: null };
    const school = (id: number, impairments: School['impairments']) => ({ ...KANO_SCHOOL, id, impairments });
    await openPolicyOf(
      'Kano',
      [publishedReport(1, kano), publishedReport(2, kano)],
      [school(1, ['visual']), school(2, ['hearing', 'visual'])],
    );
    const findings = within(screen.getByRole('region', { name: 'Key Findings' }));
    const education = await findings.findByRole('link', {
      name: '2 special or inclusive schools listed, serving visual and hearing impairments',
    });
    expect(education.closest('li')!.textContent).toBe(
      'Education: 2 special or inclusive schools listed, serving visual and hearing impairments',
    );
    expect(education.getAttribute('href')).toBe('/schools?state=Kano');
    const reports = await findings.findByRole('link', { name: '2 published eyewitness reports' });
    expect(reports.closest('li')!.textContent).toBe('Accessibility: 2 published eyewitness reports');
    expect(reports.getAttribute('href')).toBe(`/eyewitnesspage?state_id=${stateNamed('Kano').id}`);
    expect(findings.queryByText(words('noKeyFindings'))).toBeNull();
    await expectNoAxeViolations();
  });

  it("shows a change an accepted suggestion made to the state's record, with its source and the suggester who agreed to be named", async () => {
    const change: RecordChange = {
      change: 'corrected',
      field: 'agency',
      changed_at: '2026-12-03T10:00:00.000Z',
      source_url: 'https://kano.test/disability-board',
      suggested_by: 'Amina',
      moderated_by: 'Portal moderator no. 2',
    };
    // The record as the accepted suggestion left it: the reader's page among its sources, as the API words it.
    const corrected = POLICIES.map((policy) =>
      policy.state === 'Kano'
        ? {
            ...policy,
            agency: 'Kano State Agency for Persons with Disabilities',
            sources: [
              ...policy.sources,
              source({ url: change.source_url, supports: correctionSupports('agency'), title: 'kano.test', confidence: 'medium' }),
            ],
          }
        : policy,
    );
    stubApi({ policies: corrected, history: { [stateNamed('Kano').id]: [change] } });
    renderInPortal(<StatePolicyPage id={String(stateNamed('Kano').id)} />);
    const changes = await screen.findByRole('region', { name: messages.changesHeading });
    expect(within(changes).getByRole('listitem').textContent).toBe(
      'Corrected on 3 December 2026 from a suggestion: Agency or commission. Suggested by Amina. Source: https://kano.test/disability-board',
    );
    expect(within(changes).getByRole('link').getAttribute('href')).toBe(change.source_url);
    // The source names the field as the change does, and as the panel labels the fact.
    const readersPage = within(sourcesSection()).getByRole('link', { name: 'kano.test' }).closest('li')!;
    expect(within(readersPage).getByText("Agency or commission, from a reader's suggestion accepted by a moderator")).toBeTruthy();
    expect(lawFacts()).toContainEqual(['Agency or commission', 'Kano State Agency for Persons with Disabilities']);
    await expectNoAxeViolations();
  });

  it('shows no changes section for a record no suggestion changed', async () => {
    await openPolicyOf('Lagos');
    await screen.findByRole('region', { name: 'Key Findings' });
    expect(screen.queryByRole('region', { name: messages.changesHeading })).toBeNull();
  });

  it('says so when no eyewitness report from the state has been published', async () => {
    await openPolicyOf('Lagos', [publishedReport(1, IN_TARAUNI)]);
    const section = screen.getByRole('region', { name: 'Eyewitness reports from Lagos' });
    expect(await within(section).findByText('No eyewitness reports from Lagos have been published yet.')).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
    await expectNoAxeViolations();
  });

  it.each([['0'], ['999'], ['abc']])("shows 'Policy Not Found' with a way back for /states/%s", async (id) => {
    stubApi();
    renderInPortal(<StatePolicyPage id={id} />);
    expect(await screen.findByRole('heading', { level: 1, name: words('policyNotFound') })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.backToHome }).getAttribute('href')).toBe('/');
    // The top bar's states come after the page's answer, which needs no request for an id none can have.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' }).hasAttribute('disabled')).toBe(false));
    await expectNoAxeViolations();
  });
});
