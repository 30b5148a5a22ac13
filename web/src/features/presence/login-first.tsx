import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

/** E-mailed links are public routes; acting on them needs the owner's session first. */
export function LoginFirst({ title, text }: { title: string; text: string }) {
  const { pathname } = useLocation();
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3, maxWidth: 520, mx: 'auto' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={`/login?next=${encodeURIComponent(pathname)}`}>
        Autentifică-te
      </Button>
    </Paper>
  );
}
