import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TopBar } from '@/app/layouts/top-bar.js';
import { guide } from '@/i18n/guide.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { GUIDE } from './guide-sections.js';

/** /ghid: the public user guide, in the person's language (issue #40). */
export function GuidePage() {
  const t = useT(guide, shell);
  usePageTitle(t('guide.title'));
  return (
    <>
      <TopBar title={t('shell.appName')} home="/" />
      <Container component="main" maxWidth="md" sx={{ py: 3 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {t('guide.title')}
        </Typography>
        <Typography color="text.secondary">{t('guide.intro')}</Typography>
        <Paper variant="outlined" component="nav" aria-label={t('guide.contents')} sx={{ my: 3, p: 2 }}>
          <Typography component="h2" variant="subtitle1">
            {t('guide.contents')}
          </Typography>
          <List dense>
            {GUIDE.map((s) => (
              <ListItem key={s.id} disableGutters>
                <Link href={`#${s.id}`}>{t(s.title)}</Link>
              </ListItem>
            ))}
          </List>
        </Paper>
        {GUIDE.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <Typography id={`${s.id}-title`} component="h2" variant="h5" sx={{ mt: 4, mb: 1 }}>
              {t(s.title)}
            </Typography>
            {s.paragraphs.map((p) => (
              <Typography key={p} sx={{ mb: 1.5 }}>
                {t(p)}
              </Typography>
            ))}
          </section>
        ))}
      </Container>
    </>
  );
}
