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

  it('is cut to its first 300 characters at 301, and Read More / Read Less keep focus on the toggle', async () => {
    const { container } = render(<ExpandableText text={text(301)} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(`${text(300)}…`);
    const toggle = screen.getByRole('button', { name: messages.readMore });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(paragraph.id);
    await expectNoAxeViolations(container, { fragment: true });

    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(paragraph.textContent).toBe(text(301));
    expect(document.activeElement).toBe(toggle);
    expect(toggle.textContent).toBe(messages.readLess);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard(' ');
    expect(paragraph.textContent).toBe(`${text(300)}…`);
    expect(document.activeElement).toBe(toggle);
    expect(toggle.textContent).toBe(messages.readMore);
  });
});
