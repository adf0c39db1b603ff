import { startTransition } from 'react';
import { atom, type WritableAtom } from 'jotai';
import { lastValue, publish, subscribe, type Topic, type Topics } from './bus.js';

/**
 * A jotai atom that mirrors a bus topic: reading gives the topic's latest value (or `initial`),
 * writing publishes on the bus, so apps never hand-write subscribe/unsubscribe code.
 * What a new value re-renders (often several apps' whole pages) is a transition: React renders it in
 * slices and keeps answering input, instead of one long task per change on a cheap phone.
 */
export function atomWithBus<T extends Topic>(topic: T, initial: Topics[T]): WritableAtom<Topics[T], [Topics[T]], void> {
  const mirror = atom<Topics[T]>(lastValue(topic) ?? initial);
  mirror.onMount = (set) => subscribe(topic, (value) => startTransition(() => set(value)));
  return atom(
    (get) => get(mirror),
    (_get, set, value: Topics[T]) =>
      startTransition(() => {
        set(mirror, value);
        publish(topic, value);
      }),
  );
}
