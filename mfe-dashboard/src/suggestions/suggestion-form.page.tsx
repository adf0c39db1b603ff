import { useContext, useState } from 'react';
import { Form, Link } from '@portal/shared/ui';
import { errorMessage, errorStatus, isHttpUrl, publish, usePageName, useSearch } from '@portal/shared';
import { LocaleContext, Parts } from '@portal/shared/i18n/app-words';
import { InEnglish } from '@portal/shared/i18n/page-language';
import type { NewSchoolSuggestion, PolicyRecord, School, SuggestionBody, SuggestionField } from '@portal/shared/contracts';
import { LoadError, useLoad } from '@portal/shared/data';
import {
  CheckboxField,
  ErrorSummary,
  SelectField,
  SubmitButton,
  TextField,
  useFormErrors,
  useSubmit,
  type FieldProblem,
} from '@portal/shared/forms';
import { POLICY_SUGGESTION_FIELDS, SCHOOL_SUGGESTION_FIELDS } from '@portal/shared/suggestion-fields';
import { useStates } from '../reports/place-fields.component.js';
import {
  fetchRecord,
  fieldLabel,
  settingChoices,
  subjectFrom,
  SUGGESTION_FORM_PATH,
  valueChoices,
  VALUE_HINTS,
  valueOf,
  type SuggestionSubject,
} from './suggestions-api.js';
import './suggestions.css';
import { sendSuggestion } from '../dashboard-api.js';
import { dashboardWords, type DashboardWords } from '../i18n/words.js';

const IDS = {
  field: 'suggestion-field',
  value: 'suggestion-value',
  name: 'suggestion-school-name',
  state: 'suggestion-school-state',
  level: 'suggestion-school-level',
  setting: 'suggestion-school-setting',
  impairments: 'suggestion-school-impairments',
  town: 'suggestion-school-town',
  source: 'suggestion-source',
  note: 'suggestion-note',
  showName: 'suggestion-show-name',
} as const;

/** The public page a suggestion is about, and what it is called: a school's name is as published, in English. */
function pageOf(
  subject: SuggestionSubject,
  record: School | PolicyRecord | null,
  words: DashboardWords,
): { href: string; name: string; asPublished: boolean } {
  if (subject.target === 'school' && record) return { href: `/schools/${subject.id}`, name: (record as School).name, asPublished: true };
  if (subject.target === 'policy' && record) return { href: `/states/${subject.id}`, name: record.state, asPublished: false };
  return { href: '/schools', name: words('schoolsListTitle'), asPublished: false };
}

/**
 * Issue 36: 'Suggest a correction' (a school's or a state's page, `?school=ID` or `?state=ID`) or 'Suggest
 * a school' (the schools pages, no query): the field in question, the proposed value, the address of a page
 * that supports it, a note, and whether the reader may be named. A moderator decides; the data changes only
 * then, through the import's checks.
 */
export function SuggestionFormPage() {
  const words = dashboardWords.useWords();
  const subject = subjectFrom(useSearch());
  const key = subject.target === 'new_school' ? null : `suggestion:${subject.target}:${subject.id}`;
  const record = useLoad(key, (signal) => fetchRecord(subject, signal));
  if (subject.target === 'new_school') return <SuggestionForm subject={subject} record={null} />;
  if (record.status === 'loading')
    return (
      <div className="dashboard-page" aria-busy="true">
        <h1>{words('suggestionFormTitle')}</h1>
        <p>{words('suggestionRecordLoading')}</p>
      </div>
    );
  if (record.status === 'failed' || record.data === null)
    return (
      <div className="dashboard-page">
        <h1>{words('suggestionFormTitle')}</h1>
        {record.status === 'failed' ? (
          <LoadError message={words('suggestionRecordFailed')} onRetry={record.retry} />
        ) : (
          <p className="notice">
            {words('suggestionRecordMissing')} <Link href={SUGGESTION_FORM_PATH}>{words('suggestNewSchool')}</Link>
          </p>
        )}
      </div>
    );
  return <SuggestionForm subject={subject} record={record.data} />;
}

interface Draft {
  field: SuggestionField | null;
  value: string;
  school: NewSchoolSuggestion;
  sourceUrl: string;
  note: string;
  showName: boolean;
}

const EMPTY: Draft = {
  field: null,
  value: '',
  school: { name: '', state: '', level: '', special_or_inclusive: '', impairments: '', town_or_lga: '' },
  sourceUrl: '',
  note: '',
  showName: false,
};

