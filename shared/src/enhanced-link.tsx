import { useEffect, useRef, useState, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { Pressable, type PressEvent } from '@portal/shared/ui';
import {
  ENHANCED_LINK_ATTRIBUTE,
  OPENS_BEFORE_HYDRATION_ATTRIBUTE,
  PUBLISHES_ON_PRESS_ATTRIBUTE,
  clickAsksForTheLink,
  serverRender,
} from './server-render.js';
import { publish, type Publication } from './bus.js';
import { inPageLanguage } from './routing.js';

const noChange = () => () => undefined;

/** False while the server renders and while the browser hydrates that HTML, true from the next render on. */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

export interface EnhancedLinkProps {
  /** The page that does the control's job without scripts: the menu page, the list of schools. */
  href: string;
  className?: string;
  /** What a press does once the scripts run; inside a React Aria trigger (DialogTrigger), the trigger's. */
  onPress?: (event: PressEvent) => void;
  /** The id of a `DialogBeforeHydration` in the page that does the control's job until its app hydrates. */
  opensBeforeHydration?: string;
  /** A message for the bus that a press publishes, before hydration too (`PUBLISHES_ON_PRESS_ATTRIBUTE`). */
  publishes?: Publication;
  children: ReactNode;
}

/**
 * A link to a page that does a control's job, which becomes the control once its app has hydrated (GOV.UK's
 * progressive enhancement): as HTML, before the scripts arrive and if they never do, it is a link to that
 * page; the render after hydration gives the same element the button role and React Aria's press, so
 * focus stays on it and a screen reader hears a button from then on. Until then the shell keeps a plain
 * click on it for the script (`ENHANCED_LINK_ATTRIBUTE`) and follows the link only if the scripts fail
 * to load. A click that asks for the link itself (a new tab or window) opens the page, before and after.
 */
export function EnhancedLink({ href, className, onPress, opensBeforeHydration, publishes, children }: EnhancedLinkProps) {
  const enhanced = useHydrated();
  return (
    <Pressable onPress={publishes ? () => publish(publishes.topic, publishes.value) : onPress}>
      <a
        href={inPageLanguage(href)}
        className={className}
        {...{ [ENHANCED_LINK_ATTRIBUTE]: '' }}
        {...(opensBeforeHydration ? { [OPENS_BEFORE_HYDRATION_ATTRIBUTE]: opensBeforeHydration } : {})}
        {...(publishes ? { [PUBLISHES_ON_PRESS_ATTRIBUTE]: JSON.stringify(publishes) } : {})}
        role={enhanced ? 'button' : undefined}
        // From hydration on, whatever the role says yet: a click the shell kept and makes again right as the
        // region hydrates must open the dialog, not also follow the link.
        onClick={(event) => void (clickAsksForTheLink(event) || event.preventDefault())}
      >
        {children}
      </a>
    </Pressable>
  );
}

export interface DialogBeforeHydrationProps {
  id: string;
  className?: string;
  /** The id of the dialog's heading, inside `content`. */
  labelledBy: string;
  /** What the dialog holds, as an element: it is rendered on the server alone. */
  content: ReactElement;
}

/**
 * A native modal `<dialog>` that does an `EnhancedLink`'s job until the link's app has hydrated (the shell
 * opens it on a press, `OPENS_BEFORE_HYDRATION_ATTRIBUTE`), so the first press is answered at once rather
 * than after seconds of script on a cheap phone. The server writes its content; the browser adopts that HTML
 * as it is and never renders it (React leaves alone the inside of an element given `dangerouslySetInnerHTML`,
 * and checks it against nothing as it hydrates), so its words and links cost no script. It works as HTML:
 * the browser keeps focus inside while it is open, Escape or its form's button closes it, and focus goes
 * back to the link. Once hydrated the app removes it (when closed); a top bar rendered in the browser, with
 * no server HTML to adopt, has none.
 */
export function DialogBeforeHydration({ id, className, labelledBy, content }: DialogBeforeHydrationProps) {
  const hydrating = !useHydrated();
  const [adopted, setAdopted] = useState(hydrating);
  const dialog = useRef<HTMLDialogElement>(null);
  // Once hydrated, the app's own control does the job and the server's words may be stale (another page's
  // language links): the dialog goes, at once, or when it is closed if it is open.
  useEffect(() => {
    if (!hydrating && adopted && !dialog.current?.open) setAdopted(false);
  }, [hydrating, adopted]);
  if (serverRender()) {
    return (
      <dialog id={id} className={className} aria-labelledby={labelledBy}>
        {content}
      </dialog>
    );
  }
  if (!adopted) return null;
  return (
    <dialog
      ref={dialog}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      onClose={() => setAdopted(false)}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
