import { COMMENT_TYPES } from '@portal/shared';
import { SelectField, TextField, type FieldProblem } from '@portal/shared/forms';
import type { FieldGroupProps } from './field-group.js';
import { accountMessages } from '@portal/shared/account-messages';

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
export function checkComment(words: CommentWords, ids: CommentFieldIds): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!words.commentType?.trim()) problems.push({ field: ids.commentType, message: accountMessages.chooseCommentType });
  if (!words.comment.trim()) problems.push({ field: ids.comment, message: accountMessages.writeComment });
  return problems;
}

/** The comment type select and the comment, for the eyewitness form and 'Edit and send again'. */
export function CommentFields({ ids, value, onChange, errorFor }: FieldGroupProps<CommentFieldIds, CommentWords>) {
  return (
    <>
      <SelectField
        id={ids.commentType}
        label={accountMessages.commentTypeLabel}
        options={COMMENT_TYPES}
        value={value.commentType}
        onChange={(commentType) => onChange({ ...value, commentType })}
        error={errorFor(ids.commentType)}
        isRequired
      />
      <TextField
        id={ids.comment}
        label={accountMessages.commentLabel}
        value={value.comment}
        onChange={(comment) => onChange({ ...value, comment })}
        error={errorFor(ids.comment)}
        description={accountMessages.commentHint}
        isRequired
        multiline
      />
    </>
  );
}
