import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { AuditEntry } from '@/api/audit.js';
import { getAuditPageQueryOptions } from '@/api/queries/audit.js';
import { DataTable } from '@/components/data-table.js';
import { UserPicker, type PickedUser } from '@/components/user-picker.js';
import { parameters } from '@/i18n/parameters.js';
import { audit, type AuditKey } from '@/i18n/audit.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import {
  actorLabel,
  AUDIT_KIND_LABELS,
  auditKindLabel,
  detailLines,
  moreLinesText,
  targetLabel,
  when,
  type Names,
} from './audit-labels.js';

type Row = AuditEntry & { id: number; lines: string[]; about: string };

const SHOWN_LINES = 3;

/** The table's columns in the language of `t`. */
const columnsOf = (t: Translate<AuditKey>): GridColDef<Row>[] => [
  { field: 'at', headerName: t('audit.column.at'), width: 150, valueFormatter: (v: string) => when(v) },
  {
    field: 'actorName',
    headerName: t('audit.column.actor'),
    width: 180,
    valueGetter: (_v: string | null, row) => actorLabel(row.actorName, row.actorUuid),
  },
  { field: 'kind', headerName: t('audit.column.kind'), width: 210, valueFormatter: (v: string) => auditKindLabel(v) },
  { field: 'about', headerName: t('audit.column.about'), flex: 1, minWidth: 180 },
  {
    field: 'lines',
    headerName: t('audit.column.details'),
    flex: 2,
    minWidth: 260,
    renderCell: ({ row }) => (
      <Box sx={{ py: 0.5, whiteSpace: 'normal', lineHeight: 1.4 }}>
        {row.lines.slice(0, SHOWN_LINES).map((l, i) => (
          <div key={i}>{l}</div>
        ))}
        {row.lines.length > SHOWN_LINES && (
          <Typography variant="caption" color="text.secondary">
            {moreLinesText(row.lines.length - SHOWN_LINES)}
          </Typography>
        )}
      </Box>
    ),
  },
];

interface Filters {
  actor: PickedUser | null;
  kind: string;
  from: string;
  to: string;
}

/**
 * Jurnal: the audit log of decisions §12, newest first, paged on the server, filtered by
 * person, kind and days; an entry opens with all its details.
 */
export function AuditLogSection() {
  // The settings' labels (an entry about a setting) come from the area `parameters`.
  const t = useT(audit, parameters);
  const language = useLanguage();
  const refusalWords = useRefusalWords();
  const columns = useMemo(() => columnsOf(t), [language]);
  const [filters, setFilters] = useState<Filters>({ actor: null, kind: '', from: '', to: '' });
  const [page, setPage] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [open, setOpen] = useState<Row | null>(null);
  const query = {
    actor: filters.actor?.uuid,
    kind: filters.kind,
    from: filters.from,
    to: filters.to,
    offset: page.page * page.pageSize,
    limit: page.pageSize,
  };
  const entries = useQuery(getAuditPageQueryOptions(query));
  // People, groups, rooms and floors by name (#39 point 6).
  const names: Names = entries.data ?? {};
  const rows: Row[] = (entries.data?.rows ?? []).map((e, i) => ({
    ...e,
    id: query.offset + i,
    lines: detailLines(e.details, names),
    about: targetLabel(e.kind, e.target, e.targetName, names, e.details),
  }));
  const filter = (f: Partial<Filters>) => {
    setFilters((old) => ({ ...old, ...f }));
    setPage((p) => ({ ...p, page: 0 }));
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('audit.title')}
      </Typography>
      <Typography color="text.secondary">{t('audit.intro')}</Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0 }}
        aria-label={t('audit.filters')}
      >
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <UserPicker label={t('audit.column.actor')} value={filters.actor} onChange={(actor) => filter({ actor })} />
        </Box>
        <TextField
          select
          label={t('audit.column.kind')}
          value={filters.kind}
          onChange={(e) => filter({ kind: e.target.value })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('audit.allKinds')}</MenuItem>
          {Object.keys(AUDIT_KIND_LABELS).map((kind) => (
            <MenuItem key={kind} value={kind}>
              {auditKindLabel(kind)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('audit.from')}
          value={filters.from}
          onChange={(e) => filter({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('audit.to')}
          value={filters.to}
          onChange={(e) => filter({ to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {entries.isError && <Alert severity="error">{refusalWords(entries.error)}</Alert>}
      <Box sx={{ height: 'calc(100vh - 300px)', minHeight: 460 }}>
        <DataTable<Row>
          aria-label={t('audit.title')}
          rows={rows}
          columns={columns}
          loading={entries.isFetching}
          rowCount={entries.data?.total ?? 0}
          paginationMode="server"
          paginationModel={page}
          onPaginationModelChange={setPage}
          disableColumnSorting
          disableColumnFilter
          getRowHeight={() => 'auto'}
          onRowClick={({ row }) => setOpen(row)}
          onCellKeyDown={({ row }, e) => {
            if (e.key === 'Enter') setOpen(row);
          }}
          slots={{ noRowsOverlay: NoEntries }}
        />
      </Box>
      <EntryDialog entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function NoEntries() {
  const t = useT(audit);
  return <Box sx={{ p: 2 }}>{t('audit.none')}</Box>;
}

function EntryDialog({ entry, onClose }: { entry: Row | null; onClose(): void }) {
  const t = useT(audit);
  const id = useId();
  return (
    <Dialog open={entry !== null} onClose={onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      {entry && (
        <>
          <DialogTitle id={id}>{auditKindLabel(entry.kind)}</DialogTitle>
          <DialogContent>
            <Typography>
              {when(entry.at)} · {actorLabel(entry.actorName, entry.actorUuid)}
            </Typography>
            <Typography sx={{ mb: 1 }}>{entry.about}</Typography>
            {entry.lines.length ? (
              <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                {entry.lines.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('audit.noDetails')}</Typography>
            )}
            <Box component="details" sx={{ mt: 2 }}>
              <Box component="summary" sx={{ cursor: 'pointer' }}>
                {t('audit.fullData')}
              </Box>
              <Box
                component="pre"
                sx={{
                  m: 0,
                  mt: 1,
                  p: 1,
                  bgcolor: 'action.hover',
                  fontSize: 13,
                  overflowX: 'auto',
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                }}
              >
                {JSON.stringify({ target: entry.target, details: entry.details }, null, 2)}
              </Box>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('audit.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
