import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, t, type Selection } from '@portal/shared';
import { Education } from './education.component.js';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { stateNamed, stubApi, watchBus } from '../test-support/fixtures.js';
import { publicWords } from '../i18n/words.js';

const en = publicWords.in('en');

const bus = watchBus();

const nigeria: Selection = { countryId: 1, countryName: 'Nigeria', stateId: null, stateName: '' };
const choose = (name: string): Selection => ({ ...nigeria, stateId: stateNamed(name).id, stateName: name });

describe('the education section', () => {
  it("counts the platform's schools for Nigeria, with the card's tooltip reachable by keyboard", async () => {
    stubApi();
    renderFresh(<Education headingId="education-heading" selection={nigeria} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Inclusive Education Initiatives and Accessibility in Nigeria');
    expect(await screen.findByText('338')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(en('inclusiveSchoolsCard'));

    const user = userEvent.setup();
    await user.tab();
    const info = screen.getByRole('button', { name: en('aboutThisNumber') });
    expect(document.activeElement).toBe(info);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(en('inclusiveSchoolsTooltip'));
    // Screen readers hear the tooltip as the button's description.
    expect(info.getAttribute('aria-describedby')).toBe(tooltip.id);
    await expectNoAxeViolations(document.body, { fragment: true });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it("opens the schools modal for the chosen state with 'View All'", async () => {
    stubApi();
    renderFresh(<Education headingId="education-heading" selection={choose('Ondo')} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Inclusive Education Initiatives and Accessibility in Ondo');
    expect(await screen.findByText('12')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: messages.viewAll }));
    expect(bus.modals).toEqual([{ open: true, stateName: 'Ondo' }]);
  });

  it('says there is no school data for a state with no schools', async () => {
    stubApi();
    renderFresh(<Education headingId="education-heading" selection={choose('Kebbi')} />);
    expect(await screen.findByText(t('noSchoolData', { state: 'Kebbi' }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.viewAll })).toBeNull();
  });
});
