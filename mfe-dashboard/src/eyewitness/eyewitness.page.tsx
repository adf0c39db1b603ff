import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Link } from '@portal/shared/ui';
import { errorMessage, errorStatus, PICKER_MEDIA_TYPES, publish, type User } from '@portal/shared';
import { Parts } from '@portal/shared/i18n/app-words';
import {
  CheckboxField,
  EmailField,
  ErrorSummary,
  FileField,
  NameFields,
  RadioField,
  SubmitButton,
  TextField,
  useFormErrors,
} from '@portal/shared/forms';
import { FIELD_IDS, PLACE_IDS, checkDraft, draftToFormData, newDraft, type EyewitnessDraft } from './eyewitness-draft.js';
import { CommentFields } from '../reports/comment-fields.component.js';
import { PlaceFields } from '../reports/place-fields.component.js';
import { MY_REPORTS_PATH } from '../my-reports/my-reports-api.js';
import { correctionRequest, forgetCorrectionRequest, withCorrection } from './correction-request.js';
import { PhotoSlots } from './photo-slots.component.js';
import { UploadProgress } from './upload-progress.component.js';
import { useKeptDraft } from './use-kept-draft.js';
import { forgetVideo, sendVideo, VideoUploadRefused, type VideoUpload } from './video-upload.js';
import './eyewitness.css';
import { sendReport } from '../dashboard-api.js';
import { dashboardWords } from '../i18n/words.js';

/**
 * The draft as it is sent: each photograph no larger than the portal needs (the originals stay in the form).
 * The reducing library is loaded only here, when photographs are sent; should it fail to load, they go as chosen.
 */
async function withReducedPhotos(draft: EyewitnessDraft): Promise<EyewitnessDraft> {
  if (draft.media !== 'photograph') return draft;
  const chosen = draft.photos.filter((slot) => slot.file);
  const files = chosen.map((slot) => slot.file!);
  const reduced = await import('./photo-reduction.js').then(({ reducePhotos }) => reducePhotos(files)).catch(() => files);
  return { ...draft, photos: chosen.map((slot, i) => ({ ...slot, file: reduced[i]! })) };
}

/**
 * §3.3, §4.7, §5: the eyewitness report. Its state lives in this component, and what was typed and chosen
 * is also kept in the browser (issue 19): leaving the page, a reload or a closed tab bring it back, with a
 * notice that says so and offers to start again.
 */
