import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_COLUMNS, ATTENDANCE_MSG, readAttendance } from '@domain/attendance-list.js';
import { auditKeys } from '@/api/queries/audit.js';
import { DESK_BOOKING_STALE } from '@/api/queries/desks.js';
import { statisticsKeys } from '@/api/queries/statistics.js';
import { listRefusal, uploadList } from '@/api/uploads.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { UploadPreview, type ParsedFile } from '@/components/upload-preview.js';
import { uploads } from '@/i18n/uploads.js';
import { formatDay } from '@/i18n/dates.js';
import { translate } from '@/i18n/i18n.js';
import { useT } from '@/i18n/use-t.js';
import { readSheet } from '@/lib/read-sheet.js';

// 'Încărcare prezență' of the flexible office (flex-office §5 "Attendance CSV", decisions §8):
// the .csv is read here for the preview, by the rules the server applies to it, and sent as the
// file itself to POST /reservations/desks/attending.

/** A row's problem as the domain words it, in the language active now; a problem not listed stays as written. */
function rowProblem(error: string | null, cells: readonly string[]): string | null {
  if (error === ATTENDANCE_MSG.rowColumns) return translate(uploads, 'uploads.attendance.rowColumns');
  const [date = '', mail = ''] = cells;
  const badDate = translate(uploads, 'uploads.attendance.date', { text: date });
  const badMail = translate(uploads, 'uploads.attendance.email', { text: mail });
  if (error === ATTENDANCE_MSG.date(date)) return badDate;
  if (error === ATTENDANCE_MSG.email(mail)) return badMail;
  if (error === `${ATTENDANCE_MSG.date(date)} ${ATTENDANCE_MSG.email(mail)}`) return `${badDate} ${badMail}`;
  return error;
}

export function AttendanceUploadSection() {
  const t = useT(uploads);
  // A list marks reservations present or absent (and may ban): the desks' lists and counts, the
  // statistics and the audit log change; the settings, groups and people do not.
  const refresh = useInvalidate(...DESK_BOOKING_STALE, statisticsKeys.all, auditKeys.all);

  async function parse(file: File): Promise<ParsedFile> {
    if (!file.name.toLowerCase().endsWith('.csv')) throw new Error(translate(uploads, 'uploads.csvOnly'));
    const sheet = await readSheet(file, ['.csv']);
    const list = readAttendance([sheet.headers, ...sheet.rows]);
    if (!list.ok)
      throw new Error(
        list.fault === 'empty'
          ? translate(uploads, 'uploads.empty')
          : list.fault === 'format'
            ? translate(uploads, 'uploads.attendance.columns')
            : list.error,
      );
    return { columns: [...ATTENDANCE_COLUMNS], rows: list.rows.map((r) => ({ cells: r.cells, error: rowProblem(r.error, r.cells) })) };
  }

  async function send(file: File) {
    try {
      const outcome = await uploadList('/reservations/desks/attending', file);
      await refresh();
      return translate(uploads, 'uploads.attendance.done', {
        days: outcome.days.map((d) => formatDay(d)).join(', '),
        present: outcome.present,
        noShows: outcome.noShows,
      });
    } catch (e) {
      throw listRefusal(e, translate(uploads, 'uploads.attendance.notSent'));
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {t('uploads.attendance.title')}
      </Typography>
      <UploadPreview accept=".csv" hint={t('uploads.attendance.hint')} parse={parse} send={send} sendLabel={t('uploads.attendance.send')} />
    </Stack>
  );
}
