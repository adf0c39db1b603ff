import { useEffect, useRef, useState } from 'react';
import { Button, Form } from '@portal/shared/ui';
import { errorMessage, errorStatus, publish } from '@portal/shared';
import { ErrorSummary, SubmitButton, useFormErrors, useSubmit } from '@portal/shared/forms';
import type { MyReport } from '@portal/shared/contracts';
import { checkComment, CommentFields, type CommentWords } from '../reports/comment-fields.component.js';
import { checkPlace, PlaceFields, placeInput, type Place } from '../reports/place-fields.component.js';
import { resubmitReport } from '../dashboard-api.js';
import { dashboardWords } from '../i18n/words.js';

interface ResubmitFormProps {
  report: MyReport;
  /** The report as the server now has it: back in the queue as submitted. */
  onSent: (report: MyReport) => void;
  onCancel: () => void;
}

/**
 * 'Edit and send again' for a report that was not published: its type, text and place, corrected, go back
 * to the moderators with `PUT /my/reports/:id`. Opening it moves focus to its heading, so a screen-reader
 * user hears where they are.
 */
export function ResubmitForm({ report, onSent, onCancel }: ResubmitFormProps) {
  const words = dashboardWords.useWords();
  const prefix = `resubmit-${report.id}`;
  const ids = {
    commentType: `${prefix}-type`,
    comment: `${prefix}-comment`,
    place: { state: `${prefix}-state`, lga: `${prefix}-lga`, placeDescription: `${prefix}-place-description` },
  };
  const [comment, setComment] = useState<CommentWords>({ commentType: report.commentType, comment: report.comment });
  const [place, setPlace] = useState<Place>({ stateId: report.stateId, lga: report.lga, description: report.placeDescription ?? '' });

  const missing = checkComment(comment, ids, words);
  const placeProblems = checkPlace(place, ids.place, words);
  const check = [...missing, ...placeProblems];
  const { errors, fail, clear, errorFor } = useFormErrors(check);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const { busy, submit } = useSubmit({
    refused: () => check.length > 0 && fail(missing.length > 0 ? words('eyewitnessRequired') : placeProblems[0]!.message),
    send: async () => {
      clear();
      try {
        const sent = await resubmitReport(report.id, {
          commentType: comment.commentType!,
          comment: comment.comment.trim(),
          ...placeInput(place),
        });
        publish('toast', { kind: 'success', text: words('resubmitDone', { id: report.id }) });
        onSent(sent);
      } catch (error) {
        // A refused session is logged out, with the spec's message, by the shared API client.
        if (errorStatus(error) === 401) return;
        publish('toast', { kind: 'error', text: errorMessage(error, words('resubmitFailed')) });
      }
    },
  });

  const headingId = `${prefix}-heading`;
  return (
    <section className="resubmit" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {words('resubmitHeading', { id: report.id })}
      </h3>
      <p>{words('resubmitIntro')}</p>
      <ErrorSummary errors={errors} />
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby={headingId}>
        <CommentFields ids={ids} value={comment} onChange={setComment} errorFor={errorFor} />
        <PlaceFields ids={ids.place} value={place} onChange={setPlace} errorFor={errorFor} />
        <div className="button-row">
          <SubmitButton busy={busy} label={words('resubmitSend')} />
          <Button className="button" onPress={onCancel}>
            {words('cancel')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
