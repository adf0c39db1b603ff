import { SelectField, TextField, type FieldProblem } from '@portal/shared/forms';
import type { FieldGroupProps } from './field-group.js';
import { commentTypeChoices } from '@portal/shared/i18n/comment-types';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { dashboardWords, type DashboardWords } from '../i18n/words.js';

/** What the reporter says: the kind of report (§3.3's list) and the text. */
export interface CommentWords {
  commentType: string | null;
  comment: string;
}

export interface CommentFieldIds {
  commentType: string;
  comment: string;
}

/** Both are required (§5), with one message each for the error summary. */
export function checkComment(comment: CommentWords, ids: CommentFieldIds, words: DashboardWords): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!comment.commentType?.trim()) problems.push({ field: ids.commentType, message: words('chooseCommentType') });
  if (!comment.comment.trim()) problems.push({ field: ids.comment, message: words('writeComment') });
  return problems;
}

/** The comment type select (each kind in words, kept as the value the server takes) and the comment, for the eyewitness form and 'Edit and send again'. */
export function CommentFields({ ids, value, onChange, errorFor }: FieldGroupProps<CommentFieldIds, CommentWords>) {
  const words = dashboardWords.useWords();
  const types = commentTypeChoices(sharedWords.useWords());
  return (
    <>
      <SelectField
        id={ids.commentType}
        label={words('commentTypeLabel')}
        options={types.map((type) => type.label)}
        value={types.find((type) => type.value === value.commentType)?.label ?? null}
        onChange={(label) => onChange({ ...value, commentType: types.find((type) => type.label === label)?.value ?? null })}
        error={errorFor(ids.commentType)}
        isRequired
      />
      <TextField
        id={ids.comment}
        label={words('commentLabel')}
        value={value.comment}
        onChange={(comment) => onChange({ ...value, comment })}
        error={errorFor(ids.comment)}
        description={words('commentHint')}
        isRequired
        multiline
      />
    </>
  );
}
