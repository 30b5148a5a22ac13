import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { LinkCard } from './link-card.js';

/** E-mailed links are public routes; acting on them needs the owner's session first. */
export function LoginFirst({ title, text }: { title: string; text: string }) {
  const { pathname } = useLocation();
  return (
    <LinkCard title={title}>
      <Typography>{text}</Typography>
      <div>
        <Button variant="contained" component={RouterLink} to={`/login?next=${encodeURIComponent(pathname)}`}>
          Autentifică-te
        </Button>
      </div>
    </LinkCard>
  );
}
