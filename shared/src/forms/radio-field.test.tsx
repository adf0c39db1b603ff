import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/testing.js';
import { RadioField } from './radio-field.component.js';

const MEDIA = [
  { value: 'none', label: 'No media' },
  { value: 'photograph', label: 'Photographs' },
  { value: 'video', label: 'Video' },
] as const;

function Media() {
  const [media, setMedia] = useState<(typeof MEDIA)[number]['value']>('none');
  return (
    <main>
      <RadioField label="Add photographs or a video" options={MEDIA} value={media} onChange={setMedia} />
      <p>Chosen: {media}</p>
    </main>
  );
}

describe('radio field', () => {
  it('chooses one option of a named group with the arrow keys', async () => {
    render(<Media />);
    expect(screen.getByRole('radiogroup', { name: 'Add photographs or a video' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'No media' }));
    await userEvent.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Photographs' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Chosen: photograph')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
