import { useAtom } from 'jotai';
import { Button } from '@portal/shared/ui';
import { LabelledSelect, messages, selectClasses, t } from '@portal/shared';
import { useLoad } from '@portal/shared/data';
import { fetchCountries, fetchStates } from '../data/public-data.js';
import { DEFAULT_COUNTRY } from '../selection/default-country.js';
import {
  countrySelection,
  selectionAtom,
  shownSelection,
  stateSelection,
  warnNoStateSelected,
  withoutState,
} from '../selection/selection.js';
import { scrollToTop } from '../home/sections.js';

/** The dropdown's empty option: choosing it clears the state. */
export const NO_STATE = 'none';

const PLACE_SELECT = selectClasses('place-select');

/**
 * The home page's country and state dropdowns (§1, §2.3). Both write the shared selection on the bus;
 * the page, the map and its panel follow it. The success toast for a state is the page's to show.
 */
export function PlacePickers() {
  const [chosen, setSelection] = useAtom(selectionAtom);
  const countries = useLoad('countries', fetchCountries);
  const selection = shownSelection(chosen, countries.status === 'ready' ? countries.data : null);
  const countryId = selection.countryId;
  const states = useLoad(countryId === null ? null : `states:${countryId}`, () => fetchStates(countryId!));
  const countryName = selection.countryName || DEFAULT_COUNTRY;

  const chooseCountry = (key: unknown) => {
    if (countries.status !== 'ready' || key === countryId) return;
    const country = countries.data.find((entry) => entry.id === key);
    // §4.3: changing country clears the state (and so the map's selection).
    if (country) setSelection(countrySelection(country));
  };

  const chooseState = (key: unknown) => {
    if (key === NO_STATE) {
      // §4.3: the empty option scrolls home, clears the state (the map follows) and warns.
      setSelection(withoutState(selection));
      warnNoStateSelected();
      scrollToTop();
      return;
    }
    const state = states.status === 'ready' ? states.data.find((entry) => entry.id === key) : undefined;
    if (state && state.id !== selection.stateId) setSelection(stateSelection(selection, state));
  };

  return (
    <div className="place-pickers">
      <LabelledSelect
        classes={PLACE_SELECT}
        label={messages.countryLabel}
        options={countries.status === 'ready' ? countries.data : []}
        value={countryId}
        onChange={chooseCountry}
        isDisabled={countries.status !== 'ready'}
      />
      {states.status === 'failed' ? (
        <Button className="button button--small" onPress={states.retry}>
          {messages.retryStates}
        </Button>
      ) : (
        <LabelledSelect
          classes={PLACE_SELECT}
          label={messages.stateLabel}
          options={[
            { id: NO_STATE, name: t('noStateOption', { country: countryName }) },
            ...(states.status === 'ready' ? states.data : []),
          ]}
          value={selection.stateId ?? NO_STATE}
          onChange={chooseState}
          isDisabled={states.status !== 'ready'}
        />
      )}
    </div>
  );
}