/** The form's own checks, each with the field it is about. */
function problemsOf(subject: SuggestionSubject, draft: Draft, words: DashboardWords): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (subject.target === 'new_school') {
    if (!draft.school.name.trim()) problems.push({ field: IDS.name, message: words('suggestionSchoolNameMissing') });
    if (!draft.school.state) problems.push({ field: IDS.state, message: words('suggestionStateMissing') });
  } else {
    if (!draft.field) problems.push({ field: IDS.field, message: words('suggestionFieldMissing') });
    else if (!draft.value.trim()) problems.push({ field: IDS.value, message: words('suggestionValueMissing') });
  }
  const source = draft.sourceUrl.trim();
  if (!source) problems.push({ field: IDS.source, message: words('suggestionSourceMissing') });
  else if (!isHttpUrl(source)) problems.push({ field: IDS.source, message: words('suggestionSourceNotWeb') });
  return problems;
}

function bodyOf(subject: SuggestionSubject, draft: Draft): SuggestionBody {
  const common = { sourceUrl: draft.sourceUrl.trim(), note: draft.note.trim(), showName: draft.showName };
  if (subject.target === 'new_school') return { target: 'new_school', school: draft.school, ...common };
  return { target: subject.target, recordId: subject.id, field: draft.field!, value: draft.value.trim(), ...common };
}

/**
 * The server's refusal of the source address belongs beside that field; any other is said in the summary.
 * The API words it in the page's language as this catalogue does (keep the two alike), or in English.
 */
const isSourceRefusal = (message: string, words: DashboardWords) =>
  [words, dashboardWords.in('en')].some((said) => [said('suggestionSourceMissing'), said('suggestionSourceNotWeb')].includes(message));

function SuggestionForm({ subject, record }: { subject: SuggestionSubject; record: School | PolicyRecord | null }) {
  const words = dashboardWords.useWords();
  const page = pageOf(subject, record, words);
  const title = subject.target === 'new_school' ? words('suggestNewSchool') : words('suggestCorrectionTo', { record: page.name });
  // The heading and the link back mark a name as published (English) on a page in another language.
  const pageName = page.asPublished ? <InEnglish>{page.name}</InEnglish> : page.name;
  const heading = subject.target === 'new_school' ? title : <Parts parts={words.parts('suggestCorrectionTo', { record: pageName })} />;
  usePageName(title);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [sent, setSent] = useState(false);
  const check = problemsOf(subject, draft, words);
  const { errors, fail, clear, errorFor } = useFormErrors(check);
  const change = (values: Partial<Draft>) => setDraft((current) => ({ ...current, ...values }));

  const { busy, submit } = useSubmit({
    // One problem is said as it is ('Give the address of the page…'); several as the form's usual intro.
    refused: () => check.length > 0 && fail(check.length === 1 ? check[0]!.message : words('fillRequiredFields')),
    send: async () => {
      try {
        const data = await sendSuggestion(bodyOf(subject, draft));
        clear();
        publish('toast', { kind: 'success', text: data.message });
        setDraft(EMPTY);
        setSent(true);
      } catch (error) {
        // A refused session is logged out, with the spec's message, by the shared API client.
        if (errorStatus(error) === 401) return;
        const message = errorMessage(error, words('suggestionFailed'));
        fail(message, isSourceRefusal(message, words) ? [{ field: IDS.source, message }] : []);
      }
    },
  });

  if (sent)
    return (
      <div className="dashboard-page">
        <h1>{heading}</h1>
        <p className="notice notice--success">{words('suggestionReceived')}</p>
        <p className="suggestion-form__links">
          <Link href={page.href}>
            <Parts parts={words.parts('suggestionSentBackTo', { record: pageName })} />
          </Link>
          <Link href={SUGGESTION_FORM_PATH} onPress={() => setSent(false)}>
            {words('suggestionAnother')}
          </Link>
        </p>
      </div>
    );

  return (
    <div className="dashboard-page suggestion-form">
      <h1>{heading}</h1>
      <p className="page-intro">{words('suggestionIntro')}</p>
      <ErrorSummary errors={errors} />
      <Form className="form" onSubmit={submit} validationBehavior="aria" aria-label={title}>
        {subject.target === 'new_school' ? (
          <NewSchoolFields draft={draft} change={change} errorFor={errorFor} />
        ) : (
          <CorrectionFields subject={subject} record={record!} draft={draft} change={change} errorFor={errorFor} />
        )}
        <TextField
          id={IDS.source}
          type="url"
          label={words('suggestionSourceLabel')}
          description={words('suggestionSourceHint')}
          value={draft.sourceUrl}
          onChange={(sourceUrl) => change({ sourceUrl })}
          error={errorFor(IDS.source)}
          isRequired
        />
        <TextField
          id={IDS.note}
          label={words('suggestionNoteLabel')}
          description={words('suggestionNoteHint')}
          value={draft.note}
          onChange={(note) => change({ note })}
          multiline
        />
        <CheckboxField
          id={IDS.showName}
          label={words('suggestionShowNameLabel')}
          description={words('suggestionShowNameHint')}
          isSelected={draft.showName}
          onChange={(showName) => change({ showName })}
        />
        <SubmitButton busy={busy} label={words('suggestionSend')} />
      </Form>
    </div>
  );
}

