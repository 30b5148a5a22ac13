import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { getDesksOfFloorQueryOptions } from '@/api/queries/desks.js';
import { useFloors } from '@/api/queries/floors.js';
import { useMeta } from '@/api/queries/meta.js';
import { useServerTime } from '@/lib/server-time.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { LabelSheet } from './label-sheet.js';
import { labelSheets } from './label-sheets.js';
import { useQrImages } from './use-qr-images.js';
import './qr-labels.css';

/** The printed page: A4, 10 mm margins (label-sheets.ts lays the labels out inside them). */
const PAGE_RULE = '@page { size: A4 portrait; margin: 10mm; }';

/**
 * Etichete QR (decisions §13): the labels of one floor's desks, each with the QR code of its
 * check-in address, previewed as A4 sheets and printed as they are shown.
 */
export default function QrLabelsSection() {
  const t = useT(flexAdmin);
  const refusal = useRefusalWords();
  const floors = useFloors();
  const [picked, setPicked] = useState<number | null>(null);
  // The floor chosen, else the first of the building's (decisions §18: the floors are the database's).
  const floor = floors.data?.find((f) => f.floor === picked)?.floor ?? floors.data?.[0]?.floor ?? null;
  const time = useServerTime();
  const meta = useMeta();
  const desks = useQuery({
    ...getDesksOfFloorQueryOptions(time.ready ? time.today() : null, floor ?? 0),
    enabled: time.ready && floor !== null,
  });
  const sheets = useMemo(
    () => (desks.data && meta.data && floor !== null ? labelSheets(desks.data, floor, meta.data.publicUrl) : null),
    [desks.data, meta.data, floor],
  );
  const urls = useMemo(() => (sheets ?? []).flat().map((l) => l.url), [sheets]);
  const images = useQrImages(urls);
  const ready = !!sheets && !!images;
  const failure = floors.error ?? desks.error ?? meta.error;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('flexAdmin.console.qrLabels')}
      </Typography>
      <Typography color="text.secondary">{t('flexAdmin.qr.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={t('flexAdmin.floor')}
          value={floor ?? ''}
          onChange={(e) => setPicked(Number(e.target.value))}
          disabled={!floors.data?.length}
          sx={{ minWidth: 160 }}
        >
          {(floors.data ?? []).map((f) => (
            <MenuItem key={f.floor} value={f.floor}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!ready || sheets.length === 0}>
          {t('flexAdmin.qr.print')}
        </Button>
        {ready && (
          <Typography color="text.secondary">{t('flexAdmin.qr.count', { labels: sheets.flat().length, pages: sheets.length })}</Typography>
        )}
      </Stack>
      {failure ? (
        <Alert severity="error">{refusal(failure)}</Alert>
      ) : floors.data?.length === 0 ? (
        <Typography>{t('flexAdmin.qr.noFloors')}</Typography>
      ) : !ready ? (
        <CircularProgress aria-label={t('flexAdmin.qr.preparing')} />
      ) : sheets.length === 0 ? (
        <Typography>{t('flexAdmin.qr.noDesks')}</Typography>
      ) : (
        <>
          <Box className="qr-preview" sx={{ overflowX: 'auto', bgcolor: 'grey.200', py: 3 }}>
            {sheets.map((labels, i) => (
              <LabelSheet
                key={labels[0].deskId}
                labels={labels}
                images={images}
                ariaLabel={t('flexAdmin.qr.page', { page: i + 1, pages: sheets.length })}
              />
            ))}
          </Box>
          {/* What window.print() prints: the sheets alone, outside the app (qr-labels.css hides the rest). */}
          {createPortal(
            <div className="qr-print" aria-hidden>
              <style>{PAGE_RULE}</style>
              {sheets.map((labels) => (
                <LabelSheet key={labels[0].deskId} labels={labels} images={images} />
              ))}
            </div>,
            document.body,
          )}
        </>
      )}
    </Stack>
  );
}
