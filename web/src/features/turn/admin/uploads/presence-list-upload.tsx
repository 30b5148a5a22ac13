import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '@domain/time.js';
import { towerKeys } from '@/api/queries/tower.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import { listRefusal, uploadList, type PresenceOutcome, type TowerListKind } from '@/api/uploads.js';
import { UploadPreview } from '@/components/upload-preview.js';
import { readSheet } from '@/lib/read-sheet.js';
import { presenceList } from './list-rows.js';
import { UploadedDaysTable } from './uploaded-days-table.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';

// The presence list and the exit list of the tower (tower §2, §5, decisions §7 and §8).

const days = (o: PresenceOutcome) => o.days.map(formatDay).join(', ');

const TEXT = {
  presence: {
    title: 'Încărcare prezență',
    hint:
      'Alegeți un fișier .xlsx sau .csv cu coloanele date și licensePlate, câte o mașină pe rând (data zz.ll.aaaa sau o celulă de tip dată). ' +
      'Cererile alocate ale zilei pentru mașinile din listă se confirmă; cele fără mașina în listă devin absențe. Se încarcă tot fișierul sau nimic.',
    notSent: 'Lista de prezență nu a putut fi trimisă.',
    done: (o: PresenceOutcome) =>
      `Lista de prezență pentru ${days(o)} a fost încărcată. Cereri confirmate: ${o.confirmed}; absențe: ${o.absent}.`,
  },
  exit: {
    title: 'Încărcare ieșiri',
    hint:
      'Alegeți un fișier .xlsx sau .csv cu coloanele date și licensePlate, câte o ieșire pe rând (data zz.ll.aaaa sau o celulă de tip dată). ' +
      'O ieșire confirmă prezența mașinii în ziua ei și nu face pe nimeni absent. Se încarcă tot fișierul sau nimic.',
    notSent: 'Lista de ieșiri nu a putut fi trimisă.',
    done: (o: PresenceOutcome) => `Lista de ieșiri pentru ${days(o)} a fost încărcată. Cereri confirmate: ${o.confirmed}.`,
  },
} as const;

export function PresenceListUpload({ kind }: { kind: TowerListKind }) {
  const qc = useQueryClient();
  const refreshTower = useInvalidate(towerKeys.all);
  const [uploaded, setUploaded] = useState<string[] | null>(null);
  const text = TEXT[kind];

  async function parse(file: File) {
    setUploaded(null);
    const sheet = await readSheet(file, ['.xlsx', '.csv']);
    // A foreign plate is no mistake when it is a registered car's.
    const cars = await qc.fetchQuery({ ...getAdminCarsQueryOptions(), staleTime: 60_000 });
    return presenceList(sheet, new Set(cars.map((c) => c.license_plate)));
  }

  async function send(file: File) {
    try {
      const outcome = await uploadList(`/reservations/parking/${kind}`, file);
      await refreshTower();
      setUploaded(outcome.days);
      return text.done(outcome);
    } catch (e) {
      throw listRefusal(e, text.notSent);
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {text.title}
      </Typography>
      <UploadPreview accept=".xlsx,.csv" hint={text.hint} parse={parse} send={send} sendLabel="Încărcați lista" />
      {uploaded && uploaded.length > 0 && <UploadedDaysTable days={uploaded} />}
    </Stack>
  );
}
