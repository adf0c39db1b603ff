import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Link } from '@portal/shared/ui';
import { errorMessage, errorStatus, Fill, messages, PICKER_MEDIA_TYPES, publish, type User } from '@portal/shared';
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
import { accountMessages } from '@portal/shared/account-messages';
import { sendReport } from '../dashboard-api.js';

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
  // A 'Suggest a correction' link asks for a new report: it opens as the link says, not as a kept draft.
  const [correction] = useState(() => correctionRequest(window.location.search));
  const { draft, setDraft, reading, restored, discard } = useKeptDraft(
    user,
    () => withCorrection(newDraft(user), correction),
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
  const check = checkDraft(draft);
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
    publish('toast', { kind: 'info', text: accountMessages.eyewitnessDraftDiscarded });
  };

  // Offline, nothing is sent and nothing typed is lost: the notice says so instead of a success toast.
  const sayOffline = () => {
    setOffline(true);
    publish('toast', { kind: 'error', text: accountMessages.eyewitnessOffline });
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
      publish('toast', { kind: 'success', text: accountMessages.eyewitnessSuccess });
      discard();
      if (videoUpload !== null && sent.videoFile) void forgetVideo(sent.videoFile, user.id).catch(() => undefined);
    } catch (error) {
      if (error instanceof VideoUploadRefused) publish('toast', { kind: 'error', text: error.message || accountMessages.eyewitnessFailed });
      // No answer at all: the connection went (or the server cannot be reached).
      else if (errorStatus(error) === undefined) sayOffline();
      else publish('toast', { kind: 'error', text: errorMessage(error, accountMessages.eyewitnessFailed) });
    } finally {
      setBusy(false);
      setPreparing(false);
      setPercent(null);
    }
  }

  return (
    <div className="dashboard-page">
      <h1>{accountMessages.eyewitnessReportTitle}</h1>
      <p className="page-intro">
        <Fill
          text={accountMessages.eyewitnessFormIntroReviewed}
          values={{ myReports: <Link href={MY_REPORTS_PATH}>{accountMessages.myReportsTitle}</Link> }}
        />
      </p>
      {/* In the page from the start, so the words put in it once the draft is read are announced (politely). */}
      <div className={restored ? 'notice draft-notice' : 'draft-notice'}>
        <p role="status">{restored ? accountMessages.eyewitnessDraftRestored : ''}</p>
        {restored && (
          <Button className="button" onPress={startAgain}>
            {accountMessages.eyewitnessDraftStartAgain}
          </Button>
        )}
      </div>
      {!reading && <ErrorSummary errors={errors} />}
      {!reading && (
        <Form className="form" onSubmit={submit} validationBehavior="aria" aria-label={accountMessages.eyewitnessReportTitle}>
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
            description={accountMessages.eyewitnessEmailHint}
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
            label={accountMessages.mediaLegend}
            options={[
              { value: 'none', label: accountMessages.mediaNone },
              { value: 'photograph', label: accountMessages.photographs },
              { value: 'video', label: messages.video },
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
                label={messages.video}
                options={[
                  { value: 'file', label: accountMessages.uploadVideoFile },
                  { value: 'url', label: accountMessages.linkToVideo },
                ]}
                value={draft.videoSource}
                onChange={(videoSource) => update({ videoSource })}
              />
              {draft.videoSource === 'file' ? (
                <FileField
                  id={FIELD_IDS.videoFile}
                  name={accountMessages.videoFileName}
                  acceptedFileTypes={PICKER_MEDIA_TYPES.video}
                  file={draft.videoFile}
                  onChange={(videoFile) => update({ videoFile })}
                  description={accountMessages.videoFileHint}
                  error={errorFor(FIELD_IDS.videoFile)}
                  isRequired
                />
              ) : (
                <TextField
                  id={FIELD_IDS.videoUrl}
                  label={accountMessages.videoLinkLabel}
                  type="url"
                  value={draft.videoUrl}
                  onChange={(videoUrl) => update({ videoUrl })}
                  error={errorFor(FIELD_IDS.videoUrl)}
                  description={accountMessages.videoLinkHint}
                  isRequired
                  autoComplete="url"
                />
              )}
            </div>
          )}

          <CheckboxField
            id="eyewitness-show-name"
            label={accountMessages.showNameLabel}
            isSelected={draft.showName}
            onChange={(showName) => update({ showName })}
            description={accountMessages.showNameHint}
          />

          {/* No live role: the error toast announces the same words; this keeps them on screen. */}
          {offline && <p className="notice notice--error">{accountMessages.eyewitnessOffline}</p>}
          {preparing && (
            <p role="status" className="field__hint">
              {accountMessages.eyewitnessPreparingPhotos}
            </p>
          )}
          {percent !== null && <UploadProgress percent={percent} waiting={waiting} />}
          <SubmitButton busy={busy} label={accountMessages.submitReportButton} />
        </Form>
      )}
    </div>
  );
}
