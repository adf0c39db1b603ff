import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { publish } from '@portal/shared';
import { mapWords } from '../i18n/words.js';
import { MapPanel } from './map-panel.component.js';
import { OUTLINE_PATHS } from '../outlines/nigeria-outlines.generated.js';
import { provideOutlinePaths } from '../outlines/outline-paths.js';
import { expectNoAxeViolations, renderFresh } from '@portal/shared/testing';
import { NIGERIA, stateNamed, stubApi, watchBus } from '../test-support/catalogue-fixtures.js';

watchBus();
// The outlines as the page has them once the map is drawn (where they come from: outline-paths.test.tsx).
beforeAll(() => provideOutlinePaths(OUTLINE_PATHS));

const choose = (name: string) => act(() => publish('selection', { ...NIGERIA, stateId: stateNamed(name).id, stateName: name }));

describe('the map panel', () => {
  it('asks for a state while none is selected, before and after its data arrives', async () => {
    const get = stubApi();
    renderFresh(<MapPanel />);
    expect(screen.getByText(mapWords.in('en')('mapPanelEmpty'))).toBeTruthy();
    // The states and policies arrive.
    await act(() => Promise.all(get.mock.results.map((result) => result.value)));
    expect(get).toHaveBeenCalled();
    expect(screen.getByText(mapWords.in('en')('mapPanelEmpty'))).toBeTruthy();
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('shows the selected state’s outline zoomed to fit with a 20-unit margin', async () => {
    stubApi();
    renderFresh(<MapPanel />);
    choose('Lagos');
    const heading = await screen.findByRole('heading', { name: 'Map of Lagos State' });
    const outline = screen.getByRole('img', { name: 'Map of Lagos State' });
    // Lagos spans x 13–147 and y 697–724 on the map (see the path-geometry tests).
    expect(outline.getAttribute('viewBox')).toBe('-7 677 174 67');
    expect(outline.querySelector('path')?.getAttribute('d')).toBe(OUTLINE_PATHS.NGLA);
    expect(heading.tagName).toBe('H3');
    await expectNoAxeViolations(document.body, { fragment: true });

    choose('Kebbi');
    expect(screen.getByRole('img', { name: 'Map of Kebbi State' }).getAttribute('viewBox')).toBe('58 140 246 299');
  });

  it('goes back to asking for a state when the selection is cleared', async () => {
    stubApi();
    renderFresh(<MapPanel />);
    choose('Kano');
    await screen.findByRole('heading', { name: 'Map of Kano State' });
    act(() => publish('selection', { ...NIGERIA, stateId: null, stateName: '' }));
    expect(screen.getByText(mapWords.in('en')('mapPanelEmpty'))).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
