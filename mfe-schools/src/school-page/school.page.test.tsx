import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { App } from '../app.component.js';
import { DEMONSTRATION_LABEL, DEMONSTRATION_NOTICE, LOAD_FAILED, LOADING_SCHOOL } from '../texts.js';
import { expectNoAxeViolations, httpError, renderFresh, stubApi, watchBus } from '../test-support/fixtures.js';

watchBus();

/** The page as the shell frames it: inside the main landmark, at `path`. */
function visit(path: string) {
  window.history.replaceState(null, '', path);
  return renderFresh(
    <main>
      <App />
    </main>,
  );
}

const fact = (term: string) => {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling as HTMLElement;
};

describe('the school page', () => {
  it('shows the id, name, type, location, website and description of the school', async () => {
    const get = stubApi();
    visit('/schools/2');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Harmony Inclusive School, Surulere');
    expect(get).toHaveBeenCalledWith('/schools/2');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(fact('ID').textContent).toBe('2');
    expect(fact('Type').textContent).toBe('Nursery');
    expect(fact('Location').textContent).toBe('Harmony Inclusive School Street, Lagos State');
    const website = within(fact('Website')).getByRole('link', { name: 'www.harmony.example.ng (opens in a new tab)' });
    expect(website.getAttribute('href')).toBe('https://www.harmony.example.ng');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { level: 2, name: 'Description' }).nextElementSibling?.textContent).toBe(
      'An inclusive day school in Lagos.',
    );
    expect(screen.getByRole('link', { name: messages.backToHome }).getAttribute('href')).toBe('/');
  });

  it('gives the local government where known and says when a school has no website', async () => {
    stubApi();
    visit('/schools/1');
    await screen.findByRole('heading', { level: 1, name: 'Sunrise Inclusive Primary School, Ikeja' });
    expect(fact('Location').textContent).toBe('Sunrise Inclusive Primary School Street, Lagos State');
    expect(fact('Local government').textContent).toBe('Ikeja');
    expect(fact('Website').textContent).toBe('Not given');
  });

  it('marks a demonstration record with a labelled notice, and an imported one without', async () => {
    stubApi();
    visit('/schools/4');
    await screen.findByRole('heading', { level: 1, name: 'Hope Special School, Lekki' });
    expect(screen.getByRole('note', { name: DEMONSTRATION_LABEL }).textContent).toBe(DEMONSTRATION_NOTICE);
    await expectNoAxeViolations();
  });

  it('has no demonstration notice for an imported record, and names its source', async () => {
    stubApi();
    visit('/schools/6');
    await screen.findByRole('heading', { level: 1, name: 'Kano Inclusive Primary School' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Source: State ministry of education list, 2024')).toBeTruthy();
  });

  it("is busy while loading, so the shell moves focus only once the school's name is there", async () => {
    stubApi();
    const { container } = visit('/schools/3');
    expect(screen.getByRole('status').textContent).toBe(LOADING_SCHOOL);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Unity College, Yaba' });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("says 'School not found' for an unknown id, with a way back home", async () => {
    stubApi();
    visit('/schools/999');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('School not found');
    expect(screen.getByRole('link', { name: messages.backToHome }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });

  it('does not ask the API about an id that cannot be one', async () => {
    const get = stubApi();
    visit('/schools/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('School not found');
    expect(get).not.toHaveBeenCalled();
  });

  it('offers Retry when the school cannot be loaded', async () => {
    const get = stubApi();
    const answer = get.getMockImplementation()!;
    get.mockImplementationOnce(async () => {
      throw httpError(503);
    });
    visit('/schools/3');
    expect((await screen.findByRole('alert')).textContent).toContain(LOAD_FAILED);
    get.mockImplementation(answer);
    await userEvent.click(screen.getByRole('button', { name: messages.retry }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unity College, Yaba'));
    expect(fact('Type').textContent).toBe('Secondary, Special');
  });

  it('renders nothing on paths that are not a school page', () => {
    const { container } = visit('/elsewhere');
    expect(container.querySelector('main')?.childElementCount).toBe(0);
  });
});
