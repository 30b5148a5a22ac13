import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card of the pages e-mailed links open: a title and what to do. */
export function LinkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3, maxWidth: 520, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
