import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MSG } from '../../../../domain/messages.js';

/** A page that crashed: say so in Romanian and offer a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box component="main" sx={{ textAlign: 'center', mt: 8, px: 2 }}>
      <Typography component="h1" variant="h5">
        {MSG.genericError}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} href="/">
        Înapoi la pagina principală
      </Button>
    </Box>
  );
}
