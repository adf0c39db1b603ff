/**
 * What a choice in a select sets off before the reader asks for its answer: the page script reads the page
 * a form would send for (shell/src/chosen-answers.ts), the top bar's app asks for a state's data
 * (mfe-public's place pickers), so that the button that asks answers at once.
 */

/** A choice made this soon after the one before is a step through the select (the arrows on a closed select). */
export const STEPPING_MS = 500;

/** Has the reader asked their browser to spend less data (Chromium's Save-Data, on Android's Lite mode)? */
export const savesData = () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

export interface ChoicePreparer<Choice> {
  /** A choice made: prepared at once (true), or once it has stood (false). */
  choose(choice: Choice): boolean;
  /** Forgets a choice still waiting to stand. */
  cancel(): void;
}

/**
 * Prepares each choice as it is made, but one made within `STEPPING_MS` of the one before only once it has
 * stood that long: a keyboard user stepping through a closed select changes it at each arrow, and a costly
 * network should carry only what is prepared where they stop.
 */
export function choicePreparer<Choice>(prepare: (choice: Choice) => void): ChoicePreparer<Choice> {
  let chosenAt = -Infinity;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  return {
    choose(choice) {
      const now = performance.now();
      const stepping = now - chosenAt < STEPPING_MS;
      chosenAt = now;
      clearTimeout(waiting);
      if (stepping) waiting = setTimeout(() => prepare(choice), STEPPING_MS);
      else prepare(choice);
      return !stepping;
    },
    cancel: () => clearTimeout(waiting),
  };
}
