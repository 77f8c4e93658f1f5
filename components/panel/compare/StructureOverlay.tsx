import type { CSSProperties } from 'react';
import type { FractionBox, StructureLine } from '../../../lib/fixture-check/types';

/** Props of {@link StructureOverlay}. */
export interface StructureOverlayProps {
  /** The image's natural width / height: the drawing fits it as `object-fit: contain` fits the image. */
  readonly aspect: number;
  /** The original's structural lines, drawn when the structure toggle is on. */
  readonly lines: readonly StructureLine[];
  /** Regions where the fixture check saw a fixture change, always outlined. */
  readonly outlines: readonly FractionBox[];
  /** The image's zoom and pan transform, so the drawing stays on it. */
  readonly style: CSSProperties;
}

// Drawing units of the image's height; the width follows its aspect.
const UNIT = 1000;

/**
 * Drawn over the result (#30): the original's long straight edges (window and door frames, wall
 * corners), so a frame that moved shows at a glance, and the outline of each region the fixture
 * check flagged. `preserveAspectRatio` meet places it exactly as the image is placed.
 */
export function StructureOverlay({ aspect, lines, outlines, style }: StructureOverlayProps) {
  const width = UNIT * aspect;
  return (
    <svg className="compare__structure" viewBox={`0 0 ${width} ${UNIT}`} preserveAspectRatio="xMidYMid meet" style={style} aria-hidden="true">
      {lines.map((l, i) => (
        <line key={`l${i}`} className="compare__structure-line" x1={l.x0 * width} y1={l.y0 * UNIT} x2={l.x1 * width} y2={l.y1 * UNIT} />
      ))}
      {outlines.map((box, i) => (
        <rect key={`o${i}`} className="compare__fixture-outline" x={box.x * width} y={box.y * UNIT} width={box.w * width} height={box.h * UNIT} rx={6} />
      ))}
    </svg>
  );
}
