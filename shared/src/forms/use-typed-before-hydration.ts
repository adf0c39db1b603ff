import { useEffectEvent, useLayoutEffect } from 'react';

/**
 * Hands the app the text typed into a field the server rendered before its app hydrated it. The field
 * shows that text, but the app's state does not: React 19 takes the field's text as its starting value,
 * reports no change, and empties the field at the next render of the form, which came while the region was
 * still hydrating (the first name typed at once on `/register` was lost in Chromium, accounts.e2e.test.ts).
 * Read once, as the field is first committed, and given to the app as a change before that render.
 */
export function useTypedBeforeHydration(id: string, value: string, onChange: ((value: string) => void) | undefined) {
  const handOver = useEffectEvent(() => {
    const field = document.getElementById(id);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== value) onChange?.(field.value);
  });
  useLayoutEffect(() => handOver(), []);
}
