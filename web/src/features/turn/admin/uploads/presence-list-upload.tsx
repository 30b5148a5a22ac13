import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { towerKeys } from '@/api/queries/tower.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import { listRefusal, uploadList, type PresenceOutcome, type TowerListKind } from '@/api/uploads.js';
import { UploadPreview } from '@/components/upload-preview.js';
import { readSheet } from '@/lib/read-sheet.js';
import { presenceList } from './list-rows.js';
import { UploadedDaysTable } from './uploaded-days-table.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { formatDay } from '@/i18n/dates.js';
import { towerAdmin, type TowerAdminKey } from '@/i18n/tower-admin.js';
import { towerAdminLists, type TowerAdminListsKey } from '@/i18n/tower-admin-lists.js';
import { useT, type Translate } from '@/i18n/use-t.js';

// The presence list and the exit list of the tower (tower §2, §5, decisions §7 and §8).

const days = (o: PresenceOutcome) => o.days.map((d) => formatDay(d)).join(', ');

/** Each list's words in the person's language. */
const textOf = (t: Translate<TowerAdminKey | TowerAdminListsKey>) =>
  ({
    presence: {
      title: t('towerAdmin.console.presenceUpload'),
      hint: t('towerAdminLists.presence.hint'),
      notSent: t('towerAdminLists.presence.notSent'),
      done: (o: PresenceOutcome) => t('towerAdminLists.presence.done', { days: days(o), confirmed: o.confirmed, absent: o.absent }),
    },
    exit: {
      title: t('towerAdmin.console.exitsUpload'),
      hint: t('towerAdminLists.exit.hint'),
      notSent: t('towerAdminLists.exit.notSent'),
      done: (o: PresenceOutcome) => t('towerAdminLists.exit.done', { days: days(o), confirmed: o.confirmed }),
    },
  }) as const;

export function PresenceListUpload({ kind }: { kind: TowerListKind }) {
  const qc = useQueryClient();
  const refreshTower = useInvalidate(towerKeys.all);
  const [uploaded, setUploaded] = useState<string[] | null>(null);
  const t = useT(towerAdmin, towerAdminLists);
  const text = textOf(t)[kind];

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
      <UploadPreview accept=".xlsx,.csv" hint={text.hint} parse={parse} send={send} sendLabel={t('towerAdminLists.sendList')} />
      {uploaded && uploaded.length > 0 && <UploadedDaysTable days={uploaded} />}
    </Stack>
  );
}
