import type { Selection, SchoolsModalState, Toast, User } from './types.js';

/**
 * The page an app is showing, told to the shell, which alone keeps the document title and announces each
 * new page: the shell knows which app owns a path prefix, never an app's pages.
 */
export interface PageShown {
  /** The path the app rendered, so the shell can ignore a page the visitor has already left. */
  path: string;
  /** The page's name, as the document title and the route announcement give it. */
  title: string;
}

/** Every topic and its payload, declared once: a typo in a topic name is a compile error. */
export interface Topics {
  session: User | null;
  selection: Selection;
  toast: Toast;
  'schools-modal': SchoolsModalState;
  page: PageShown;
}
export type Topic = keyof Topics;
/** A topic with a value of its own: what a control publishes (`EnhancedLink`'s `publishes`). */
export type Publication = { [T in Topic]: { topic: T; value: Topics[T] } }[Topic];

/** Topics that are events rather than state: a late subscriber must not see an old toast again. */
const eventTopics: ReadonlySet<Topic> = new Set<Topic>(['toast']);

export const BUS_VERSION = 1;

interface Envelope<T> {
  version: number;
  value: T;
}

/**
 * The bus lives on `window`, not in this module, so that two copies of this package (an old remote
 * beside a new shell) still meet. Last values are kept there too, for replay to late subscribers.
 */
interface BusStore {
  last: Partial<Record<Topic, Envelope<unknown>>>;
}
declare global {
  interface Window {
    __portalBus?: BusStore;
  }
}

function store(): BusStore {
  // A server render has no bus: nothing has been published there, and nothing it publishes is kept.
  if (typeof window === 'undefined') return { last: {} };
  window.__portalBus ??= { last: {} };
  return window.__portalBus;
}

const eventName = (topic: Topic) => `portal:${topic}`;

export function publish<T extends Topic>(topic: T, value: Topics[T]): void {
  const envelope: Envelope<Topics[T]> = { version: BUS_VERSION, value };
  if (!eventTopics.has(topic)) store().last[topic] = envelope;
  window.dispatchEvent(new CustomEvent(eventName(topic), { detail: envelope }));
}

/** The last value published on a state topic, if any. */
export function lastValue<T extends Topic>(topic: T): Topics[T] | undefined {
  return store().last[topic]?.value as Topics[T] | undefined;
}

/**
 * Calls `listener` for each value published on `topic`, and at once with the last value if there is one.
 * Returns the unsubscribe function.
 */
export function subscribe<T extends Topic>(topic: T, listener: (value: Topics[T]) => void): () => void {
  const handler = (event: Event) => {
    const envelope = (event as CustomEvent<Envelope<Topics[T]>>).detail;
    if (envelope?.version === BUS_VERSION) listener(envelope.value);
  };
  window.addEventListener(eventName(topic), handler);
  const last = store().last[topic];
  if (last?.version === BUS_VERSION) listener(last.value as Topics[T]);
  return () => window.removeEventListener(eventName(topic), handler);
}
