import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, t, type Selection } from '@portal/shared';
import { PolicyOverview } from './policy-overview.component.js';
import { NEW_TAB_HINT } from '../policy/policy-download-link.component.js';
import {
  NIGERIA,
  expectNoAxeViolations,
  renderFresh,
  stateNamed,
  stubApi,
  watchBus,
} from '../test-support/fixtures.js';

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
    const download = screen.getByRole('link', { name: `${messages.downloadPolicy} ${NEW_TAB_HINT}` });
    expect(download.getAttribute('href')).toBe(NIGERIA.policy.url);
    expect(download.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: new RegExp(messages.viewMore) })).toBeNull();
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it("shows the chosen state's policy: preview, contacts with named icons, download and View More", async () => {
    stubApi();
    renderOverview(choose('Ondo'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Overview of Ondo Disability Policy');
    expect(await screen.findByRole('button', { name: messages.readMore })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Phone' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Address' }).nextElementSibling?.textContent).toBe('Alagbaka, Akure');
    expect(screen.getByRole('link', { name: '0803 123 4567' }).getAttribute('href')).toBe('tel:08031234567');
    expect(screen.getByRole('img', { name: 'E-mail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'disability@ondo.example.org' }).getAttribute('href')).toBe(
      'mailto:disability@ondo.example.org',
    );
    expect(screen.getByRole('link', { name: /download disability policy/ }).getAttribute('href')).toBe(
      'https://example.org/ondo-policy.pdf',
    );
    const viewMore = screen.getByRole('link', { name: 'View More about the Ondo disability policy' });
    expect(viewMore.getAttribute('href')).toBe(`/states/${stateNamed('Ondo').id}`);
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('says there is no policy data, and offers no download, for a state whose record is empty', async () => {
    stubApi();
    renderOverview(choose('Lagos'));
    expect(await screen.findByText(t('noPolicyData', { state: 'Lagos' }))).toBeTruthy();
    expect(screen.queryByRole('link', { name: /download disability policy/ })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: /View More/ })).toBeTruthy();
  });

  it('says there is no policy data for a state the API has no record of', async () => {
    stubApi();
    renderOverview(choose('Kebbi'));
    expect(await screen.findByText('No policy data available for Kebbi state')).toBeTruthy();
  });

  it('offers Retry when the policy cannot be loaded, and loads it on Retry', async () => {
    const get = stubApi();
    get.mockRejectedValueOnce(new Error('offline'));
    renderOverview(choose('Niger'));
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('Niger State has a bill before its assembly.')).toBeTruthy();
  });
});
