import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@domain/messages.js';
import { towerUsersTemplate } from '@domain/tower/users-import.js';
import { listRefusal, uploadList } from '@/api/uploads.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { UploadPreview } from '@/components/upload-preview.js';
import { readSheet } from '@/lib/read-sheet.js';
import { towerUsersList } from './tower-users-list.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';

// Încărcare utilizatori (tower §2, §3 "Upload rows"; decisions §8, §9 massRegisterTurn).

const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent(towerUsersTemplate())}`;

const HINT = (
  <Stack spacing={1}>
    <span>
      Alegeți un fișier .xlsx sau .csv cu coloanele nume, email, username, telefon și grading (evaluare: Da sau Nu), câte un utilizator pe
      rând; primul rând este antetul, deci primul utilizator este pe rândul 2. Numele, e-mailul și telefonul sunt obligatorii; fără
      username, adresa de e-mail devine numele de utilizator.
    </span>
    <span>
      Utilizatorii primesc acces în turn, drept de parcare și parola inițială, pe care o schimbă la prima autentificare. Se adaugă toți
      utilizatorii din fișier sau niciunul.{' '}
      <Link href={TEMPLATE} download="utilizatori-turn.csv">
        Descărcați un model
      </Link>
      : cei doi utilizatori din model (adrese @example.com) sunt exemple; înlocuiți-i cu utilizatorii dumneavoastră înainte de încărcare.
    </span>
  </Stack>
);

export function TowerUsersUploadSection() {
  const refreshUsers = useInvalidate(userKeys.all);

  async function send(file: File) {
    try {
      const { created } = await uploadList('/users/massRegisterTurn', file);
      await refreshUsers();
      return `Lista a fost încărcată. ${MSG.usersAdded(created)}`;
    } catch (e) {
      throw listRefusal(e, 'Lista utilizatorilor nu a putut fi trimisă.');
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Încărcare utilizatori
      </Typography>
      <UploadPreview
        accept=".xlsx,.csv"
        hint={HINT}
        parse={async (file) => towerUsersList(await readSheet(file, ['.xlsx', '.csv']))}
        send={send}
        sendLabel="Încărcați lista"
      />
    </Stack>
  );
}
