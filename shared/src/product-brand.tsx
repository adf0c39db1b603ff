import { PRODUCT_NAME } from './messages.js';

/** The end of the product name: all that a narrow top bar shows beside the mark. */
const SHORT_NAME = 'Data Portal';

/**
 * The portal's mark and name, the content of each top bar's home link; give that link
 * `aria-label={PRODUCT_NAME}`. A narrow bar hides `.product-brand__qualifier` (the words before
 * 'Data Portal') so the brand keeps to one line, while the accessible name stays whole and still holds
 * every visible word (WCAG 2.5.3 Label in Name).
 */
export function ProductBrand() {
  return (
    <>
      <svg className="product-brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="6" fill="currentColor" />
        <rect x="11" y="1" width="10" height="30" fill="#fff" />
      </svg>
      <span>
        <span className="product-brand__qualifier">{PRODUCT_NAME.slice(0, -SHORT_NAME.length)}</span>
        {SHORT_NAME}
      </span>
    </>
  );
}
