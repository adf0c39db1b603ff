import { LAW_CATEGORIES, lawPatternId, type LawCategory } from './law-status.js';
import './law-status.css';

const TILE = 14;

/** The marks over each category's ground: shapes that differ, so the kinds stay apart without colour. */
function Marks({ category }: { category: LawCategory }) {
  switch (category.id) {
    case 'in-force': // broad diagonal stripes
      return <line x1="0" y1="0" x2="0" y2={TILE} className="law-pattern__mark" strokeWidth="6" />;
    case 'bill': // dots
      return <circle cx={TILE / 2} cy={TILE / 2} r="3" className="law-pattern__dot" />;
    case 'no-law': // thin horizontal lines
      return <line x1="0" y1={TILE / 2} x2={TILE} y2={TILE / 2} className="law-pattern__mark" strokeWidth="2.5" />;
    case 'disputed': // cross-hatching: lines that cross, like the sources
      return (
        <>
          <line x1="0" y1="0" x2="0" y2={TILE} className="law-pattern__mark" strokeWidth="2" />
          <line x1="0" y1="0" x2={TILE} y2="0" className="law-pattern__mark" strokeWidth="2" />
        </>
      );
    case 'unknown': // the plain ground: nothing is known
      return null;
  }
}

/**
 * The fill patterns of the five law categories, in user units of the map (1000 across), so a legend
 * swatch drawn at the map's scale looks like the states. Patterns are shapes, not only colours, so they
 * also survive forced-colours mode, where the CSS gives them the system's two colours.
 */
export function LawStatusPatterns() {
  return (
    <defs>
      {LAW_CATEGORIES.map((category) => (
        <pattern
          key={category.id}
          id={lawPatternId(category)}
          className={`law-pattern law-pattern--${category.id}`}
          width={TILE}
          height={TILE}
          patternUnits="userSpaceOnUse"
          {...(category.id === 'in-force' || category.id === 'disputed' ? { patternTransform: 'rotate(45)' } : {})}
        >
          <rect width={TILE} height={TILE} className="law-pattern__ground" />
          <Marks category={category} />
        </pattern>
      ))}
    </defs>
  );
}
