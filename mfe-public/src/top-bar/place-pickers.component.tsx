import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@portal/shared/ui';
import { htmlAnswersBeforeHydration, inPageLanguage } from '@portal/shared';
import { choicePreparer, savesData } from '@portal/shared/choices';
import type { StateEntry } from '@portal/shared/contracts';
import { NativeSelect } from '@portal/shared/native-select';
import { DEFAULT_COUNTRY } from '../selection/default-country.js';
import { countrySelection, stateSelection, warnNoStateSelected, withoutState } from '../selection/selection.js';
import { useShownSelection } from '../selection/use-shown-selection.js';
import { SECTIONS, scrollToTop } from '../home/sections.js';
import { publicWords } from '../i18n/words.js';
import { fetchStateData } from '../data/public-data.js';

const PLACE_SELECT = { fieldClass: 'place-select', labelClass: 'place-select__label', selectClass: 'place-select__field' };

/**
 * The home page's country and state dropdowns (§1, §2.3): the browser's own selects in a GET form, with a
 * Show button. As HTML, before the scripts have run and if they never do, Show asks the server for the home
 * page of the chosen state (`/?state=Lagos`, at its policy section); once they have, it writes the shared
 * selection on the bus, which the page, the map and its panel follow, and the page's address follows it.
 * A state takes effect at Show, not at each option: a keyboard user stepping through the closed select
 * sets off nothing (WCAG 3.2.2), and a phone's native picker opens at the first tap. The success toast for
 * a state is the page's to show. What Show will show is asked for at the choice, unseen (the state's policy
 * and school count, whose requests the page's sections share), so that Show waits for no request.
 */
export function PlacePickers() {
  const words = publicWords.useWords();
  const { selection, setSelection, countries, states } = useShownSelection({ withStates: true });
  const countryName = selection.countryName || DEFAULT_COUNTRY;
  // The state chosen in the dropdown and not yet shown; a choice made elsewhere (the map) replaces it.
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [shownName, setShownName] = useState(selection.stateName);
  if (shownName !== selection.stateName) {
    setShownName(selection.stateName);
    setChosenName(null);
  }

  // Where the reader stops while stepping through the closed select, and not for one who saves data.
  const [stateData] = useState(() =>
    choicePreparer((state: StateEntry) => void fetchStateData(state.id, state.name).catch(() => undefined)),
  );
  useEffect(() => stateData.cancel, [stateData]);
  const chooseState = (name: string) => {
    setChosenName(name);
    const state = states.status === 'ready' ? states.data.find((entry) => entry.name === name) : undefined;
    // Offline nothing is asked for, as at Show; a request that fails is forgotten (public-data.ts), and
    // Show asks again and says why if it fails again.
    if (state && state.id !== selection.stateId && navigator.onLine && !savesData()) stateData.choose(state);
  };

  const chooseCountry = (id: string) => {
    if (countries.status !== 'ready' || id === String(selection.countryId)) return;
    const country = countries.data.find((entry) => String(entry.id) === id);
    // §4.3: changing country clears the state (and so the map's selection).
    if (country) setSelection(countrySelection(country));
  };

  const show = (event: FormEvent) => {
    event.preventDefault();
    const name = chosenName ?? selection.stateName;
    setChosenName(null);
    if (name === '') {
      // §4.3: the empty option scrolls home, clears the state (the map follows) and warns.
      setSelection(withoutState(selection));
      warnNoStateSelected(words);
      scrollToTop();
      return;
    }
    const state = states.status === 'ready' ? states.data.find((entry) => entry.name === name) : undefined;
    if (state && state.id !== selection.stateId) setSelection(stateSelection(selection, state));
  };

  return (
    <form
      className="place-pickers"
      method="get"
      action={inPageLanguage(`/#${SECTIONS.policy}`)}
      onSubmit={show}
      // Show pressed before the page has hydrated shows that page, read by the page script at the choice
      // and shown in place (shell/src/chosen-answers.ts), sooner than the app's script would start.
      {...htmlAnswersBeforeHydration}
    >
      <NativeSelect
        classes={PLACE_SELECT}
        label={words('countryLabel')}
        options={countries.status === 'ready' ? countries.data.map((country) => ({ id: String(country.id), name: country.name })) : []}
        value={selection.countryId === null ? '' : String(selection.countryId)}
        onChange={chooseCountry}
        isDisabled={countries.status !== 'ready'}
      />
      {states.status === 'failed' ? (
        <Button className="button button--small" onPress={states.retry}>
          {words('retryStates')}
        </Button>
      ) : (
        <>
          <NativeSelect
            classes={PLACE_SELECT}
            label={words('stateLabel')}
            name="state"
            options={[
              { id: '', name: words('noStateOption', { country: countryName }) },
              ...(states.status === 'ready' ? states.data.map((state) => ({ id: state.name, name: state.name })) : []),
            ]}
            value={chosenName ?? selection.stateName}
            onChange={chooseState}
            isDisabled={states.status !== 'ready'}
          />
          <button type="submit" className="button button--small place-pickers__show" disabled={states.status !== 'ready'}>
            {words('showState')}
          </button>
        </>
      )}
    </form>
  );
}
