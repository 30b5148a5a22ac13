import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { DeskGroupsCard } from './desk-groups-card.js';
import { DeskHolderCard } from './desk-holder-card.js';
import { DeskThumbnail } from './desk-thumbnail.js';
import { useAdminDesks } from './use-admin-desks.js';

/** /birouri/admin/settings/birouri/:deskId — a desk's groups and holder, and where it is on its floor. */
export function DeskDetail() {
  const t = useT(flexAdmin);
  const refusal = useRefusalWords();
  const { deskId = '' } = useParams();
  const desks = useAdminDesks();
  const desk = desks.data?.find((d) => d.deskId === deskId);

  const back = (
    <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
      {t('flexAdmin.desk.back')}
    </Button>
  );
  if (desks.isError)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">{refusal(desks.error)}</Alert>
      </Stack>
    );
  if (!desks.data) return <CircularProgress aria-label={t('flexAdmin.loading')} />;
  if (!desk)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="warning">{t('flexAdmin.desk.notFound')}</Alert>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h5" component="h2">
        {t('flexAdmin.desk.heading', { desk: desk.deskId })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          {/* Keyed by desk: the forms start from the desk they show. */}
          <DeskGroupsCard key={`g-${desk.deskId}`} desk={desk} />
          <DeskHolderCard key={`h-${desk.deskId}`} desk={desk} />
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="desk-map-title">
          <Typography id="desk-map-title" variant="h6" component="h3" gutterBottom>
            {t('flexAdmin.desk.onMap', { floor: desk.floor })}
          </Typography>
          <DeskThumbnail desk={desk} desks={desks.data} />
        </Paper>
      </Box>
    </Stack>
  );
}
