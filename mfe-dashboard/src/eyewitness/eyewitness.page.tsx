import { useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, FileTrigger, Form, Label, Radio, RadioGroup, Text } from '@portal/shared/ui';
import { api, COMMENT_TYPES, errorMessage, errorStatus, messages, publish, type MediaChoice, type User } from '@portal/shared';
import { ErrorSummary } from '../forms/error-summary.component.js';
import { SelectField } from '../forms/select-field.component.js';
import { SubmitButton } from '../forms/submit-button.component.js';
import { FormTextField } from '../forms/text-field.component.js';
import { useFormErrors } from '../forms/use-form-errors.js';
import {
  FIELD_IDS,
  checkDraft,
  draftToFormData,
  fileSize,
  newDraft,
  type EyewitnessDraft,
  type VideoSource,
} from './eyewitness-draft.js';
import { correctionRequest, forgetCorrectionRequest, withCorrection } from './correction-request.js';
import { PhotoSlots } from './photo-slots.component.js';
import { UploadProgress } from './upload-progress.component.js';
import '../forms/forms.css';
import './eyewitness.css';

export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi'];

/**
 * §3.3, §4.7, §5: the eyewitness report. Its state lives in this component, so leaving the page resets
 * the form (§4.7).
 */
export function EyewitnessPage({ user }: { user: User }) {
  const [draft, setDraft] = useState<EyewitnessDraft>(() => withCorrection(newDraft(user), correctionRequest(window.location.search)));
  // Forgotten once the form has opened with it, not while reading it: React may run that reader twice.
  useEffect(forgetCorrectionRequest, []);
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [offline, setOffline] = useState(false);
  const check = checkDraft(draft);
  const { intro, problems, attempt, fail, clear, errorFor } = useFormErrors(check.problems);

  const update = (fields: Partial<EyewitnessDraft>) => setDraft((current) => ({ ...current, ...fields }));
  // Names changed elsewhere (another device; the shell reads them from the server) replace those in the form.
  useEffect(() => update({ firstName: user.firstname, lastName: user.lastname }), [user.firstname, user.lastname]);

  // Offline, nothing is sent and nothing typed is lost: the notice says so instead of a success toast.
  const sayOffline = () => {
    setOffline(true);
    publish('toast', { kind: 'error', text: messages.eyewitnessOffline });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (check.problems.length > 0) return fail(check.intro);
    clear();
    setOffline(false);
    if (!navigator.onLine) return sayOffline();
    setBusy(true);
    setPercent(0);
    try {
      await api.post('/eyewitness', draftToFormData(draft), {
        onUploadProgress: (progress) => {
          if (progress.total) setPercent(Math.round((progress.loaded / progress.total) * 100));
        },
      });
      publish('toast', { kind: 'success', text: messages.eyewitnessSuccess });
      setDraft(newDraft(user));
    } catch (error) {
      // No answer at all: the connection went (or the server cannot be reached).
      if (errorStatus(error) === undefined) sayOffline();
      else publish('toast', { kind: 'error', text: errorMessage(error, messages.eyewitnessFailed) });
    } finally {
      setBusy(false);
      setPercent(null);
    }
  }

  return (
    <div className="dashboard-page">
      <h1>Eyewitness report</h1>
      <p className="page-intro">
        Report an accessibility barrier, share an experience, ask a question or contribute data. Every report is
        reviewed and verified before it appears on the portal.
      </p>
      <ErrorSummary intro={intro} problems={problems} attempt={attempt} />
      <Form className="dashboard-form" onSubmit={submit} validationBehavior="aria" aria-label="Eyewitness report">
        <FormTextField
          id={FIELD_IDS.firstName}
          label="First name"
          value={draft.firstName}
          onChange={(firstName) => update({ firstName })}
          error={errorFor(FIELD_IDS.firstName)}
          isRequired
          autoComplete="given-name"
        />
        <FormTextField
          id={FIELD_IDS.lastName}
          label="Last name"
          value={draft.lastName}
          onChange={(lastName) => update({ lastName })}
          error={errorFor(FIELD_IDS.lastName)}
          isRequired
          autoComplete="family-name"
        />
        <FormTextField
          id={FIELD_IDS.email}
          label="E-mail address"
          type="email"
          value={draft.email}
          error={errorFor(FIELD_IDS.email)}
          description="The address of your account. It is never published."
          isReadOnly
        />
        <SelectField
          id={FIELD_IDS.commentType}
          label="Comment type"
          options={COMMENT_TYPES}
          value={draft.commentType}
          onChange={(commentType) => update({ commentType })}
          error={errorFor(FIELD_IDS.commentType)}
          isRequired
        />
        <FormTextField
          id={FIELD_IDS.comment}
          label="Comment"
          value={draft.comment}
          onChange={(comment) => update({ comment })}
          error={errorFor(FIELD_IDS.comment)}
          description="What happened, where and when. Please do not include other people's personal details."
          isRequired
          multiline
        />

        <RadioGroup
          className="fieldset radio-group"
          value={draft.media}
          onChange={(media) => update({ media: media as MediaChoice })}
        >
          <Label className="fieldset__legend">Add photographs or a video</Label>
          <Radio value="none" className="radio">No media</Radio>
          <Radio value="photograph" className="radio">Photographs</Radio>
          <Radio value="video" className="radio">Video</Radio>
        </RadioGroup>

        {draft.media === 'photograph' && (
          <PhotoSlots slots={draft.photos} onChange={(photos) => update({ photos })} error={errorFor(FIELD_IDS.photos)} />
        )}

        {draft.media === 'video' && (
          <div className="fieldset">
            <RadioGroup
              className="fieldset radio-group"
              value={draft.videoSource}
              onChange={(videoSource) => update({ videoSource: videoSource as VideoSource })}
            >
              <Label className="fieldset__legend">Video</Label>
              <Radio value="file" className="radio">Upload a video file</Radio>
              <Radio value="url" className="radio">Link to a video</Radio>
            </RadioGroup>
            {draft.videoSource === 'file' ? (
              <div id={FIELD_IDS.videoFile} className="field">
                <p id="eyewitness-video-hint" className="field__hint">
                  MP4, MOV or AVI, max 100MB.
                </p>
                {errorFor(FIELD_IDS.videoFile) && <p className="field__error">{errorFor(FIELD_IDS.videoFile)}</p>}
                <FileTrigger acceptedFileTypes={VIDEO_TYPES} onSelect={(files) => update({ videoFile: files?.[0] ?? null })}>
                  <Button className="button" aria-describedby="eyewitness-video-hint">
                    {draft.videoFile ? 'Replace video file' : 'Choose video file'}
                  </Button>
                </FileTrigger>
                {draft.videoFile && (
                  <p>
                    Chosen: {draft.videoFile.name}, {fileSize(draft.videoFile.size)}
                  </p>
                )}
              </div>
            ) : (
              <FormTextField
                id={FIELD_IDS.videoUrl}
                label="Video link"
                type="url"
                value={draft.videoUrl}
                onChange={(videoUrl) => update({ videoUrl })}
                error={errorFor(FIELD_IDS.videoUrl)}
                description="A link starting with https://, for example to a video-sharing site."
                autoComplete="url"
              />
            )}
          </div>
        )}

        <Checkbox
          className="checkbox"
          isSelected={draft.showName}
          onChange={(showName) => update({ showName })}
          aria-describedby="eyewitness-show-name-hint"
        >
          <span className="checkbox__box" aria-hidden="true">{draft.showName ? '✓' : ''}</span>
          <span>Show my first name with my report if it is published</span>
        </Checkbox>
        <Text id="eyewitness-show-name-hint" className="field__hint">
          Otherwise your report is published without your name. Your e-mail address is never published.
        </Text>

        {/* No live role: the error toast announces the same words; this keeps them on screen. */}
        {offline && <p className="notice notice--error">{messages.eyewitnessOffline}</p>}
        {percent !== null && <UploadProgress percent={percent} />}
        <SubmitButton busy={busy} label="Submit report" />
      </Form>
    </div>
  );
}
