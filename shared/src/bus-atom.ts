import { atom, type WritableAtom } from 'jotai';
import { lastValue, publish, subscribe, type Topic, type Topics } from './bus.js';

/**
 * A jotai atom that mirrors a bus topic: reading gives the topic's latest value (or `initial`),
 * writing publishes on the bus, so apps never hand-write subscribe/unsubscribe code.
 */
export function atomWithBus<T extends Topic>(
  topic: T,
  initial: Topics[T],
): WritableAtom<Topics[T], [Topics[T]], void> {
  const mirror = atom<Topics[T]>(lastValue(topic) ?? initial);
  mirror.onMount = (set) => subscribe(topic, set);
  return atom(
    (get) => get(mirror),
    (_get, set, value: Topics[T]) => {
      set(mirror, value);
      publish(topic, value);
    },
  );
}