interface FieldsProps {
  draft: Draft;
  change: (values: Partial<Draft>) => void;
  errorFor: (field: string) => string | undefined;
}

/** A correction: the field in question (what the portal says now is the value's hint) and the proposed value. */
function CorrectionFields({
  subject,
  record,
  draft,
  change,
  errorFor,
}: FieldsProps & { subject: SuggestionSubject; record: School | PolicyRecord }) {
  const words = dashboardWords.useWords();
  const locale = useContext(LocaleContext);
  const fields = subject.target === 'school' ? SCHOOL_SUGGESTION_FIELDS : POLICY_SUGGESTION_FIELDS;
  const labels = fields.map((field) => fieldLabel(field, words));
  const field = draft.field;
  const current = field ? valueOf(record, field) : '';
  const choices = field ? valueChoices(field, words, locale) : undefined;
  const now = current
    ? words('suggestionNow', { value: choices?.find((c) => c.value === current)?.label ?? current })
    : words('suggestionNowEmpty');
  const hintKey = field ? VALUE_HINTS[field] : undefined;
  const hint = hintKey ? `${now} ${words(hintKey)}` : now;
  return (
    <>
      <SelectField
        id={IDS.field}
        label={words('suggestionFieldLabel')}
        options={labels}
        value={field ? fieldLabel(field, words) : null}
        onChange={(label) => change({ field: fields[labels.indexOf(label)] ?? null, value: '' })}
        error={errorFor(IDS.field)}
        isRequired
      />
      {field &&
        (choices ? (
          <SelectField
            id={IDS.value}
            label={words('suggestionValueLabel')}
            description={hint}
            options={choices.map((choice) => choice.label)}
            value={choices.find((choice) => choice.value === draft.value)?.label ?? null}
            onChange={(label) => change({ value: choices.find((choice) => choice.label === label)?.value ?? '' })}
            error={errorFor(IDS.value)}
            isRequired
          />
        ) : (
          <TextField
            id={IDS.value}
            type={field === 'website' || field === 'url' ? 'url' : field === 'email' ? 'email' : 'text'}
            multiline={field === 'desc'}
            label={words('suggestionValueLabel')}
            description={hint}
            value={draft.value}
            onChange={(value) => change({ value })}
            error={errorFor(IDS.value)}
            isRequired
          />
        ))}
    </>
  );
}

/** A new school: the columns of the sourced `schools.csv` that the import needs. */
function NewSchoolFields({ draft, change, errorFor }: FieldsProps) {
  const words = dashboardWords.useWords();
  const states = useStates();
  const school = draft.school;
  const set = (values: Partial<NewSchoolSuggestion>) => change({ school: { ...school, ...values } });
  const settings = [...settingChoices(words), { value: '', label: words('suggestionSettingNotStated') }];
  return (
    <>
      <TextField
        id={IDS.name}
        label={words('schoolNameLabel')}
        value={school.name}
        onChange={(name) => set({ name })}
        error={errorFor(IDS.name)}
        isRequired
      />
      {states.status === 'failed' && <LoadError message={words('placeFieldStatesFailed')} onRetry={states.retry} />}
      <SelectField
        id={IDS.state}
        label={words('stateLabel')}
        options={states.status === 'ready' ? states.data.map((state) => state.name) : []}
        value={school.state || null}
        onChange={(state) => set({ state })}
        error={errorFor(IDS.state)}
        isRequired
      />
      <TextField
        id={IDS.level}
        label={words('suggestionLevelLabel')}
        description={words('suggestionLevelHint')}
        value={school.level}
        onChange={(level) => set({ level })}
      />
      <SelectField
        id={IDS.setting}
        label={words('suggestionSettingOptional')}
        options={settings.map((setting) => setting.label)}
        value={settings.find((setting) => setting.value === school.special_or_inclusive)?.label ?? null}
        onChange={(label) => set({ special_or_inclusive: settings.find((setting) => setting.label === label)?.value ?? '' })}
      />
      <TextField
        id={IDS.impairments}
        label={words('suggestionImpairmentsOptional')}
        description={words('suggestionImpairmentsHint')}
        value={school.impairments}
        onChange={(impairments) => set({ impairments })}
      />
      <TextField
        id={IDS.town}
        label={words('suggestionTownLabel')}
        value={school.town_or_lga}
        onChange={(town_or_lga) => set({ town_or_lga })}
      />
    </>
  );
}
