import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { Display } from '@/api/displays-admin.js';
import { useDisplays } from '@/api/queries/displays.js';
import { useFloors } from '@/api/queries/floors.js';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import { SectionError } from '@/components/section-error.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { displayAdmin } from '@/i18n/display-admin.js';
import { useT } from '@/i18n/use-t.js';
import { useServerTime } from '@/lib/server-time.js';
import { DisplayForm } from './display-form.js';
import { DisplayLinkDialog } from './display-link-dialog.js';
import type { Places } from './display-places.js';
import { DisplayTable } from './display-table.js';

/**
 * 'Ecrane' (decisions §24): the displays at the rooms' doors and on the floors, a form that adds or changes
 * one, and the link of one just added or given a new link, shown once with its QR code.
 */
export default function DisplaysSection() {
  const t = useT(displayAdmin);
  const id = useId();
  const notify = useNotify();
  const list = useDisplays();
  const time = useServerTime();
  // The booking screen's own queries of the rooms and floors: the names the console shows everywhere.
  const rooms = useQuery({ ...getRoomsQueryOptions(null, time.today()), enabled: time.ready });
  const floors = useFloors();
  const places = useMemo<Places>(() => ({ rooms: rooms.data ?? [], floors: floors.data ?? [] }), [rooms.data, floors.data]);
  // The form: closed (undefined), a new display (null) or one changed.
  const [editing, setEditing] = useState<Display | null | undefined>(undefined);
  const [made, setMade] = useState<Display | null>(null);

  const saved = (display: Display) => {
    setEditing(undefined);
    if (display.url) setMade(display);
    else notify.success(t('displayAdmin.saved'));
  };

  return (
    <Stack spacing={2}>
      <Typography id={id} variant="h5" component="h2">
        {t('displayAdmin.title')}
      </Typography>
      <Typography>{t('displayAdmin.intro')}</Typography>
      <Typography color="text.secondary">{t('displayAdmin.eink')}</Typography>
      <div>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {t('displayAdmin.add')}
        </Button>
      </div>
      {list.isPending ? (
        <CircularProgress size={24} aria-label={t('displayAdmin.loading')} />
      ) : list.isError ? (
        <SectionError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length ? (
        <DisplayTable rows={list.data} places={places} labelledBy={id} onEdit={setEditing} onLink={setMade} />
      ) : (
        <Typography color="text.secondary">{t('displayAdmin.none')}</Typography>
      )}
      {editing !== undefined && <DisplayForm display={editing} places={places} onClose={() => setEditing(undefined)} onSaved={saved} />}
      <DisplayLinkDialog display={made} onClose={() => setMade(null)} />
    </Stack>
  );
}
