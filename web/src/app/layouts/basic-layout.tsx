import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { TopBar } from './top-bar.js';

/** Pages outside both areas (building selector, password, not found). */
export function BasicLayout() {
  const t = useT(shell);
  return (
    <>
      <TopBar title={t('shell.appName')} home="/" />
      <Container component="main" maxWidth="md" sx={{ py: 2 }}>
        <Outlet />
      </Container>
    </>
  );
}
