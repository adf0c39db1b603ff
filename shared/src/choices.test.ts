import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEPPING_MS, choicePreparer } from './choices.js';

describe('choicePreparer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('prepares a choice at once, and of choices made in steps only the one that stands', () => {
    const prepare = vi.fn();
    const choices = choicePreparer<string>(prepare);
    expect(choices.choose('Abia')).toBe(true);
    expect(prepare.mock.calls).toEqual([['Abia']]);

    vi.advanceTimersByTime(100);
    expect(choices.choose('Adamawa')).toBe(false);
    vi.advanceTimersByTime(100);
    expect(choices.choose('Akwa Ibom')).toBe(false);
    vi.advanceTimersByTime(STEPPING_MS - 1);
    expect(prepare.mock.calls).toEqual([['Abia']]);
    vi.advanceTimersByTime(1);
    expect(prepare.mock.calls).toEqual([['Abia'], ['Akwa Ibom']]);

    vi.advanceTimersByTime(STEPPING_MS);
    expect(choices.choose('Anambra')).toBe(true);
    expect(prepare.mock.calls.at(-1)).toEqual(['Anambra']);
  });

  it('forgets a choice still waiting to stand when cancelled', () => {
    const prepare = vi.fn();
    const choices = choicePreparer<string>(prepare);
    choices.choose('Abia');
    choices.choose('Adamawa');
    choices.cancel();
    vi.advanceTimersByTime(STEPPING_MS * 2);
    expect(prepare.mock.calls).toEqual([['Abia']]);
  });
});
