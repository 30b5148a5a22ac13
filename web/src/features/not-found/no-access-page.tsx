import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';

/** A user who can enter neither building. */
export function NoAccessPage() {
  const t = useT(shell);
  usePageTitle(t('shell.noAccess.title'));
  return (
    <Box component="main" sx={{ textAlign: 'center', mt: 8, px: 2 }}>
      <Block color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
        {t('shell.noAccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('shell.noAccess.hint')}
      </Typography>
    </Box>
  );
}
