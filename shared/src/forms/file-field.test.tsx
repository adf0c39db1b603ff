import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describedBy, expectNoAxeViolations } from '../../test/testing.js';
import { FileField } from './file-field.component.js';
import { accountMessages, accountText } from '@portal/shared/account-messages';

function Field({ error, isRequired = false }: { error?: string; isRequired?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <main>
      <FileField
        id="clip"
        name="video file"
        acceptedFileTypes={['video/mp4']}
        file={file}
        onChange={setFile}
        description="MP4, max 100MB."
        error={error}
        isRequired={isRequired}
      />
    </main>
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('file field', () => {
  it('chooses a file with the button, sees its name and size, and can replace it', async () => {
    render(<Field />);
    const choose = screen.getByRole('button', { name: accountText('fileChoose', { name: 'video file' }) });
    expect(fileInput().accept).toBe('video/mp4');
    await userEvent.upload(fileInput(), new File([new Uint8Array(3 * 1024 * 1024)], 'ramp.mp4', { type: 'video/mp4' }));
    expect(screen.getByText(accountText('fileChosen', { name: 'ramp.mp4', size: '3.0 MB' }))).toBeTruthy();
    expect(choose.textContent).toBe(accountText('fileReplace', { name: 'video file' }));
    await expectNoAxeViolations();
  });

  it('hears the accepted types and what is wrong with the button', async () => {
    render(<Field error="Choose a video file" />);
    const choose = screen.getByRole('button', { name: accountText('fileChoose', { name: 'video file' }) });
    expect(describedBy(choose)).toBe('MP4, max 100MB. Choose a video file');
    await expectNoAxeViolations();
  });

  it('is heard as required when it must be chosen, with nothing shown (issue 37)', async () => {
    render(<Field isRequired />);
    const choose = screen.getByRole('button', {
      name: `${accountText('fileChoose', { name: 'video file' })} ${accountMessages.fieldRequired}`,
    });
    expect(screen.getByText(accountMessages.fieldRequired).className).toBe('portal-visually-hidden');
    expect(describedBy(choose)).toBe('MP4, max 100MB.');
    await expectNoAxeViolations();
  });
});
