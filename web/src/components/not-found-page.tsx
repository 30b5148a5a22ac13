import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { MSG } from '@domain/messages.js';
import { usePageTitle } from '../lib/use-page-title.js';

/** Any unknown path, for a logged-in user. */
export function NotFoundPage() {
  usePageTitle(MSG.pageNotFound);
  const navigate = useNavigate();
  return (
    <Box sx={{ textAlign: 'center', mt: 8, px: 2 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        {MSG.pageNotFound}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => navigate('/')}>
        Înapoi la pagina principală
      </Button>
    </Box>
  );
}
