import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosProgressEvent } from 'axios';
import { api, COMMENT_TYPES, messages, navigate, PLACE_MAX_LENGTH } from '@portal/shared';
import { answered, describedBy, errorSummary, expectNoAxeViolations, unanswered, watchToasts } from '@portal/shared/testing';
import { chooseOption, loginAs, photo, renderDashboard, resetDashboardState, serveGets, stubObjectUrls } from '../test/helpers.js';
import { forgetVideo, sendVideo, VideoUploadRefused, type VideoUploadEvents } from './video-upload.js';
import { accountMessages } from '@portal/shared/account-messages';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

// The tus client itself runs in a real browser (e2e/tests/resumable-upload.e2e.test.ts); here the form's
// use of it: the video goes first, its progress and lost connection are shown, then the report names it.
vi.mock('./video-upload.js', async (original) => ({
  ...(await original<typeof import('./video-upload.js')>()),
  sendVideo: vi.fn(),
  forgetVideo: vi.fn(async () => undefined),
}));

/** The video upload the form starts next: its events, and the ends the test decides. */
function nextVideoUpload() {
  const upload = {
    events: null as VideoUploadEvents | null,
    file: null as File | null,
    finish: (_id: string) => {},
    refuse: (_error: Error) => {},
  };
  vi.mocked(sendVideo).mockImplementationOnce((file, _userId, events) => {
    upload.file = file;
    upload.events = events;
    const finished = new Promise<string>((resolve, reject) => {
      upload.finish = resolve;
      upload.refuse = reject;
    });
    return { finished, stop: vi.fn() };
  });
  return upload;
}

afterEach(resetDashboardState);
beforeEach(() => {
  stubObjectUrls();
  serveGets();
  vi.mocked(sendVideo).mockReset();
  vi.mocked(forgetVideo).mockClear();
});
const toasts = watchToasts();

const fileInputs = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')];

/** The live region inside the upload progress (the page has another, for a restored draft). */
const progressStatus = () => within(document.querySelector<HTMLElement>('.upload-progress')!).getByRole('status');

const chooseCommentType = (type: string) => chooseOption(/Comment type/, type);

async function fillRequired() {
  await chooseCommentType(COMMENT_TYPES[1]);
  await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'The ramp at the clinic is broken.');
}

