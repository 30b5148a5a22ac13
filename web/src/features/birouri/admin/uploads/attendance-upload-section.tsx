import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_COLUMNS, readAttendance } from '@domain/attendance-list.js';
import { formatDay } from '@domain/time.js';
import { UPLOAD_MSG } from '@domain/upload-messages.js';
import { auditKeys } from '@/api/queries/audit.js';
import { DESK_BOOKING_STALE } from '@/api/queries/desks.js';
import { statisticsKeys } from '@/api/queries/statistics.js';
import { listRefusal, uploadList } from '@/api/uploads.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { UploadPreview, type ParsedFile } from '@/components/upload-preview.js';
import { readSheet } from '@/lib/read-sheet.js';

// 'Încărcare prezență' of the flexible office (flex-office §5 "Attendance CSV", decisions §8):
// the .csv is read here for the preview, by the rules the server applies to it, and sent as the
// file itself to POST /reservations/desks/attending.

const HINT =
  'Alegeți un fișier .csv cu 2 coloane, Data și Email (separate prin virgulă sau punct și virgulă), câte o persoană prezentă pe rând; ' +
  'data se scrie zz/ll/aaaa sau zz.ll.aaaa. Rândul de antet se ignoră. Rezervările persoanelor din listă se marchează prezente, ' +
  'iar celelalte rezervări din zilele listei devin absențe. Se încarcă tot fișierul sau nimic.';

export function AttendanceUploadSection() {
  // A list marks reservations present or absent (and may ban): the desks' lists and counts, the
  // statistics and the audit log change; the settings, groups and people do not.
  const refresh = useInvalidate(...DESK_BOOKING_STALE, statisticsKeys.all, auditKeys.all);

  async function parse(file: File): Promise<ParsedFile> {
    if (!file.name.toLowerCase().endsWith('.csv')) throw new Error(UPLOAD_MSG.csvOnly);
    const sheet = await readSheet(file, ['.csv']);
    const list = readAttendance([sheet.headers, ...sheet.rows]);
    if (!list.ok) throw new Error(list.error);
    return { columns: [...ATTENDANCE_COLUMNS], rows: list.rows.map((r) => ({ cells: r.cells, error: r.error })) };
  }

  async function send(file: File) {
    try {
      const outcome = await uploadList('/reservations/desks/attending', file);
      await refresh();
      return `Lista de prezență pentru ${outcome.days.map(formatDay).join(', ')} a fost încărcată. Rezervări prezente: ${outcome.present}; absențe: ${outcome.noShows}.`;
    } catch (e) {
      throw listRefusal(e, 'Lista de prezență nu a putut fi trimisă.');
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Încărcare prezență
      </Typography>
      <UploadPreview accept=".csv" hint={HINT} parse={parse} send={send} sendLabel="Încărcați lista" />
    </Stack>
  );
}
