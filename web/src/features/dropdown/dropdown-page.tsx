import Apartment from '@mui/icons-material/Apartment';
import LocalParking from '@mui/icons-material/LocalParking';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { BUILDINGS, buildingsOf, dropdownTarget, OFFICE, TOWER } from '@domain/buildings.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useUser } from '@/lib/session.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

const ICONS = { [OFFICE]: <Apartment />, [TOWER]: <LocalParking /> } as const;

/** /dropdown: the building selector, skipped for users with nothing to choose. */
export function DropdownPage() {
  const t = useT(shell);
  usePageTitle(t('shell.dropdown.title'));
  const user = useUser();
  const navigate = useNavigate();
  const target = dropdownTarget(user);
  if (target) return <Navigate to={target} replace />;

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 3, sm: 8 }, p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('shell.dropdown.title')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 3 }}>
        {buildingsOf(user).map((code) => (
          <Button key={code} variant="contained" size="large" startIcon={ICONS[code]} onClick={() => navigate(BUILDINGS[code].home)}>
            {BUILDINGS[code].name}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
