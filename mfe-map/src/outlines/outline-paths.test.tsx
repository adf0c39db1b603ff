import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { NIGERIA_STATES } from './nigeria-states.generated.js';
import { OUTLINE_PATHS } from './nigeria-outlines.generated.js';

/** A fresh copy of the module, as a page that has just loaded the map's script has. */
async function freshUseOutlinePaths() {
  vi.resetModules();
  return (await import('./outline-paths.js')).useOutlinePaths;
}

/** Lagos's outline as the component sees it, or 'none'. */
async function renderLagosOutline() {
  const useOutlinePaths = await freshUseOutlinePaths();
  function LagosOutline() {
    return <p data-testid="lagos">{useOutlinePaths()?.get('NGLA') ?? 'none'}</p>;
  }
  render(<LagosOutline />);
  return screen.getByTestId('lagos');
}

/** A map as the server draws it, with outlines of its own so a test can tell where the hook read them. */
function drawMap(states = NIGERIA_STATES) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const { id } of states) {
    const link = document.createElementNS('http://www.w3.org/2000/svg', 'a');
    link.setAttribute('class', 'nigeria-map__state');
    link.setAttribute('id', id);
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('class', 'nigeria-map__outline');
    path.setAttribute('d', `M0 0l1 1z drawn ${id}`);
    link.append(path);
    svg.append(link);
  }
  document.body.append(svg);
}

describe('the outlines the map and its panel draw', () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  it('are read from the map the server drew, at once, so hydration matches it and nothing is downloaded', async () => {
    drawMap();
    const lagos = await renderLagosOutline();
    expect(lagos.textContent).toBe('M0 0l1 1z drawn NGLA');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lagos.textContent).toBe('M0 0l1 1z drawn NGLA');
  });

  it('are loaded from their module where no map was drawn, showing none meanwhile', async () => {
    const lagos = await renderLagosOutline();
    expect(lagos.textContent).toBe('none');
    await waitFor(() => expect(lagos.textContent).toBe(OUTLINE_PATHS.NGLA));
  });

  it('are loaded from their module where the drawn map lacks a state', async () => {
    drawMap(NIGERIA_STATES.filter(({ id }) => id !== 'NGKN'));
    const lagos = await renderLagosOutline();
    expect(lagos.textContent).toBe('none');
    await waitFor(() => expect(lagos.textContent).toBe(OUTLINE_PATHS.NGLA));
  });
});
