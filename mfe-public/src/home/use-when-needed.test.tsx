import { afterEach, describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { publish, type Selection } from '@portal/shared';
import { useWhenNeeded } from './use-when-needed.js';

function Region() {
  const region = useRef<HTMLDivElement>(null);
  return (
    <>
      <button type="button">Elsewhere</button>
      <div ref={region} data-testid="region">
        {useWhenNeeded(region) ? (
          <p>The map</p>
        ) : (
          <div data-server-rendered="">
            <button type="button">A state drawn by the server</button>
          </div>
        )}
      </div>
    </>
  );
}

const NIGERIA: Selection = { countryId: 1, countryName: 'Nigeria', stateId: null, stateName: '' };
/** jsdom has no PointerEvent; what the hook listens for is the event's type. */
const pointerOver = () => new MouseEvent('pointerover', { bubbles: true });
const loaded = () => screen.queryByText('The map') !== null;

describe('a map region loaded when needed', () => {
  afterEach(() => {
    cleanup();
    act(() => publish('selection', NIGERIA));
  });

  it('waits while the rest of the page is used and the country alone is chosen', () => {
    render(<Region />);
    act(() => {
      publish('selection', NIGERIA);
      screen.getByText('Elsewhere').focus();
      screen.getByText('Elsewhere').dispatchEvent(pointerOver());
      screen.getByText('Elsewhere').click();
    });
    expect(loaded()).toBe(false);
  });

  it.each([
    ['a pointer over it', (region: HTMLElement) => region.querySelector('button')!.dispatchEvent(pointerOver())],
    ['a touch', (region: HTMLElement) => region.querySelector('button')!.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['focus arriving in it', (region: HTMLElement) => region.querySelector('button')!.focus()],
    ['a click alone, as a screen reader in browse mode makes', (region: HTMLElement) => region.querySelector('button')!.click()],
  ])('loads at %s', (_, use) => {
    render(<Region />);
    act(() => use(screen.getByTestId('region')));
    expect(loaded()).toBe(true);
  });

  it('loads at a click on a state that the shell keeps until the map has hydrated (it goes no further than the document)', () => {
    const keep = (event: Event) => event.stopPropagation();
    document.addEventListener('click', keep, true);
    render(<Region />);
    act(() => screen.getByText('A state drawn by the server').click());
    document.removeEventListener('click', keep, true);
    expect(loaded()).toBe(true);
  });

  it('loads at the first key press anywhere, so that a keyboard user tabbing towards it finds it there', () => {
    render(<Region />);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(loaded()).toBe(true);
  });

  it('loads once a state is chosen elsewhere, or was chosen before the page rendered', () => {
    render(<Region />);
    act(() => publish('selection', { ...NIGERIA, stateId: 25, stateName: 'Lagos' }));
    expect(loaded()).toBe(true);
    cleanup();

    render(<Region />);
    expect(loaded()).toBe(true);
  });
});
