import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_NAME } from '../app/app-name.js';
import { usePageTitle } from '../lib/use-page-title.js';

/** The centred card of the pages without a top bar (login, password reset). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {APP_NAME}
        </Typography>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
