import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

/** The frame of a tower page: a narrow card (phones first) with the page's heading. */
export function TowerPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 480, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

export function Loading() {
  const t = useT(tower);
  return <CircularProgress aria-label={t('tower.loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
}
