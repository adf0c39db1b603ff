import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedEnglish } from '../../test/testing.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { LoadError } from './load-error.js';
import { useLoad, type Loader } from './use-load.js';

afterEach(cleanup);

/** A request the test answers when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A part of a page that shows a state's policy as it loads, as the pages do. */
function PolicyPart({ state, load }: { state: string | null; load: Loader<string> }) {
  const policy = useLoad(state === null ? null : `policy:${state}`, load);
  if (policy.status === 'loading') return <p role="status">Loading the policy…</p>;
  if (policy.status === 'failed') return <LoadError onRetry={policy.retry} />;
  return <p>{policy.data}</p>;
}

describe('useLoad', () => {
  it('shows the loading line, then what arrived', async () => {
    const answer = deferred<string>();
    render(<PolicyPart state="Lagos" load={() => answer.promise} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the policy…');
    await act(async () => answer.resolve('Lagos State Special People’s Law'));
    expect(screen.getByText('Lagos State Special People’s Law')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the failure with Retry, and what arrived once Retry is pressed', async () => {
    const load = vi.fn<Loader<string>>().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce('Kano: a bill');
    render(<PolicyPart state="Kano" load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(sharedEnglish('appLoadFailed'));
    await expectNoAxeViolations(document.body, { fragment: true });
    await userEvent.click(screen.getByRole('button', { name: sharedEnglish('retry') }));
    expect(await screen.findByText('Kano: a bill')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks once for two parts of the page that show the same data, and one Retry loads both again', async () => {
    const load = vi.fn<Loader<string>>().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce('Ondo: disputed');
    render(
      <>
        <PolicyPart state="Ondo" load={load} />
        <PolicyPart state="Ondo" load={load} />
      </>,
    );
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getAllByRole('button', { name: sharedEnglish('retry') })[0]!);
    expect(await screen.findAllByText('Ondo: disputed')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows at once what another part of the page has already loaded', async () => {
    const load = vi.fn<Loader<string>>().mockResolvedValue('Kebbi: in force');
    render(<PolicyPart state="Kebbi" load={load} />);
    await screen.findByText('Kebbi: in force');
    render(<PolicyPart state="Kebbi" load={load} />);
    expect(screen.getAllByText('Kebbi: in force')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never lets a slow answer for the state chosen before replace the state chosen now', async () => {
    const kano = deferred<string>();
    const lagos = deferred<string>();
    const load = (state: string) => () => (state === 'Kano' ? kano.promise : lagos.promise);
    const { rerender } = render(<PolicyPart state="Kano" load={load('Kano')} />);
    rerender(<PolicyPart state="Lagos" load={load('Lagos')} />);
    await act(async () => lagos.resolve('Lagos: in force'));
    await act(async () => kano.resolve('Kano: a bill'));
    expect(screen.getByText('Lagos: in force')).toBeTruthy();
    expect(screen.queryByText('Kano: a bill')).toBeNull();
  });

  it('stops the request when the last part showing it leaves the page', async () => {
    const signals: AbortSignal[] = [];
    const load: Loader<string> = (signal) => {
      signals.push(signal);
      return new Promise<never>(() => undefined);
    };
    const first = render(<PolicyPart state="Niger" load={load} />);
    const second = render(<PolicyPart state="Niger" load={load} />);
    first.unmount();
    await Promise.resolve();
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    second.unmount();
    await Promise.resolve();
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('asks once when the page is rendered in StrictMode, which mounts every part twice', async () => {
    const load = vi.fn<Loader<string>>().mockResolvedValue('Lagos: in force');
    render(
      <StrictMode>
        <PolicyPart state="Lagos" load={load} />
      </StrictMode>,
    );
    expect(await screen.findByText('Lagos: in force')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while there is nothing to load', () => {
    const load = vi.fn<Loader<string>>();
    render(<PolicyPart state={null} load={load} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the policy…');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('useLoad with a server-rendered page', () => {
  it('on the server, shows what is loaded and records what is not, with its loader', async () => {
    const { renderToString } = await import('react-dom/server');
    const { renderingOnServer } = await import('../server-render.js');
    const load = vi.fn(async () => 'Kano State Disability Law');
    const state = { url: new URL('https://portal.test/states/20'), loads: new Map(), wanted: new Map(), notFound: false };
    const first = renderingOnServer(state, () => renderToString(<PolicyPart state="Kano" load={load} />));
    expect(first).toContain('Loading the policy…');
    expect([...state.wanted.keys()]).toEqual(['policy:Kano']);
    expect(load).not.toHaveBeenCalled();

    state.loads.set('policy:Kano', { status: 'ready', data: await state.wanted.get('policy:Kano')!(new AbortController().signal) });
    state.wanted.clear();
    const second = renderingOnServer(state, () => renderToString(<PolicyPart state="Kano" load={load} />));
    expect(second).toContain('Kano State Disability Law');
    expect(state.wanted.size).toBe(0);
  });

  it('in the browser, shows the data the server sent at once and asks for none of it', async () => {
    const { seedLoads } = await import('./use-load.js');
    seedLoads({ 'policy:Oyo': 'Oyo State Disability Law' });
    const load = vi.fn(async () => 'asked again');
    render(<PolicyPart state="Oyo" load={load} />);
    expect(screen.getByText('Oyo State Disability Law')).toBeTruthy();
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
  });
});
