import type { RunningPortal } from '../src/portal-server.js';
import { verifiedUser } from '../src/accounts.js';

export { verifiedUser as createVerifiedUser };

import { jpegOfSize } from '../../api/src/reports/test-media.js';

/** A real JPEG of about `size` bytes (the API's own test picture, padded), as a phone would send. */
const jpegOf = (size: number) => new Blob([new Uint8Array(jpegOfSize(size))], { type: 'image/jpeg' });

/** Sends one eyewitness report with `count` photographs of `size` bytes, as the dashboard form does. */
export async function sendReportWithPhotos(
  portal: RunningPortal,
  user: { token: string; email: string },
  count: number,
  size: number,
): Promise<void> {
  const form = new FormData();
  form.set('firstName', 'Bench');
  form.set('lastName', 'Mark');
  form.set('email', user.email);
  form.set('commentType', 'Report Accessibility Issue');
  form.set('comment', 'Ramp missing at the entrance.');
  for (let i = 0; i < count; i++) form.append('media', jpegOf(size), `photo-${i}.jpg`);
  const response = await fetch(`${portal.url}/api/v1/eyewitness`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`The report upload answered ${response.status}: ${await response.text()}`);
}
