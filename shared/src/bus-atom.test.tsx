import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useAtom } from 'jotai';
import { atomWithBus } from './bus-atom.js';
import { publish, subscribe } from './bus.js';
import type { Selection } from './types.js';

const none: Selection = { countryId: null, countryName: '', stateId: null, stateName: '' };

afterEach(() => {
  delete window.__portalBus;
});

function StateName({ atom }: { atom: ReturnType<typeof atomWithBus<'selection'>> }) {
  const [selection, setSelection] = useAtom(atom);
  return (
    <button type="button" onClick={() => setSelection({ ...none, stateId: 25, stateName: 'Lagos' })}>
      {selection.stateName || 'none'}
    </button>
  );
}

describe('atomWithBus', () => {
  it('shows the value another app publishes', () => {
    const selectionAtom = atomWithBus('selection', none);
    render(<StateName atom={selectionAtom} />);
    expect(screen.getByRole('button').textContent).toBe('none');
    act(() => publish('selection', { ...none, stateId: 22, stateName: 'Kebbi' }));
    expect(screen.getByRole('button').textContent).toBe('Kebbi');
  });

  it('starts from the value published before it mounted', () => {
    publish('selection', { ...none, stateId: 22, stateName: 'Kebbi' });
    render(<StateName atom={atomWithBus('selection', none)} />);
    expect(screen.getByRole('button').textContent).toBe('Kebbi');
  });

  it('publishes on the bus when written', () => {
    const seen: string[] = [];
    subscribe('selection', (value) => seen.push(value.stateName));
    render(<StateName atom={atomWithBus('selection', none)} />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Lagos');
    expect(seen).toContain('Lagos');
  });
});
