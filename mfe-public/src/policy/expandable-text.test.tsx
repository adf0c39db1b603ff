import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { ExpandableText } from './expandable-text.component.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { watchBus } from '../test-support/fixtures.js';

watchBus();

const text = (length: number) => 'abcdefghij'.repeat(40).slice(0, length);

describe('a long description', () => {
  it('is shown whole, with no toggle, at exactly 300 characters', () => {
    render(<ExpandableText text={text(300)} />);
    expect(screen.getByText(text(300))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is cut to its first 300 characters at 301, with the rest behind a native Read More / Read Less disclosure', async () => {
    const { container } = render(<ExpandableText text={text(301)} />);
    const [preview, rest] = [...container.querySelectorAll('p')];
    expect(preview!.textContent).toBe(`${text(300)}…`);
    const disclosure = container.querySelector('details')!;
    const toggle = disclosure.querySelector('summary')!;
    // The rest follows the toggle: nothing is in the page twice.
    expect(disclosure.contains(rest!)).toBe(true);
    expect(rest!.textContent).toBe(text(301).slice(300));
    expect(toggle.textContent).toBe(messages.readMore + messages.readLess);
    expect(disclosure.open).toBe(false);
    await expectNoAxeViolations(container, { fragment: true });

    // The browser opens it itself: no script of ours takes part, before hydration or after it.
    await userEvent.setup().click(toggle);
    expect(disclosure.open).toBe(true);
  });
});
