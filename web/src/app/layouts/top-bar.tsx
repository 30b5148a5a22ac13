import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/lib/session.js';
import { common } from '@/i18n/common.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { UserMenu } from './user-menu.js';

interface Props {
  title: string;
  home: string;
  /** The area's navigation, shown only to a logged-in user. */
  children?: ReactNode;
}

/** The top bar of every area: title, navigation, user menu (or a login button). */
export function TopBar({ title, home, children }: Props) {
  const t = useT(shell);
  const tc = useT(common);
  const { user } = useSession();
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Typography
          variant="h6"
          component={RouterLink}
          to={home}
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', minWidth: 0, flexShrink: 1, mr: 1 }}
        >
          {title}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {user ? (
          <Box component="nav" aria-label={t('shell.topBar.nav')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {children}
            <UserMenu user={user} />
          </Box>
        ) : (
          <Button color="inherit" component={RouterLink} to="/login">
            {tc('common.login.submit')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
