import { describe, expect, it } from 'vitest';
import { COMMENT_TYPES } from '@portal/shared';
import { checkDraft, draftToFormData, emptySlot, FIELD_IDS, newDraft, type EyewitnessDraft } from './eyewitness-draft.js';
import { dashboardWords } from '../i18n/words.js';

const en = dashboardWords.in('en');

const ada = { firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng' };
const complete = (fields: Partial<EyewitnessDraft> = {}): EyewitnessDraft => ({
  ...newDraft(ada),
  commentType: COMMENT_TYPES[1],
  comment: 'No ramp at the market entrance.',
  ...fields,
});
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('eyewitness rules (§5)', () => {
  it('takes the names and e-mail from the logged-in user, with no media and one empty photograph slot', () => {
    const draft = newDraft(ada);
    expect([draft.firstName, draft.lastName, draft.email, draft.media]).toEqual(['Ada', 'Obi', 'ada@example.ng', 'none']);
    expect(draft.photos).toHaveLength(1);
  });

  it('asks for every required field with the spec text', () => {
    const result = checkDraft({ ...newDraft({ firstname: ' ', lastname: '', email: '' }) }, en);
    expect(result.intro).toBe(en('eyewitnessRequired'));
    expect(result.problems.map((p) => p.field)).toEqual([
      FIELD_IDS.firstName,
      FIELD_IDS.lastName,
      FIELD_IDS.email,
      FIELD_IDS.commentType,
      FIELD_IDS.comment,
    ]);
  });

  it('checks the e-mail format', () => {
    const result = checkDraft(complete({ email: 'ada.example.ng' }), en);
    expect(result.intro).toBe(en('invalidEmail'));
    expect(result.problems).toEqual([{ field: FIELD_IDS.email, message: en('invalidEmail') }]);
  });

  it('accepts a complete report with no media', () => {
    expect(checkDraft(complete(), en).problems).toEqual([]);
  });

  it('asks for a photograph when photographs were chosen but none picked', () => {
    expect(checkDraft(complete({ media: 'photograph' }), en).problems.map((p) => p.field)).toEqual([FIELD_IDS.photos]);
  });

  it('accepts only http and https video links', () => {
    const result = checkDraft(complete({ media: 'video', videoSource: 'url', videoUrl: 'javascript:alert(1)' }), en);
    expect(result.problems.map((p) => p.field)).toEqual([FIELD_IDS.videoUrl]);
  });

  it('sends the fields of §7 and every chosen photograph as repeated media files', () => {
    const draft = complete({
      media: 'photograph',
      photos: [{ ...emptySlot(), file: file('a.png') }, emptySlot(), { ...emptySlot(), file: file('b.png') }],
    });
    const form = draftToFormData(draft);
    expect(form.get('firstName')).toBe('Ada');
    expect(form.get('email')).toBe('ada@example.ng');
    expect(form.get('commentType')).toBe(COMMENT_TYPES[1]);
    expect(form.get('showName')).toBe('false');
    expect(form.getAll('media').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.has('videoUrl')).toBe(false);
  });

  it('sends a video link instead of files when a link was chosen, and nothing of a media choice dropped', () => {
    const draft = complete({
      media: 'video',
      videoSource: 'url',
      videoUrl: ' https://v.example/1 ',
      photos: [{ ...emptySlot(), file: file('a.png') }],
    });
    const form = draftToFormData(draft);
    expect(form.get('videoUrl')).toBe('https://v.example/1');
    expect(form.getAll('media')).toEqual([]);
  });

  it('names a video file by its finished resumable upload, never sending the file itself', () => {
    const draft = complete({ media: 'video', videoSource: 'file', videoFile: file('clip.mp4') });
    const form = draftToFormData(draft, '0123456789abcdef0123456789abcdef');
    expect(form.get('videoUpload')).toBe('0123456789abcdef0123456789abcdef');
    expect(form.getAll('media')).toEqual([]);
    expect(form.has('videoUrl')).toBe(false);
  });
});
