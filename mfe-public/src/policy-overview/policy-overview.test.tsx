import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Selection } from '@portal/shared';
import { PolicyOverview } from './policy-overview.component.js';
import { expectNoAxeViolations, renderFresh, sharedEnglish } from '@portal/shared/testing';
import { LAGOS_LAW, NIGERIA, ONDO_SOURCES, POLICIES, stateNamed, stubApi, watchBus } from '../test-support/fixtures.js';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { publicWords } from '../i18n/words.js';

const sharedText = sharedWords.in('en');
const words = publicWords.in('en');

watchBus();

const nigeria: Selection = { countryId: 1, countryName: 'Nigeria', stateId: null, stateName: '' };
const choose = (name: string): Selection => ({ ...nigeria, stateId: stateNamed(name).id, stateName: name });

function renderOverview(selection: Selection) {
  return renderFresh(<PolicyOverview headingId="policy-heading" selection={selection} country={NIGERIA} />);
}

describe('the policy overview', () => {
  it("shows Nigeria's own policy when no state is selected, without View More", async () => {
    stubApi();
    renderOverview(nigeria);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Overview of Nigeria Disability Policy');
    expect(screen.getByText(NIGERIA.policy.desc)).toBeTruthy();
    const download = screen.getByRole('link', { name: `${words('downloadPolicy')} ${messages.opensInNewTab}` });
    expect(download.getAttribute('href')).toBe(NIGERIA.policy.url);
    expect(download.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: new RegExp(words('viewMore')) })).toBeNull();
    const sources = screen.getByRole('region', { name: messages.sourcesHeading });
    expect(within(sources).getByRole('link', { name: NIGERIA.policy.sources[0]!.title })).toBeTruthy();
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it("shows the chosen state's policy: preview, contacts with named icons, download and View More", async () => {
    stubApi();
    renderOverview(choose('Ondo'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Overview of Ondo Disability Policy');
    expect((await screen.findByText(messages.readMore)).closest('summary')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Phone' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Address' }).nextElementSibling?.textContent).toBe('Alagbaka, Akure');
    expect(screen.getByRole('link', { name: '0803 123 4567' }).getAttribute('href')).toBe('tel:08031234567');
    expect(screen.getByRole('img', { name: messages.emailAddressLabel })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'disability@ondo.example.org' }).getAttribute('href')).toBe(
      'mailto:disability@ondo.example.org',
    );
    expect(screen.getByRole('link', { name: /download disability policy/ }).getAttribute('href')).toBe(
      'https://documents.test/ondo-policy.pdf',
    );
    const viewMore = screen.getByRole('link', { name: 'View More about the Ondo disability policy' });
    expect(viewMore.getAttribute('href')).toBe(`/states/${stateNamed('Ondo').id}`);
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it("tells a visitor choosing Ondo that sources disagree, with the portal's note on them as the state's page gives it, and lists both sources", async () => {
    stubApi();
    renderOverview(choose('Ondo'));
    expect(await screen.findByText(words('sourcesDisagree', { state: 'Ondo' }))).toBeTruthy();
    expect(screen.getByText(sharedText('statusDisputed'))).toBeTruthy();
    expect(screen.queryByText(sharedText('statusUnknown'))).toBeNull();
    const notes = screen.getByRole('heading', { level: 3, name: messages.notesLabel });
    expect(notes.nextElementSibling?.textContent).toBe(POLICIES.find((policy) => policy.state === 'Ondo')!.notes);
    // After the overview's sentences and View More, so that none of them reads as under the note's heading.
    const viewMore = screen.getByRole('link', { name: new RegExp(words('viewMore')) });
    expect(viewMore.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const sources = screen.getByRole('region', { name: messages.sourcesHeading });
    for (const source of ONDO_SOURCES) {
      expect(within(sources).getByRole('link', { name: source.title }).getAttribute('href')).toBe(source.url);
    }
  });

  it("shows Lagos's law in force with its name and year, and ends with its sources, review date and Suggest a correction", async () => {
    stubApi();
    renderOverview(choose('Lagos'));
    expect(await screen.findByText(sharedText('lawStatusInForce'))).toBeTruthy();
    expect(screen.getByText(sharedText('statusPassed'))).toBeTruthy();
    expect(screen.getByText(LAGOS_LAW)).toBeTruthy();
    // No description: the overview is the portal's sentences from the sourced facts, as on the state's page.
    expect(screen.getByText(/^Lagos has a disability law in force, according to/)).toBeTruthy();
    expect(screen.getByText(messages.lawYearLabel).nextElementSibling?.textContent).toBe('2011');
    // The law is known: no 'No policy data' to contradict it, no download or contact lines.
    expect(screen.queryByText(words('noPolicyData', { state: 'Lagos', place: 'state' }))).toBeNull();
    expect(screen.queryByRole('link', { name: /download disability policy/ })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Phone' })).toBeNull();

    const sources = screen.getByRole('region', { name: messages.sourcesHeading });
    expect(sources.querySelector('h3')?.textContent).toBe(messages.sourcesHeading);
    expect(within(sources).getAllByRole('listitem')).toHaveLength(1);
    expect(within(sources).getByText('Information as of 24 November 2026')).toBeTruthy();
    // The state page's form for the same record (state-policy.test.tsx), not the eyewitness form.
    expect(within(sources).getByRole('link', { name: messages.suggestCorrection }).getAttribute('href')).toBe(
      `/dashboard/suggestions/new?state=${stateNamed('Lagos').id}`,
    );
    // The section ends with the sources: nothing of the overview comes after them.
    expect(sources.nextElementSibling).toBeNull();
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('says there is no policy data for a state the API has no record of', async () => {
    stubApi({ policies: POLICIES.filter((record) => record.state !== 'Kebbi') });
    renderOverview(choose('Kebbi'));
    expect(await screen.findByText('No policy data available for Kebbi state')).toBeTruthy();
  });

  it('offers Retry when the policy cannot be loaded, and loads it on Retry', async () => {
    const get = stubApi();
    get.mockRejectedValueOnce(new Error('offline'));
    renderOverview(choose('Niger'));
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: sharedEnglish('retry') }));
    expect(await screen.findByText('Niger State has a bill before its assembly.')).toBeTruthy();
  });
});
