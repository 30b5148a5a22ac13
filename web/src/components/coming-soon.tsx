import Construction from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/use-page-title.js';

interface Props {
  title: string;
  /** One plain sentence saying what will be here, e.g. 'Harta birourilor va fi disponibilă în curând.' */
  text: string;
}

/** An honest placeholder for a screen of a later issue. */
export function ComingSoon({ title, text }: Props) {
  usePageTitle(title);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Construction color="action" aria-hidden />
        <div>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          <Typography>{text}</Typography>
        </div>
      </Stack>
    </Paper>
  );
}
