import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FIRST_DATA_ROW } from '@domain/upload-messages.js';
import { errorMessage } from '../api/client.js';
import { DataTable } from './data-table.js';
import { tools } from '@/i18n/tools.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';

/** One row of a file as the preview shows it; `error` marks a row the server would refuse. */
export interface PreviewRow {
  cells: string[];
  error?: string | null;
}

export interface ParsedFile {
  columns: string[];
  rows: PreviewRow[];
}

interface Props {
  /** The file types offered by the picker, e.g. '.csv' or '.xlsx,.csv'. */
  accept: string;
  /** What the file must look like, said before it is chosen. */
  hint: ReactNode;
  /** Reads the file in the browser; throws an Error whose message names what is wrong with the file as a whole. */
  parse(file: File): Promise<ParsedFile>;
  /** Sends the file (all or nothing on the server); resolves to the sentence to show. */
  send(file: File, parsed: ParsedFile): Promise<string>;
  /** A warning that does not stop the upload (e.g. more rows than a limit). */
  warn?(parsed: ParsedFile): string | null;
  sendLabel?: string;
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * Upload with preview: choose one file, see its rows with the invalid ones marked, then send it
 * whole. A file with an invalid row cannot be sent; a refusal by the server keeps the preview.
 */
export function UploadPreview({ accept, hint, parse, send, warn, sendLabel }: Props) {
  const t = useT(shell, tools);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<ParsedFile | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function choose(files: FileList | null) {
    setOutcome(null);
    setParsed(null);
    setFile(null);
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setOutcome({ kind: 'error', text: t('tools.upload.oneFile') });
      return;
    }
    const f = files[0];
    try {
      setParsed(await parse(f));
      setFile(f);
    } catch (e) {
      setOutcome({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
    }
  }

  async function submit() {
    if (!file || !parsed || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const text = await send(file, parsed);
      setOutcome({ kind: 'success', text });
      setFile(null);
      setParsed(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      setOutcome({ kind: 'error', text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  const invalid = parsed?.rows.filter((r) => r.error).length ?? 0;
  const warning = parsed && warn ? warn(parsed) : null;
  const rowHeader = t('tools.upload.row');
  const problemHeader = t('tools.upload.problem');
  const columns = useMemo<GridColDef[]>(
    () => [
      { field: 'row', headerName: rowHeader, width: 64, type: 'number' },
      // The problem right after the row number: a wide file would push it out of sight.
      { field: 'error', headerName: problemHeader, flex: 1.5, minWidth: 160 },
      // Narrow enough that the users CSV's 8 columns all fit a computer's console (issue #21,
      // point 12); a long header wraps onto a second line.
      ...(parsed?.columns ?? []).map((c, i) => ({ field: `c${i}`, headerName: c, flex: 1, minWidth: 88 })),
    ],
    [parsed, rowHeader, problemHeader],
  );
  const rows = useMemo(
    // The spreadsheet's own row numbers (the header is row 1), as the server's refusals name them.
    () =>
      (parsed?.rows ?? []).map((r, i) => ({
        id: i,
        row: i + FIRST_DATA_ROW,
        error: r.error ?? '',
        ...Object.fromEntries(r.cells.map((c, j) => [`c${j}`, c])),
      })),
    [parsed],
  );

  return (
    <Stack spacing={2}>
      <Typography component="div" color="text.secondary">
        {hint}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />}>
          {t('tools.upload.choose')}
          <input
            id={inputId}
            ref={input}
            hidden
            type="file"
            accept={accept}
            data-testid="upload-input"
            onChange={(e) => void choose(e.target.files)}
          />
        </Button>
        {file && <Typography>{file.name}</Typography>}
      </Stack>
      {parsed && (
        <>
          <Alert severity={invalid ? 'error' : 'info'}>
            {invalid
              ? t('tools.upload.invalid', { invalid, rows: parsed.rows.length })
              : t('tools.upload.valid', { rows: parsed.rows.length })}
          </Alert>
          {warning && <Alert severity="warning">{warning}</Alert>}
          <div style={{ height: 420 }}>
            <DataTable
              aria-label={t('tools.upload.preview')}
              columns={columns}
              rows={rows}
              getRowClassName={(p) => (p.row.error ? 'invalid-row' : '')}
              columnHeaderHeight={64}
              sx={{
                // An invalid row in the error alert's own colours: its text stays above 4.5:1 (white on error.light did not).
                '& .invalid-row, & .invalid-row:hover': { bgcolor: '#fdeded', color: '#5f2120' },
                '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
              }}
            />
          </div>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => void submit()} disabled={invalid > 0 || busy} loading={busy}>
              {sendLabel ?? t('tools.upload.send')}
            </Button>
            <Button onClick={() => void choose(null)} disabled={busy}>
              {t('shell.action.cancel')}
            </Button>
          </Stack>
        </>
      )}
      {outcome && (
        <Alert severity={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
