import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MSG } from '@domain/messages.js';
import { usePageTitle } from '@/lib/use-page-title.js';

/** A user who can enter neither building. */
export function NoAccessPage() {
  usePageTitle(MSG.noBuildingAccess);
  return (
    <Box component="main" sx={{ textAlign: 'center', mt: 8, px: 2 }}>
      <Block color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
        {MSG.noBuildingAccess}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Dacă aveți nevoie de acces, contactați administratorul aplicației.
      </Typography>
    </Box>
  );
}