describe('eyewitness report form', () => {
  it('fills the names and the read-only e-mail from the logged-in user, and lists the five comment types', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByRole('textbox', { name: /Last name/ }) as HTMLInputElement).value).toBe('Obi');
    const email = screen.getByRole('textbox', { name: new RegExp(messages.emailAddressLabel) }) as HTMLInputElement;
    expect(email.value).toBe('ada@example.ng');
    expect(email.readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Comment type/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([...COMMENT_TYPES]);
    expect(options[4]).toBe('Contribute to the Nigeria Disability Inclusion Data Portal');
  });

  it('lists the missing fields at the top, links each to its field, says so in a toast and passes axe', async () => {
    const post = vi.spyOn(api, 'post');
    loginAs('user');
    renderDashboard('/dashboard');
    await userEvent.clear(screen.getByRole('textbox', { name: /First name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));

    const { summary } = errorSummary();
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain(en('eyewitnessRequired'));
    const links = within(summary)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links).toEqual(['Enter your first name', 'Choose a comment type', 'Write your comment']);
    expect(toasts).toEqual([{ kind: 'error', text: en('eyewitnessRequired') }]);
    expect(post).not.toHaveBeenCalled();
    // The message also sits beside its field.
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Enter your first name');

    await userEvent.click(within(summary).getByRole('link', { name: 'Write your comment' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Comment/ }));
    await expectNoAxeViolations();
  });

  it('fixing a field clears its error', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    const comment = screen.getByRole('textbox', { name: /^Comment/ });
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(comment, 'The ramp is broken.');
    expect(comment.getAttribute('aria-invalid')).toBeNull();
    expect(errorSummary().links).toEqual(['Choose a comment type']);
    expect(document.activeElement).toBe(comment);
    await chooseCommentType(COMMENT_TYPES[1]);
    expect(screen.queryByRole('group', { name: accountMessages.errorSummaryTitle })).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('keeps at least one photograph slot, adds up to ten, and moves focus with each change', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('radio', { name: 'Photographs' }));
    expect(screen.getByRole('button', { name: 'Choose photograph 1 (required)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove photograph/ })).toBeNull();

    const add = screen.getByRole('button', { name: 'Add another photograph' });
    await userEvent.click(add);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose photograph 2' }));
    for (let i = 3; i <= 10; i++) await userEvent.click(screen.getByRole('button', { name: 'Add another photograph' }));
    expect(screen.getAllByRole('button', { name: /^Choose photograph/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add another photograph' })).toBeNull();
    expect(screen.getByText('10 of 10 photograph slots in use.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove photograph 10' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose photograph 9' }));
    for (let i = 9; i >= 2; i--) await userEvent.click(screen.getByRole('button', { name: `Remove photograph ${i}` }));
    expect(screen.getAllByRole('button', { name: /^Choose photograph/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove photograph/ })).toBeNull();
  });

  it('shows a preview with a text alternative for each chosen photograph', async () => {
    loginAs('user');
    const { container } = renderDashboard('/dashboard');
    await userEvent.click(screen.getByRole('radio', { name: 'Photographs' }));
    await userEvent.upload(fileInputs(container)[0]!, photo('ramp.png'));
    expect(screen.getByRole('img', { name: 'Preview of photograph 1, ramp.png' }).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('button', { name: 'Replace photograph 1 (required)' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('sends the report with two photographs, shows and announces the upload progress, then says so and resets', async () => {
    let report: (event: AxiosProgressEvent) => void = () => undefined;
    let finish: () => void = () => undefined;
    const post = vi.spyOn(api, 'post').mockImplementation((_url, _body, config) => {
      report = config!.onUploadProgress!;
      return new Promise((resolve) => {
        finish = () => resolve({ data: { id: 7 } });
      });
    });
    loginAs('user');
    const { container } = renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'Photographs' }));
    await userEvent.upload(fileInputs(container)[0]!, photo('one.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Add another photograph' }));
    await userEvent.upload(fileInputs(container)[1]!, photo('two.gif', 'image/gif'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));

    // Sent once the photographs have been looked at for reducing (photo-reduction.ts).
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/eyewitness');
    const form = body as FormData;
    expect(form.get('commentType')).toBe(COMMENT_TYPES[1]);
    expect(form.get('comment')).toBe('The ramp at the clinic is broken.');
    expect(form.getAll('media').map((f) => (f as File).name)).toEqual(['one.png', 'two.gif']);
    expect(screen.getByRole('button', { name: accountMessages.sending })).toBeTruthy();

    act(() => report({ loaded: 30, total: 100, bytes: 30, lengthComputable: true } as AxiosProgressEvent));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement;
    expect(bar.value).toBe(30);
    expect(progressStatus().textContent).toBe('Uploading your report: 25% sent');
    act(() => report({ loaded: 40, total: 100, bytes: 10, lengthComputable: true } as AxiosProgressEvent));
    expect(bar.value).toBe(40);
    // Announced at steps only, so a screen reader is not flooded.
    expect(progressStatus().textContent).toBe('Uploading your report: 25% sent');

    await act(async () => finish());
    expect(toasts).toContainEqual({ kind: 'success', text: en('eyewitnessSuccess') });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Comment/ }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'No media' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit report' })).toBeTruthy();
  });

  it("says 'Something went wrong' when the server fails without a message, and keeps what was typed", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(answered(500));
    loginAs('user');
    renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: en('eyewitnessFailed') }));
    expect((screen.getByRole('textbox', { name: /^Comment/ }) as HTMLTextAreaElement).value).toBe('The ramp at the clinic is broken.');
  });

  it.each([
    ['the browser knows it is offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)],
    ['the request gets no answer', () => vi.spyOn(api, 'post').mockRejectedValue(unanswered())],
  ])('submitting offline shows the offline notice, not a success toast (%s)', async (_case, goOffline) => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    goOffline();
    loginAs('user');
    renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'Photographs' }));
    await userEvent.upload(fileInputs(document.body)[0]!, photo('ramp.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));

    expect(await screen.findByText(en('eyewitnessOffline'))).toBeTruthy();
    expect(toasts).toEqual([{ kind: 'error', text: en('eyewitnessOffline') }]);
    expect(toasts.some((toast) => toast.kind === 'success')).toBe(false);
    expect((screen.getByRole('textbox', { name: /^Comment/ }) as HTMLTextAreaElement).value).toBe('The ramp at the clinic is broken.');
    expect(screen.getByRole('button', { name: /Comment type/ }).textContent).toContain(COMMENT_TYPES[1]);
    expect(screen.getByRole('img', { name: /ramp\.jpg/ })).toBeTruthy();
    if (!navigator.onLine) expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it("shows the server's message when it refuses the report", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(answered(413, 'A photograph may be at most 5 MB.'));
    loginAs('user');
    renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'A photograph may be at most 5 MB.' }));
  });

  it('sends a video file by the resumable upload first, shows its progress and a lost connection, then the report naming it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    const upload = nextVideoUpload();
    loginAs('user');
    const { container } = renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
    await userEvent.upload(fileInputs(container)[0]!, new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(screen.getByText(/Chosen: clip.mp4/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(upload.events).not.toBeNull());
    expect(upload.file?.name).toBe('clip.mp4');

    act(() => upload.events!.onProgress(55, 100));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement;
    expect(bar.value).toBe(55);
    expect(progressStatus().textContent).toBe('Uploading your report: 50% sent');
    act(() => upload.events!.onWaiting(true));
    expect(progressStatus().textContent).toBe(en('videoUploadWaiting'));
    await expectNoAxeViolations();
    act(() => upload.events!.onWaiting(false));
    expect(progressStatus().textContent).toBe('Uploading your report: 50% sent');
    // Nothing is sent until the server has the whole video.
    expect(post).not.toHaveBeenCalled();

    await act(async () => upload.finish('0123456789abcdef0123456789abcdef'));
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    const form = post.mock.calls[0]![1] as FormData;
    expect(form.get('videoUpload')).toBe('0123456789abcdef0123456789abcdef');
    expect(form.getAll('media')).toEqual([]);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: en('eyewitnessSuccess') }));
    // Sent: this browser no longer keeps the upload's address for that file.
    expect(vi.mocked(forgetVideo).mock.calls[0]?.[0].name).toBe('clip.mp4');
  });

  it("shows the server's refusal of a video upload, sends no report and keeps the video chosen", async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    const upload = nextVideoUpload();
    loginAs('user');
    const { container } = renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
    await userEvent.upload(fileInputs(container)[0]!, new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(upload.events).not.toBeNull());
    await act(async () => upload.refuse(new VideoUploadRefused('A video must be an MP4, MOV or AVI file.')));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'A video must be an MP4, MOV or AVI file.' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText(/Chosen: clip.mp4/)).toBeTruthy();
  });

  it('checks and sends a video link', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    loginAs('user');
    renderDashboard('/dashboard');

    await fillRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Link to a video' }));
    // Pasted, as links usually are (and typing them key by key is slow on a busy machine).
    await userEvent.click(screen.getByRole('textbox', { name: /Video link/ }));
    await userEvent.paste('javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(errorSummary().links).toEqual(['Enter a video link that starts with http:// or https://']);
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: /Video link/ }));
    await userEvent.paste('https://video.example/ramp');
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect((post.mock.calls[0]![1] as FormData).get('videoUrl')).toBe('https://video.example/ramp');
    expect(sendVideo).not.toHaveBeenCalled();
  });

  it('sends the consent to show the first name only when it is ticked', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    loginAs('user');
    renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: /Show my first name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect((post.mock.calls[0]![1] as FormData).get('showName')).toBe('true');
  });

  it('starts afresh when the page is left and opened again', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Half written');
    act(() => navigate('/dashboard/profile'));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    act(() => navigate('/dashboard'));
    expect(((await screen.findByRole('textbox', { name: /^Comment/ })) as HTMLTextAreaElement).value).toBe('');
  });
  it('says a report is published after a moderator reads it, and marked Verified only once its facts are checked', async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    const intro = screen.getByText(/A moderator reads every report before it is published/);
    expect(intro.textContent).toContain('marks it Verified only when its facts have been checked');
    expect(within(intro).getByRole('link', { name: 'My reports' }).getAttribute('href')).toBe('/dashboard/my-reports');
    // The form's places arrive after it: the test ends with the page as it settles.
    expect(await screen.findByRole('button', { name: /State \(optional\)/ })).toBeTruthy();
  });

  it("lists only the chosen state's local government areas, and choosing another state clears the one chosen", async () => {
    loginAs('user');
    renderDashboard('/dashboard');
    const stateSelect = await screen.findByRole('button', { name: /State \(optional\)/ });
    // No area can be chosen before a state.
    expect(screen.queryByRole('button', { name: /Local government area/ })).toBeNull();
    await userEvent.click(stateSelect);
    const states = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(states.map((option) => option.textContent)).toEqual(['No state given', 'Kano', 'Lagos']);
    await userEvent.click(screen.getByRole('option', { name: 'Kano' }));

    await userEvent.click(await screen.findByRole('button', { name: /Local government area/ }));
    const kanoAreas = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(kanoAreas.map((option) => option.textContent)).toEqual(['No local government area given', 'Dala', 'Fagge', 'Nassarawa']);
    await userEvent.click(screen.getByRole('option', { name: 'Fagge' }));
    expect(screen.getByRole('button', { name: /Local government area/ }).textContent).toContain('Fagge');
    await expectNoAxeViolations();

    await chooseOption(/State \(optional\)/, 'Lagos');
    const areaSelect = await screen.findByRole('button', { name: /Local government area/ });
    await waitFor(() => expect(areaSelect.textContent).not.toContain('Fagge'));
    expect(areaSelect.textContent).toContain(accountMessages.selectPlaceholder);
    await userEvent.click(areaSelect);
    const lagosAreas = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(lagosAreas.map((option) => option.textContent)).toEqual(['No local government area given', 'Epe', 'Ikeja', 'Surulere']);
    await userEvent.keyboard('{Escape}');

    // 'No state given' takes the state back, and the area with it.
    await chooseOption(/State \(optional\)/, 'No state given');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Local government area/ })).toBeNull());
    await expectNoAxeViolations();
  });

  it('sends the state, its local government area and the description of the place with the report', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Received', report: { id: 9, status: 'submitted' } } });
    loginAs('user');
    renderDashboard('/dashboard');
    await fillRequired();
    await chooseOption(/State \(optional\)/, 'Kano');
    await chooseOption(/Local government area/, 'Fagge');
    const description = screen.getByRole('textbox', { name: /Describe the place/ });
    expect(describedBy(description)).toContain('Only moderators see this description; it is never published.');
    await userEvent.type(description, 'Beside the market gate');
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));

    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    const form = post.mock.calls[0]![1] as FormData;
    expect([form.get('stateId'), form.get('lga'), form.get('placeDescription')]).toEqual(['20', 'Fagge', 'Beside the market gate']);
  });

  it('sends no place when none is given', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    loginAs('user');
    renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    const form = post.mock.calls[0]![1] as FormData;
    expect([form.has('stateId'), form.has('lga'), form.has('placeDescription')]).toEqual([false, false, false]);
  });

  it('refuses a description of the place longer than the limit, and says so beside the field', async () => {
    const post = vi.spyOn(api, 'post');
    loginAs('user');
    renderDashboard('/dashboard');
    await fillRequired();
    await userEvent.click(screen.getByRole('textbox', { name: /Describe the place/ }));
    await userEvent.paste('x'.repeat(PLACE_MAX_LENGTH + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));

    const message = `Describe the place in ${PLACE_MAX_LENGTH} characters or fewer`;
    expect(errorSummary().links).toEqual([message]);
    expect(toasts).toEqual([{ kind: 'error', text: message }]);
    expect(describedBy(screen.getByRole('textbox', { name: /Describe the place/ }))).toContain(message);
    expect(post).not.toHaveBeenCalled();
  });

  it('offers Retry when the states cannot be loaded, and still sends the report', async () => {
    let fail = true;
    serveGets((url) => {
      if (url === '/states' && fail) throw answered(503, 'The database is not answering.');
      return undefined;
    });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    loginAs('user');
    renderDashboard('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('The list of states could not be loaded.');
    await expectNoAxeViolations();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(post).toHaveBeenCalledOnce());

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /State \(optional\)/ })).toBeTruthy();
  });
});
