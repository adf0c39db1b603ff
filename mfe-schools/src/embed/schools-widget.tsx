/**
 * The embeddable schools widget: one script tag on any site renders the portal's schools list and search
 * in each `<div data-portal-schools data-state="Lagos">`. Built on its own (webpack.embed.config.ts),
 * without the shell or the federation runtime, into dist/embed/schools-widget.js.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SchoolsWidget, type HeadingLevel } from './schools-widget.component.js';
import { portalOrigin } from './widget-api.js';
// The portal's pages have it from base.css, which the widget does not load (README).
import '@portal/shared/visually-hidden.css';
import '../school-search/school-search.css';
import './schools-widget.css';

export const WIDGET_SELECTOR = '[data-portal-schools]';
const MOUNTED = 'data-portal-schools-mounted';

// Read now: the browser clears document.currentScript once this script has run.
const origin = portalOrigin(document.currentScript as HTMLScriptElement | null);

const headingLevel = (value: string | undefined): HeadingLevel => {
  const level = Number(value);
  return level === 3 || level === 4 || level === 5 ? level : 2;
};

/** Renders the widget into every marked element of `root` not yet rendered into; returns the new roots. */
export function mountSchoolsWidgets(root: ParentNode = document, portal = origin): Root[] {
  const mounted: Root[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(WIDGET_SELECTOR)) {
    if (element.hasAttribute(MOUNTED)) continue;
    element.setAttribute(MOUNTED, '');
    const reactRoot = createRoot(element);
    mounted.push(reactRoot);
    reactRoot.render(
      <StrictMode>
        <SchoolsWidget
          stateName={element.dataset.state?.trim() ?? ''}
          origin={portal}
          headingLevel={headingLevel(element.dataset.headingLevel)}
        />
      </StrictMode>,
    );
  }
  return mounted;
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => mountSchoolsWidgets(), { once: true });
} else {
  mountSchoolsWidgets();
}
