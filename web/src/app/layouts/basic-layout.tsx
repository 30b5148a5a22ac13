import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { APP_NAME } from '../app-name.js';
import { TopBar } from './top-bar.js';

/** Pages outside both areas (building selector, password, not found). */
export function BasicLayout() {
  return (
    <>
      <TopBar title={APP_NAME} home="/" />
      <Container component="main" maxWidth="md" sx={{ py: 2 }}>
        <Outlet />
      </Container>
    </>
  );
}
