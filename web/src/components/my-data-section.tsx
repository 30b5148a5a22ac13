import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExportButton } from '@/components/export-button.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/**
 * 'Datele mele' of the account pages (decisions §25): one JSON file of everything the product holds
 * about the person, fetched with the session like every export (api/download.ts).
 */
export function MyDataSection() {
  const t = useT(shell);
  return (
    <Stack component="section" spacing={1} aria-labelledby="my-data-title" sx={{ alignItems: 'flex-start' }}>
      <Typography id="my-data-title" component="h2" variant="h6">
        {t('shell.myData.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('shell.myData.text')}
      </Typography>
      <ExportButton path="/users/me/export" fallbackName="date-personale.json">
        {t('shell.myData.download')}
      </ExportButton>
    </Stack>
  );
}
