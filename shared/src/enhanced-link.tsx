import { useSyncExternalStore, type ReactNode } from 'react';
import { Pressable, type PressEvent } from '@portal/shared/ui';
import { ENHANCED_LINK_ATTRIBUTE, clickAsksForTheLink } from './server-render.js';
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
export function EnhancedLink({ href, className, onPress, children }: EnhancedLinkProps) {
  const enhanced = useHydrated();
  return (
    <Pressable onPress={onPress}>
      <a
        href={inPageLanguage(href)}
        className={className}
        {...{ [ENHANCED_LINK_ATTRIBUTE]: '' }}
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
