import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { desks, type DesksKey } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';
import { useT } from '@/i18n/use-t.js';
import { DESK_STATE_COLOR, deskStateLabel, PARKING_MARK, parkingLabel, ROOM_COLOR, type DeskState } from '../desk-state.js';
import { CueDefs, cueId, deskCue, type DeskCue } from './desk-cues.js';

interface Item {
  /** Its words, in the language shown: a function, so that they follow a switch of language. */
  label(): string;
  color: string;
  dashed?: boolean;
  mark?: string;
  /** The map's second cue beside colour (desk-cues.tsx). */
  cue?: DeskCue | null;
}

const desk = (state: DeskState, extra: Partial<Item> = {}): Item => ({
  label: () => deskStateLabel(state),
  color: DESK_STATE_COLOR[state],
  cue: deskCue(state),
  ...extra,
});
const LEGEND_CUES = 'legend';

const words = (key: DesksKey) => () => translate(desks, key);

// Every mark the map draws, in the words the desks' accessible names use (desk-state.ts).
const ITEMS: Item[] = [
  desk('free'),
  desk('taken'),
  desk('mine'),
  { label: words('desks.meetingRoom'), color: ROOM_COLOR },
  desk('allocated', { dashed: true }),
  desk('blocked'),
  desk('unavailable'),
  desk('grey'),
  { label: parkingLabel, color: '#455a64', mark: PARKING_MARK },
];

/** The legend of flex-office §2 under the map; `extra`, the colleagues' marks shown (its list items). */
export function MapLegend({ extra }: { extra?: ReactNode }) {
  const t = useT(desks);
  return (
    <>
      {/* The cues' patterns for the swatches below (outside the list, which holds only items); the map's SVG holds its own. */}
      <svg aria-hidden width={0} height={0} style={{ position: 'absolute' }}>
        <CueDefs prefix={LEGEND_CUES} />
      </svg>
      <Stack
        component="ul"
        aria-label={t('desks.legend.label')}
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {ITEMS.map((i) => (
          <Stack component="li" key={i.label()} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              data-cue={i.cue ?? undefined}
              sx={{
                width: 22,
                height: 15,
                borderRadius: 0.5,
                bgcolor: i.color,
                border: i.dashed ? '1px dashed #4a148c' : '1px solid #263238',
                color: '#fff',
                fontSize: 11,
                fontWeight: 700,
                lineHeight: '13px',
                textAlign: 'center',
                overflow: 'hidden',
              }}
            >
              {i.cue ? (
                // At both ends, as on a desk (desk-marker.tsx).
                <svg width="100%" height="100%" style={{ display: 'block' }}>
                  <rect width="30%" height="100%" fill={`url(#${cueId(LEGEND_CUES, i.cue)})`} />
                  <rect x="70%" width="30%" height="100%" fill={`url(#${cueId(LEGEND_CUES, i.cue)})`} />
                </svg>
              ) : (
                i.mark
              )}
            </Box>
            <Typography variant="body2">{i.label()}</Typography>
          </Stack>
        ))}
        {extra}
      </Stack>
    </>
  );
}
