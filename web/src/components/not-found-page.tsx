import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '../lib/use-page-title.js';

/** The HTTP status the page is named after, the same in every language. */
const NOT_FOUND_CODE = '404';

/** Any unknown path, for a logged-in user. */
export function NotFoundPage() {
  const t = useT(shell);
  usePageTitle(t('shell.notFound.title'));
  const navigate = useNavigate();
  return (
    <Box sx={{ textAlign: 'center', mt: 8, px: 2 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        {NOT_FOUND_CODE}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        {t('shell.notFound.title')}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => navigate('/')}>
        {t('shell.backHome')}
      </Button>
    </Box>
  );
}
