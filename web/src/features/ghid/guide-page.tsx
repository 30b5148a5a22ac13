import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '@/app/app-name.js';
import { TopBar } from '@/app/layouts/top-bar.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { GUIDE } from './guide-sections.js';

/** /ghid: the public user guide. */
export function GuidePage() {
  usePageTitle('Ghidul utilizatorului');
  return (
    <>
      <TopBar title={APP_NAME} home="/" />
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          Ghidul utilizatorului
        </Typography>
        <Typography color="text.secondary">
          Aplicația rezervă birouri, săli de ședință și locuri de parcare în clădirile CityOffices și Turn.
        </Typography>
        <Paper variant="outlined" component="nav" aria-label="Cuprins" sx={{ my: 3, p: 2 }}>
          <Typography component="h2" variant="subtitle1">
            Cuprins
          </Typography>
          <List dense>
            {GUIDE.map((s) => (
              <ListItem key={s.id} disableGutters>
                <Link href={`#${s.id}`}>{s.title}</Link>
              </ListItem>
            ))}
          </List>
        </Paper>
        {GUIDE.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <Typography id={`${s.id}-title`} component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
              {s.title}
            </Typography>
            {s.paragraphs.map((p) => (
              <Typography key={p} sx={{ mb: 1.5 }}>
                {p}
              </Typography>
            ))}
          </section>
        ))}
      </Container>
    </>
  );
}
