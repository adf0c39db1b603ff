import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages, t } from '@portal/shared';
import { StatePolicyPage } from './state-policy.page.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import type { PublicReport } from '@portal/shared/contracts';
import {
  IN_TARAUNI,
  LAGOS_AGENCY,
  LAGOS_LAW,
  ONDO_SOURCES,
  photo,
  publishedReport,
  stateNamed,
  stubApi,
  watchBus,
} from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';

watchBus();

async function openPolicyOf(state: string, reports: PublicReport[] = []) {
  stubApi({ reports });
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
  it("shows Lagos's law in force: Passed, its name, year and agency, its source and when it was reviewed", async () => {
    await openPolicyOf('Lagos');
    expect(within(statusPanel()).getByText('Passed').className).toContain('badge--success');
    expect(within(statusPanel()).getByText(messages.statusPassed)).toBeTruthy();
    expect(lawFacts()).toEqual([
      [messages.lawStatusLabel, messages.lawStatusInForce],
      [messages.lawNameLabel, LAGOS_LAW],
      [messages.lawYearLabel, '2011'],
      [messages.agencyLabel, LAGOS_AGENCY],
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
    // No description, but the law is known: no 'No policy data' line contradicts the status panel.
    expect(screen.queryByText('No policy data available for Lagos state')).toBeNull();
    await expectNoAxeViolations();
  });

  it("tells a visitor to Ondo's page that sources disagree and shows both sources, with the ranking's caveat", async () => {
    await openPolicyOf('Ondo');
    expect(within(statusPanel()).getByText(t('sourcesDisagree', { state: 'Ondo' }))).toBeTruthy();
    expect(within(statusPanel()).getByText(messages.statusBadgeUnknown)).toBeTruthy();
    expect(within(statusPanel()).getByText(messages.statusUnknown)).toBeTruthy();
    expect(lawFacts()[0]).toEqual([messages.lawStatusLabel, messages.lawStatusDisputed]);
    expect(within(statusPanel()).getByRole('heading', { name: messages.notesLabel })).toBeTruthy();

    const links = within(sourcesSection()).getAllByRole('link', { name: (name) => ONDO_SOURCES.some((source) => source.title === name) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ONDO_SOURCES.map((source) => source.url));
    // The second source gives neither publisher nor date: it says so, rather than leaving a blank.
    const second = within(sourcesSection()).getAllByRole('listitem')[1]!;
    expect(within(second).getAllByText(messages.notStatedBySource)).toHaveLength(2);

    // The ranking is shown only with the note that its source gives no method.
    const ranking = screen.getByText(/^Ranking:/).closest('p')!;
    expect(ranking.textContent).toBe(`${messages.rankingLabel}: 10th ${messages.rankingNote}`);

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByRole('button', { name: messages.readMore })).toBeTruthy();
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

  it('shows a bill pending as Pending, with the warning badge', async () => {
    await openPolicyOf('Niger');
    expect(within(statusPanel()).getByText('Pending').className).toContain('badge--warning');
    expect(within(statusPanel()).getByText(messages.statusPending)).toBeTruthy();
    expect(lawFacts()[0]).toEqual([messages.lawStatusLabel, messages.lawStatusBillPending]);
    expect(screen.getByText(messages.noContactInformation)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /download disability policy/ })).toBeNull();
  });

  it("reads a bill passed but not signed in the spec's unknown-status words, and names it in the portal's", async () => {
    await openPolicyOf('Kano');
    expect(within(statusPanel()).getByText(messages.statusBadgeUnknown).className).toContain('badge--neutral');
    expect(within(statusPanel()).getByText(messages.statusUnknown)).toBeTruthy();
    expect(lawFacts()[0]).toEqual([messages.lawStatusLabel, messages.lawStatusPassedNotSigned]);
    expect(screen.queryByText(/^Ranking:/)).toBeNull();
  });

  it('says plainly on the page of a state with no source that none was found, and reads every unknown field as not stated', async () => {
    await openPolicyOf('Borno');
    expect(lawFacts().slice(1)).toEqual([
      [messages.lawNameLabel, messages.notStatedBySource],
      [messages.lawYearLabel, messages.notStatedBySource],
      [messages.agencyLabel, messages.notStatedBySource],
    ]);
    expect(within(sourcesSection()).getByText(t('noSourceFound', { state: 'Borno' }))).toBeTruthy();
    expect(within(sourcesSection()).queryByRole('list')).toBeNull();
    expect(screen.getByText('No policy data available for Borno state')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("offers 'Suggest a correction', opening the eyewitness form for the state", async () => {
    await openPolicyOf('Akwa Ibom');
    const link = within(sourcesSection()).getByRole('link', { name: messages.suggestCorrection });
    expect(link.getAttribute('href')).toBe('/dashboard?type=contribute&state=Akwa%20Ibom');
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
    expect(await screen.findByRole('heading', { level: 1, name: messages.policyNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.backToHome }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });
});
