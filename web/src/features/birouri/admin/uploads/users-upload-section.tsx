import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { MSG } from '@domain/messages.js';
import { OFFICE } from '@domain/buildings.js';
import { FIRST_DATA_ROW, UPLOAD_MSG } from '@domain/upload-messages.js';
import { readUsersCsv, USERS_CSV_COLUMNS, USERS_CSV_MSG, usersCsvTemplate, type UsersCsvRow } from '@domain/users-csv.js';
import { listRefusal, uploadList } from '@/api/uploads.js';
import { UploadPreview, type ParsedFile } from '@/components/upload-preview.js';
import { readSheet } from '@/lib/read-sheet.js';
import { getAllGroupsQueryOptions } from '@/api/queries/groups-admin.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';

/** The model's examples go into an existing department (the first of the office's), so that it imports as it is. */
const templateHref = (department: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(usersCsvTemplate(department))}`;

const hint = (template: string | null) => (
  <Stack spacing={1}>
    <span>
      Alegeți un singur fișier .csv cu 8 coloane, despărțite prin virgulă sau punct și virgulă: {USERS_CSV_COLUMNS.join(', ')}. Primul rând
      este antetul și nu se importă; rândurile sunt numerotate ca în foaia de calcul, deci primul utilizator este pe rândul 2.
    </span>
    <span>
      „Departament” este numele (sau codul) unui departament sau proiect existent, iar rândul nu este valid fără el; „Directia”, dacă
      numește un grup existent, se adaugă la grupurile persoanei. „da” în ultima coloană dă dreptul la loc de parcare; „-” la Director face
      persoana manager al departamentului său.
    </span>
    <span>
      Conturile primesc parola inițială și trebuie să o schimbe la prima autentificare. Se importă tot fișierul sau nimic.{' '}
      {/* Until the groups have loaded the model's department is unknown: no link to a model that would not import. */}
      {template ? (
        <Link href={template} download="utilizatori.csv">
          Descărcați un model
        </Link>
      ) : (
        'Modelul se pregătește'
      )}
      : cele două persoane din model (adrese @example.com) sunt exemple; înlocuiți-le cu persoanele dumneavoastră înainte de import.
    </span>
  </Stack>
);

/**
 * Imports the people of the flexible office from the users CSV (flex-office §5): read and
 * checked in the browser with the rules of domain/users-csv.ts, shown with the invalid rows
 * marked, then the file itself is sent, which the server reads by the same rules; its refusal
 * names the same row numbers as the preview.
 */
export function UsersUploadSection() {
  const queryClient = useQueryClient();
  const refreshUsers = useInvalidate(userKeys.all);
  const groups = useQuery(getAllGroupsQueryOptions());
  const department =
    groups.data?.find((g) => g.building === OFFICE && g.type === 'Departament') ?? groups.data?.find((g) => g.building === OFFICE);
  // The rows behind each preview, for the warning about directions that name no group.
  const rowsOf = useRef(new WeakMap<ParsedFile, UsersCsvRow[]>());

  async function parse(file: File): Promise<ParsedFile> {
    if (!file.name.toLowerCase().endsWith('.csv')) throw new Error(UPLOAD_MSG.csvOnly);
    // The groups as they are now: a department created a moment ago counts.
    const [sheet, groups] = await Promise.all([
      readSheet(file, ['.csv']),
      queryClient.fetchQuery({ ...getAllGroupsQueryOptions(), staleTime: 0 }),
    ]);
    const read = readUsersCsv(sheet.headers, sheet.rows, groups);
    if (!read.ok) throw new Error(read.error);
    const parsed: ParsedFile = { columns: [...USERS_CSV_COLUMNS], rows: read.rows.map((r) => ({ cells: r.cells, error: r.error })) };
    rowsOf.current.set(parsed, read.rows);
    return parsed;
  }

  async function send(file: File): Promise<string> {
    try {
      const { created } = await uploadList('/users/massRegister', file);
      await refreshUsers();
      return MSG.usersAdded(created);
    } catch (e) {
      // 'Rândul N: …' after the sentence that nothing was created; N is the preview's row N.
      throw listRefusal(e, `${MSG.importFailed}.`);
    }
  }

  function warn(parsed: ParsedFile): string | null {
    const rows = (rowsOf.current.get(parsed) ?? []).flatMap((r, i) => (r.directionIgnored ? [i + FIRST_DATA_ROW] : []));
    return rows.length ? USERS_CSV_MSG.directionIgnored(rows) : null;
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Încărcare utilizatori
      </Typography>
      <UploadPreview
        accept=".csv"
        hint={hint(groups.isPending ? null : templateHref(department?.name ?? 'Departament'))}
        parse={parse}
        send={send}
        warn={warn}
        sendLabel="Importați utilizatorii"
      />
    </Stack>
  );
}
