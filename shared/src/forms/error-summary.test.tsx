import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { errorSummary, expectNoAxeViolations, watchToasts } from '../../test/testing.js';
import { ANSWER_EVERY_QUESTION, EVERY_FIELD, type FieldKind } from '../../test/every-field.js';
import { EveryFieldForm } from '../../test/every-field-form.js';
import { ErrorSummary } from './error-summary.component.js';
import { accountText } from '@portal/shared/account-messages';

const toasts = watchToasts();

/** Each kind of field's control, as a screen reader names it. */
const CONTROLS: Record<FieldKind, () => HTMLElement> = {
  text: () => screen.getByRole('textbox', { name: EVERY_FIELD.text.label }),
  password: () => screen.getByLabelText(EVERY_FIELD.password.label),
  select: () => screen.getByRole('button', { name: new RegExp(EVERY_FIELD.select.label) }),
  file: () => screen.getByRole('button', { name: accountText('fileChoose', { name: EVERY_FIELD.file.label }) }),
  checkbox: () => screen.getByRole('checkbox', { name: EVERY_FIELD.checkbox.label }),
};

describe('error summary', () => {
  it('after an empty submit lists every problem at the top, takes focus there, says it in a toast and passes axe', async () => {
    render(<EveryFieldForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const { summary, intro, links } = errorSummary();
    expect(document.activeElement).toBe(summary);
    expect(intro).toBe(ANSWER_EVERY_QUESTION);
    expect(links).toEqual(Object.values(EVERY_FIELD).map((field) => field.message));
    expect(toasts).toEqual([{ kind: 'error', text: ANSWER_EVERY_QUESTION }]);
    // A labelled group, not an alert: the focus move reads it, and the shell announces the toast.
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations();
  });

  it.each(Object.keys(EVERY_FIELD) as FieldKind[])(
    'follows the link to the %s field with the keyboard and lands on its control',
    async (kind) => {
      render(<EveryFieldForm />);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      const link = within(errorSummary().summary).getByRole('link', { name: EVERY_FIELD[kind].message });
      expect(link.getAttribute('href')).toBe(`#${EVERY_FIELD[kind].id}`);
      link.focus();
      await userEvent.keyboard('{Enter}');
      expect(document.activeElement).toBe(CONTROLS[kind]());
      expect(CONTROLS[kind]().id).toBe(EVERY_FIELD[kind].id);
    },
  );

  it('takes focus again at a second failed submit, but not while the person corrects a field', async () => {
    render(<EveryFieldForm />);
    const send = screen.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    await userEvent.type(CONTROLS.text(), 'Ada Obi');
    expect(document.activeElement).toBe(CONTROLS.text());
    await userEvent.click(send);
    expect(document.activeElement).toBe(errorSummary().summary);
  });

  it('offers a way out beside the problems', () => {
    render(
      <main>
        <ErrorSummary errors={{ intro: 'Invalid reset link.', problems: [], attempt: 1 }}>
          <a href="/forgot-password">Request a new link</a>
        </ErrorSummary>
      </main>,
    );
    expect(errorSummary().intro).toBe('Invalid reset link.');
    expect(errorSummary().links).toEqual(['Request a new link']);
  });

  it('arrives focused on a page that answers a refused post, before any script, and only there', () => {
    const problems = [{ field: 'email', message: 'Enter your email' }];
    const html = (attempt: number) => renderToString(<ErrorSummary errors={{ intro: 'Please fill out all fields', problems, attempt }} />);
    // The HTML's own `autofocus`: the browser moves focus there as the page loads, with no script.
    expect(html(0)).toMatch(/^<div [^>]*class="error-summary"[^>]* autofocus=""/);
    expect(html(1)).not.toContain('autofocus');
  });

  it('leaves focus where the reader has moved it when the page hydrates the summary it arrived with', async () => {
    const summary = <ErrorSummary errors={{ intro: 'Please fill out all fields', problems: [], attempt: 0 }} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(summary);
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Email address');
    document.body.append(container, field);
    field.focus();
    const root = await act(async () => hydrateRoot(container, summary));
    expect(document.activeElement).toBe(field);
    act(() => root.unmount());
    container.remove();
    field.remove();
  });
});
