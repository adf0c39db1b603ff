import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages } from '@portal/shared';
import { StatePolicyPage } from './state-policy.page.js';
import { SECOND_READING_TEXT, UNKNOWN_STATUS_BADGE } from '../policy/policy.js';
import { expectNoAxeViolations, stateNamed, stubApi, watchBus } from '../test-support/fixtures.js';
import { renderInPortal } from '../test-support/portal-frame.js';

watchBus();

async function openPolicyOf(state: string) {
  stubApi();
  renderInPortal(<StatePolicyPage id={String(stateNamed(state).id)} />);
  return screen.findByRole('heading', { level: 1, name: `${state} Disability Policy` });
}

const statusPanel = () => screen.getByRole('region', { name: 'Implementation Status' });

describe('the state policy page', () => {
  it('shows a Passed policy: ranking, overview with Read More, key findings, status, document and contacts', async () => {
    await openPolicyOf('Ondo');
    expect(screen.getByText(/Ranking:/).textContent).toBe('Ranking: 10th');
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByRole('button', { name: messages.readMore })).toBeTruthy();
    expect(within(overview).getByRole('link', { name: /download disability policy/ }).getAttribute('target')).toBe('_blank');

    const findings = within(screen.getByRole('region', { name: 'Key Findings' })).getAllByRole('listitem');
    expect(findings.map((item) => item.textContent)).toEqual([
      'Education: inclusive schools exist in every senatorial district.',
      'Healthcare: free treatment is promised: "It works," says a nurse at a clinic.',
      'A line without a theme',
    ]);
    expect(findings[0]!.querySelector('strong')?.textContent).toBe('Education:');
    expect(findings[2]!.querySelector('strong')).toBeNull();

    expect(within(statusPanel()).getByText('Passed').className).toContain('badge--success');
    expect(within(statusPanel()).getByText(messages.statusPassed)).toBeTruthy();

    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getAllByRole('img', { name: 'Phone' })).toHaveLength(2);
    expect(within(contact).getByRole('link', { name: 'disability@ondo.example.org' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows a Pending policy with the warning badge, and says when there is no contact information', async () => {
    await openPolicyOf('Niger');
    expect(screen.getByText(/Ranking:/).textContent).toBe('Ranking: 34th');
    expect(within(statusPanel()).getByText('Pending').className).toContain('badge--warning');
    expect(within(statusPanel()).getByText(messages.statusPending)).toBeTruthy();
    expect(screen.getByText(messages.noContactInformation)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /download disability policy/ })).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows Second Reading as a further stage of a bill', async () => {
    await openPolicyOf('Kano');
    expect(within(statusPanel()).getByText('Second Reading')).toBeTruthy();
    expect(within(statusPanel()).getByText(SECOND_READING_TEXT)).toBeTruthy();
  });

  it('says the status is unknown when it is empty, and shows no ranking it does not have', async () => {
    await openPolicyOf('Nasarawa');
    expect(within(statusPanel()).getByText(UNKNOWN_STATUS_BADGE)).toBeTruthy();
    expect(within(statusPanel()).getByText(messages.statusUnknown)).toBeTruthy();
    expect(screen.queryByText(/Ranking:/)).toBeNull();
    await expectNoAxeViolations();
  });

  it("says there is no policy data for a state whose record is empty", async () => {
    await openPolicyOf('Lagos');
    expect(screen.getByText('No policy data available for Lagos state')).toBeTruthy();
    expect(within(statusPanel()).getByText(messages.statusUnknown)).toBeTruthy();
  });

  it.each([['22'], ['999'], ['abc']])("shows 'Policy Not Found' with a way back for /states/%s", async (id) => {
    stubApi();
    renderInPortal(<StatePolicyPage id={id} />);
    expect(await screen.findByRole('heading', { level: 1, name: messages.policyNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.backToHome }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });
});
