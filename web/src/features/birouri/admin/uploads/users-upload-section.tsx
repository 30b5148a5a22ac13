import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { OFFICE } from '@domain/buildings.js';
import { FIRST_DATA_ROW, type ListFault } from '@domain/upload-messages.js';
import { MAX_ACCOUNTS, readUsersCsv, USERS_CSV_COLUMNS, usersCsvTemplate, type UsersCsvRow } from '@domain/users-csv.js';
import { listRefusal, uploadList } from '@/api/uploads.js';
import { UploadPreview, type ParsedFile } from '@/components/upload-preview.js';
import { readSheet } from '@/lib/read-sheet.js';
import { getAllGroupsQueryOptions } from '@/api/queries/groups-admin.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { uploads, type UploadsKey } from '@/i18n/uploads.js';
import { translate } from '@/i18n/i18n.js';
import { useT, type Translate } from '@/i18n/use-t.js';

/** The model's examples go into an existing department (the first of the office's), so that it imports as it is. */
const templateHref = (department: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(usersCsvTemplate(department))}`;

/** The file's name when the model is downloaded (a file name, the same in every language). */
const TEMPLATE_FILE = 'utilizatori.csv';

// The specification's column names stay as it writes them in every language.
const hint = (t: Translate<UploadsKey>, template: string | null) => (
  <Stack spacing={1}>
    <span>{t('uploads.users.hintColumns', { columns: USERS_CSV_COLUMNS.join(', ') })}</span>
    <span>{t('uploads.users.hintGroups')}</span>
    <span>
      {t('uploads.users.hintPassword')}{' '}
      {/* Until the groups have loaded the model's department is unknown: no link to a model that would not import. */}
      {template ? (
        <Link href={template} download={TEMPLATE_FILE}>
          {t('uploads.users.template')}
        </Link>
      ) : (
        t('uploads.users.templatePending')
      )}
      {t('uploads.users.hintTemplate')}
    </span>
  </Stack>
);

/** A row's problem in the language active now: by its kind where the domain gives one, else as written (zod's, already in the language). */
function rowProblem({ error, problem }: Pick<UsersCsvRow, 'error' | 'problem'>): string | null {
  switch (problem?.kind) {
    case 'rowColumns':
      return translate(uploads, 'uploads.users.rowColumns');
    case 'mainGroupMissing':
      return translate(uploads, 'uploads.users.mainGroupMissing');
    case 'mainGroupUnknown':
      return translate(uploads, 'uploads.users.mainGroupUnknown', { name: problem.name });
    case 'repeated':
      return problem.what === 'usernameTaken'
        ? translate(uploads, 'uploads.users.usernameRepeated', { row: problem.row })
        : translate(uploads, 'uploads.users.emailRepeated', { row: problem.row });
    default:
      return error;
  }
}

/** A file refused as a whole, by its fault. */
function fileProblem(fault: ListFault, error: string): string {
  if (fault === 'empty') return translate(uploads, 'uploads.empty');
  if (fault === 'format') return translate(uploads, 'uploads.users.columns', { columns: USERS_CSV_COLUMNS.join(', ') });
  if (fault === 'tooManyRows') return translate(uploads, 'uploads.users.tooMany', { max: MAX_ACCOUNTS });
  return error;
}

/**
 * Imports the people of the flexible office from the users CSV (flex-office §5): read and
 * checked in the browser with the rules of domain/users-csv.ts, shown with the invalid rows
 * marked, then the file itself is sent, which the server reads by the same rules; its refusal
 * names the same row numbers as the preview.
 */
export function UsersUploadSection() {
  const t = useT(uploads);
  const queryClient = useQueryClient();
  const refreshUsers = useInvalidate(userKeys.all);
  const groups = useQuery(getAllGroupsQueryOptions());
  const department =
    groups.data?.find((g) => g.building === OFFICE && g.type === 'Departament') ?? groups.data?.find((g) => g.building === OFFICE);
  // The rows behind each preview, for the warning about directions that name no group.
  const rowsOf = useRef(new WeakMap<ParsedFile, UsersCsvRow[]>());

  async function parse(file: File): Promise<ParsedFile> {
    if (!file.name.toLowerCase().endsWith('.csv')) throw new Error(translate(uploads, 'uploads.csvOnly'));
    // The groups as they are now: a department created a moment ago counts.
    const [sheet, groups] = await Promise.all([
      readSheet(file, ['.csv']),
      queryClient.fetchQuery({ ...getAllGroupsQueryOptions(), staleTime: 0 }),
    ]);
    const read = readUsersCsv(sheet.headers, sheet.rows, groups);
    if (!read.ok) throw new Error(fileProblem(read.fault, read.error));
    const parsed: ParsedFile = {
      columns: [...USERS_CSV_COLUMNS],
      rows: read.rows.map((r) => ({ cells: r.cells, error: rowProblem(r) })),
    };
    rowsOf.current.set(parsed, read.rows);
    return parsed;
  }

  async function send(file: File): Promise<string> {
    try {
      const { created } = await uploadList('/users/massRegister', file);
      await refreshUsers();
      return translate(uploads, 'uploads.users.added', { count: created, n: String(created) });
    } catch (e) {
      // 'Rândul N: …' after the sentence that nothing was created; N is the preview's row N.
      throw listRefusal(e, translate(uploads, 'uploads.users.notCreated'));
    }
  }

  function warn(parsed: ParsedFile): string | null {
    const rows = (rowsOf.current.get(parsed) ?? []).flatMap((r, i) => (r.directionIgnored ? [i + FIRST_DATA_ROW] : []));
    return rows.length ? translate(uploads, 'uploads.users.directionIgnored', { count: rows.length, rows: rows.join(', ') }) : null;
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('uploads.users.title')}
      </Typography>
      <UploadPreview
        accept=".csv"
        hint={hint(t, groups.isPending ? null : templateHref(department?.name ?? 'Departament'))}
        parse={parse}
        send={send}
        warn={warn}
        sendLabel={t('uploads.users.send')}
      />
    </Stack>
  );
}
