import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TOWER } from '@domain/buildings.js';
import { settingsOfBuilding } from '@domain/settings.js';
import { reAddBlockDays } from '@domain/tower/validators.js';
import { getSettingsQueryOptions } from '@/api/queries/settings.js';
import { towerKeys } from '@/api/queries/tower.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import { listRefusal, uploadList } from '@/api/uploads.js';
import { UploadPreview, type ParsedFile } from '@/components/upload-preview.js';
import { readSheet } from '@/lib/read-sheet.js';
import { useServerTime } from '@/lib/server-time.js';
import { permanentList, permanentWarning } from './list-rows.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { towerAdmin } from '@/i18n/tower-admin.js';
import { towerAdminLists } from '@/i18n/tower-admin-lists.js';
import { useT } from '@/i18n/use-t.js';

// The company's cars with permanent access (tower §2, §5; decisions §8): POST /cars/massAdd.

export function PermanentCarsUpload() {
  const t = useT(towerAdmin, towerAdminLists);
  const qc = useQueryClient();
  const refreshTower = useInvalidate(towerKeys.all);
  const time = useServerTime();
  const [limit, setLimit] = useState<{ existing: number; max: number } | null>(null);

  async function parse(file: File): Promise<ParsedFile> {
    const sheet = await readSheet(file, ['.xlsx', '.csv']);
    const [cars, params] = await Promise.all([
      qc.fetchQuery({ ...getAdminCarsQueryOptions(), staleTime: 30_000 }),
      qc.fetchQuery({ ...getSettingsQueryOptions(), staleTime: 30_000 }),
    ]);
    const s = settingsOfBuilding(params, TOWER);
    setLimit({ existing: cars.filter((c) => c.active && c.permanent_access).length, max: s.maxPermanentAccesCars });
    return permanentList(sheet, cars, time.now(), reAddBlockDays(s.carCanBeAddedAgainAfterDays));
  }

  async function send(file: File) {
    try {
      const added = await uploadList('/cars/massAdd', file);
      await refreshTower();
      return t('towerAdminLists.permanent.done', { count: added.length });
    } catch (e) {
      throw listRefusal(e, t('towerAdminLists.permanent.notSent'));
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {t('towerAdmin.console.permanentUpload')}
      </Typography>
      <UploadPreview
        accept=".xlsx,.csv"
        hint={t('towerAdminLists.permanent.hint')}
        parse={parse}
        send={send}
        warn={(parsed) => (limit ? permanentWarning(parsed.rows.length, limit.existing, limit.max) : null)}
        sendLabel={t('towerAdminLists.sendList')}
      />
    </Stack>
  );
}