export function EyewitnessPage({ user }: { user: User }) {
  const words = dashboardWords.useWords();
  // A 'Suggest a correction' link asks for a new report: it opens as the link says, not as a kept draft.
  const [correction] = useState(() => correctionRequest(window.location.search));
  const { draft, setDraft, reading, restored, discard } = useKeptDraft(
    user,
    () => withCorrection(newDraft(user), correction, words),
    correction === null,
  );
  // Forgotten once the form has opened with it, not while reading it: React may run that reader twice.
  useEffect(forgetCorrectionRequest, []);
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [waiting, setWaiting] = useState(false);
  // Leaving the page stops a video upload; what arrived stays on the server, and the same file continues it.
  const video = useRef<VideoUpload | null>(null);
  useEffect(() => () => video.current?.stop(), []);
  const [preparing, setPreparing] = useState(false);
  const focusAfterDiscard = useRef(false);
  const [offline, setOffline] = useState(false);
  const check = checkDraft(draft, words);
  const { errors, fail, clear, errorFor } = useFormErrors(check.problems);

  const update = (fields: Partial<EyewitnessDraft>) => setDraft((current) => ({ ...current, ...fields }));
  // Names changed elsewhere (another device; the shell reads them from the server) replace those in the form.
  useEffect(
    () => setDraft((current) => ({ ...current, firstName: user.firstname, lastName: user.lastname })),
    [setDraft, user.firstname, user.lastname],
  );

  // 'Start again' goes with the notice it stood in: focus goes to the top of the emptied form, not to the page.
  useEffect(() => {
    if (!focusAfterDiscard.current) return;
    focusAfterDiscard.current = false;
    document.getElementById(FIELD_IDS.firstName)?.focus();
  });
  const startAgain = () => {
    discard();
    clear();
    setOffline(false);
    focusAfterDiscard.current = true;
    publish('toast', { kind: 'info', text: words('eyewitnessDraftDiscarded') });
  };

  // Offline, nothing is sent and nothing typed is lost: the notice says so instead of a success toast.
  const sayOffline = () => {
    setOffline(true);
    publish('toast', { kind: 'error', text: words('eyewitnessOffline') });
  };

  /** A chosen video file goes up first, by the resumable upload; the report then names it. Null without one. */
  async function uploadVideo(sent: EyewitnessDraft): Promise<string | null> {
    if (sent.media !== 'video' || sent.videoSource !== 'file' || !sent.videoFile) return null;
    const upload = sendVideo(sent.videoFile, user.id, {
      onProgress: (done, total) => setPercent(Math.floor((done / total) * 100)),
      onWaiting: setWaiting,
    });
    video.current = upload;
    try {
      return await upload.finished;
    } finally {
      video.current = null;
      setWaiting(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (check.problems.length > 0) return fail(check.intro);
    clear();
    setOffline(false);
    if (!navigator.onLine) return sayOffline();
    setBusy(true);
    try {
      setPreparing(draft.media === 'photograph');
      const sent = await withReducedPhotos(draft);
      setPreparing(false);
      setPercent(0);
      const videoUpload = await uploadVideo(sent);
      await sendReport(draftToFormData(sent, videoUpload), (progress) => {
        if (progress.total && videoUpload === null) setPercent(Math.round((progress.loaded / progress.total) * 100));
      });
      publish('toast', { kind: 'success', text: words('eyewitnessSuccess') });
      discard();
      if (videoUpload !== null && sent.videoFile) void forgetVideo(sent.videoFile, user.id).catch(() => undefined);
    } catch (error) {
      if (error instanceof VideoUploadRefused) publish('toast', { kind: 'error', text: error.message || words('eyewitnessFailed') });
      // No answer at all: the connection went (or the server cannot be reached).
      else if (errorStatus(error) === undefined) sayOffline();
      else publish('toast', { kind: 'error', text: errorMessage(error, words('eyewitnessFailed')) });
    } finally {
      setBusy(false);
      setPreparing(false);
      setPercent(null);
    }
  }

  return (
    <div className="dashboard-page">
      <h1>{words('eyewitnessReportTitle')}</h1>
      <p className="page-intro">
        <Parts parts={words.parts('eyewitnessFormIntro', { myReports: <Link href={MY_REPORTS_PATH}>{words('myReportsTitle')}</Link> })} />
      </p>
      {/* In the page from the start, so the words put in it once the draft is read are announced (politely). */}
      <div className={restored ? 'notice draft-notice' : 'draft-notice'}>
        <p role="status">{restored ? words('eyewitnessDraftRestored') : ''}</p>
        {restored && (
          <Button className="button" onPress={startAgain}>
            {words('eyewitnessDraftStartAgain')}
          </Button>
        )}
      </div>
      {!reading && <ErrorSummary errors={errors} />}
      {!reading && (
        <Form className="form" onSubmit={submit} validationBehavior="aria" aria-label={words('eyewitnessReportTitle')}>
          <NameFields
            ids={{ firstname: FIELD_IDS.firstName, lastname: FIELD_IDS.lastName }}
            value={{ firstname: draft.firstName, lastname: draft.lastName }}
            onChange={(part, text) => update(part === 'firstname' ? { firstName: text } : { lastName: text })}
            errorFor={errorFor}
          />
          <EmailField
            id={FIELD_IDS.email}
            value={draft.email}
            error={errorFor(FIELD_IDS.email)}
            description={words('eyewitnessEmailHint')}
            isReadOnly
          />
          <CommentFields
            ids={FIELD_IDS}
            value={{ commentType: draft.commentType, comment: draft.comment }}
            onChange={update}
            errorFor={errorFor}
          />
          <PlaceFields ids={PLACE_IDS} value={draft.place} onChange={(place) => update({ place })} errorFor={errorFor} />

          <RadioField
            label={words('mediaLegend')}
            options={[
              { value: 'none', label: words('mediaNone') },
              { value: 'photograph', label: words('photographs') },
              { value: 'video', label: words('video') },
            ]}
            value={draft.media}
            onChange={(media) => update({ media })}
          />

          {draft.media === 'photograph' && (
            <PhotoSlots slots={draft.photos} onChange={(photos) => update({ photos })} error={errorFor(FIELD_IDS.photos)} />
          )}

          {draft.media === 'video' && (
            <div className="fieldset">
              <RadioField
                label={words('video')}
                options={[
                  { value: 'file', label: words('uploadVideoFile') },
                  { value: 'url', label: words('linkToVideo') },
                ]}
                value={draft.videoSource}
                onChange={(videoSource) => update({ videoSource })}
              />
              {draft.videoSource === 'file' ? (
                <FileField
                  id={FIELD_IDS.videoFile}
                  name={words('videoFileName')}
                  acceptedFileTypes={PICKER_MEDIA_TYPES.video}
                  file={draft.videoFile}
                  onChange={(videoFile) => update({ videoFile })}
                  description={words('videoFileHint')}
                  error={errorFor(FIELD_IDS.videoFile)}
                  isRequired
                />
              ) : (
                <TextField
                  id={FIELD_IDS.videoUrl}
                  label={words('videoLinkLabel')}
                  type="url"
                  value={draft.videoUrl}
                  onChange={(videoUrl) => update({ videoUrl })}
                  error={errorFor(FIELD_IDS.videoUrl)}
                  description={words('videoLinkHint')}
                  isRequired
                  autoComplete="url"
                />
              )}
            </div>
          )}

          <CheckboxField
            id="eyewitness-show-name"
            label={words('showNameLabel')}
            isSelected={draft.showName}
            onChange={(showName) => update({ showName })}
            description={words('showNameHint')}
          />

          {/* No live role: the error toast announces the same words; this keeps them on screen. */}
          {offline && <p className="notice notice--error">{words('eyewitnessOffline')}</p>}
          {preparing && (
            <p role="status" className="field__hint">
              {words('eyewitnessPreparingPhotos')}
            </p>
          )}
          {percent !== null && <UploadProgress percent={percent} waiting={waiting} />}
          <SubmitButton busy={busy} label={words('submitReportButton')} />
        </Form>
      )}
    </div>
  );
}
