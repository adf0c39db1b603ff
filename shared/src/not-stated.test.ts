import { describe, expect, it } from 'vitest';
import { messages, orNotStated } from './messages.js';

describe('a field the source leaves empty', () => {
  it('reads "Not stated by the source", and a stated value reads as it is', () => {
    expect([orNotStated(''), orNotStated('  '), orNotStated(null), orNotStated(undefined)]).toEqual(
      Array(4).fill(messages.notStatedBySource),
    );
    expect(orNotStated(2011)).toBe('2011');
    expect(orNotStated(' LASODA ')).toBe('LASODA');
  });
});
