import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of the office's forecast (decisions §21): its heading and sentence, in the page's
 * words, then what the page puts in it (ForecastBody, or on the manager's page the button that
 * loads it). It draws no chart, so that a page can show it without the charts' library.
 */
export function ForecastSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby="forecast-title" spacing={2} sx={{ pt: 2 }}>
      <Typography id="forecast-title" variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      {children}
    </Stack>
  );
}
