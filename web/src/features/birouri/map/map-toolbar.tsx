import Add from '@mui/icons-material/Add';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense } from 'react';
import type { Colleague } from './floor-desks.js';
import { retryingImport } from '@/lib/connection.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  /** The day shown: 'find a colleague' looks among its desks' holders. */
  day: string;
  found: Colleague | null;
  onFind(c: Colleague | null): void;
  onlyGroup: boolean;
  onOnlyGroup(on: boolean): void;
  zoomIn(): void;
  zoomOut(): void;
  reset(): void;
}

// The search (MUI's Autocomplete and its popper) loads after the map: it is not the first thing used.
const FindColleague = lazy(retryingImport(() => import('./find-colleague.js').then((m) => ({ default: m.FindColleague }))));

/** Above the map: find a colleague, show only the selected group's desks, zoom. */
export function MapToolbar(p: Props) {
  const t = useT(desks);
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Suspense fallback={<TextField size="small" label={t('desks.find.label')} disabled sx={{ width: { xs: '100%', sm: 260 } }} />}>
        <FindColleague day={p.day} value={p.found} onFind={p.onFind} />
      </Suspense>
      <FormControlLabel
        control={<Switch checked={p.onlyGroup} onChange={(e) => p.onOnlyGroup(e.target.checked)} />}
        label={t('desks.map.onlyGroup')}
        sx={{ mr: 0 }}
      />
      <Box sx={{ flexGrow: 1 }} />
      <Tooltip title={t('desks.map.zoomIn')}>
        <IconButton size="small" aria-label={t('desks.map.zoomIn')} onClick={p.zoomIn}>
          <Add />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('desks.map.zoomOut')}>
        <IconButton size="small" aria-label={t('desks.map.zoomOut')} onClick={p.zoomOut}>
          <Remove />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('desks.map.wholeFloor')}>
        <IconButton size="small" aria-label={t('desks.map.wholeFloor')} onClick={p.reset}>
          <CenterFocusStrong />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
