import type { DeskState } from '../desk-state.js';

// A second cue beside colour (issue #21, point 6): red and green alone do not tell a taken desk
// from a free one to a colour-blind person, so taken desks are striped and held ones dotted, on
// the map and in its legend alike. Since #39 (point 5) the marks fill a band at each end of a desk
// and of a legend's swatch, so that no letter stands on them (its contrast is the desk's colour's).

export type DeskCue = 'taken' | 'held';

export function deskCue(state: DeskState): DeskCue | null {
  if (state === 'taken') return 'taken';
  if (state === 'allocated' || state === 'blocked') return 'held';
  return null;
}

/** The width of the cue's band at each end of a desk, in plan units (a desk is 40 wide). */
export const CUE_BAND = 6;

/** The id of a cue's pattern inside the SVG that drew `CueDefs` with this prefix. */
export const cueId = (prefix: string, cue: DeskCue) => `${prefix}-cue-${cue}`;

/** The cues' patterns, once per SVG: the map's, and the legend's own. */
export function CueDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      <pattern id={cueId(prefix, 'taken')} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width={2.5} height={6} fill="#fff" fillOpacity={0.4} />
      </pattern>
      <pattern id={cueId(prefix, 'held')} width={6} height={6} patternUnits="userSpaceOnUse">
        <circle cx={3} cy={3} r={1.4} fill="#fff" fillOpacity={0.5} />
      </pattern>
    </defs>
  );
}
