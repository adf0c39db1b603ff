import { PLACE_MAX_LENGTH } from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import { SelectField, TextField, type FieldProblem } from '@portal/shared/forms';
import type { ReportPlaceInput } from '@portal/shared/contracts';
import type { FieldGroupProps } from './field-group.js';
import './reports.css';
import { fetchLgas, fetchStates } from '../dashboard-api.js';
import { dashboardWords, type DashboardWords } from '../i18n/words.js';

/** Where it happened, without a map (issue 19): a state, one of its local government areas, a few words. */
export interface Place {
  stateId: number | null;
  lga: string | null;
  description: string;
}

export const NO_PLACE: Place = { stateId: null, lga: null, description: '' };

export interface PlaceFieldIds {
  state: string;
  lga: string;
  placeDescription: string;
}

/** The place's own check: only the description can be wrong, since the selects offer nothing else. */
export function checkPlace(place: Place, ids: PlaceFieldIds, words: DashboardWords): FieldProblem[] {
  return place.description.trim().length > PLACE_MAX_LENGTH
    ? [{ field: ids.placeDescription, message: words('placeFieldDescriptionTooLong', { max: PLACE_MAX_LENGTH }) }]
    : [];
}

/** The place as `POST /eyewitness` and `PUT /my/reports/:id` take it: what was not given is left out. */
export function placeInput(place: Place): ReportPlaceInput {
  const description = place.description.trim();
  return {
    ...(place.stateId !== null && { stateId: place.stateId }),
    ...(place.stateId !== null && place.lga && { lga: place.lga }),
    ...(description && { placeDescription: description }),
  };
}

/** The 37 states (the 36 and the FCT), read once for the page. */
export const useStates = () => useLoad('dashboard:states', fetchStates);

/** The local government areas of one state, from `GET /states/:id`. */
const useLgas = (stateId: number | null) =>
  useLoad(stateId === null ? null : `dashboard:lgas:${stateId}`, (signal) => fetchLgas(stateId!, signal));

/**
 * Optional state and local government area selects and a 'Describe the place' field. The second select
 * appears once a state is chosen and lists that state's areas only; choosing another state clears it.
 */
export function PlaceFields({ ids, value, onChange, errorFor }: FieldGroupProps<PlaceFieldIds, Place>) {
  const words = dashboardWords.useWords();
  const states = useStates();
  const lgas = useLgas(value.stateId);
  const stateList = states.status === 'ready' ? states.data : [];
  const stateName = stateList.find((state) => state.id === value.stateId)?.name ?? null;
  const hintId = `${ids.state}-place-hint`;

  const chooseState = (name: string) => {
    const stateId = stateList.find((state) => state.name === name)?.id ?? null;
    onChange({ ...value, stateId, lga: stateId === value.stateId ? value.lga : null });
  };

  return (
    <fieldset className="fieldset place-fields" aria-describedby={hintId}>
      <legend className="fieldset__legend">{words('placeFieldsLegend')}</legend>
      <p id={hintId} className="field__hint">
        {words('placeFieldsHint')}
      </p>
      {states.status === 'loading' && <p className="field__hint">{words('placeFieldStatesLoading')}</p>}
      {states.status === 'failed' && <LoadError message={words('placeFieldStatesFailed')} onRetry={states.retry} />}
      {states.status === 'ready' && (
        <SelectField
          id={ids.state}
          label={words('placeFieldState')}
          description={words('placeFieldStateHint')}
          options={[words('placeFieldNoState'), ...stateList.map((state) => state.name)]}
          value={stateName}
          onChange={chooseState}
          error={errorFor(ids.state)}
        />
      )}
      {stateName !== null && lgas.status === 'loading' && (
        <p role="status" className="field__hint">
          {words('placeFieldLgasLoading', { state: stateName })}
        </p>
      )}
      {stateName !== null && lgas.status === 'failed' && (
        <LoadError message={words('placeFieldLgasFailed', { state: stateName })} onRetry={lgas.retry} />
      )}
      {stateName !== null && lgas.status === 'ready' && lgas.data.length > 0 && (
        <SelectField
          id={ids.lga}
          label={words('placeFieldLga')}
          options={[words('placeFieldNoLga'), ...lgas.data]}
          value={value.lga}
          onChange={(lga) => onChange({ ...value, lga: lga === words('placeFieldNoLga') ? null : lga })}
          error={errorFor(ids.lga)}
        />
      )}
      <TextField
        id={ids.placeDescription}
        label={words('placeFieldDescription')}
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
        description={words('placeFieldDescriptionHint', { max: PLACE_MAX_LENGTH })}
        error={errorFor(ids.placeDescription)}
      />
    </fieldset>
  );
}
