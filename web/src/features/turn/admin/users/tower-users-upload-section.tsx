import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '../../../../../../domain/messages.js';
import { massRegisterTurn } from '../../../../api/tower-users.js';
import { listRefusal } from '../../../../api/uploads.js';
import { USERS_KEY } from '../../../../api/users-admin.js';
import { UploadPreview } from '../../../../components/upload-preview.js';
import { readSheet } from '../../../../lib/read-sheet.js';
import { FIRST_DATA_ROW } from '../uploads/list-rows.js';
import { towerUsersList } from './tower-users-list.js';

// Încărcare utilizatori (tower §2, §3 "Upload rows"; decisions §8, §9 massRegisterTurn).

const HINT =
  'Alegeți un fișier .xlsx sau .csv cu coloanele nume, email, username, telefon și grading (evaluare: Da sau Nu), câte un utilizator pe rând. ' +
  'Numele, e-mailul și telefonul sunt obligatorii; fără username, adresa de e-mail devine numele de utilizator. ' +
  'Utilizatorii primesc acces în turn, drept de parcare și parola inițială, pe care o schimbă la prima autentificare. ' +
  'Se adaugă toți utilizatorii din fișier sau niciunul.';

export function TowerUsersUploadSection() {
  const qc = useQueryClient();

  async function send(file: File) {
    try {
      const { created } = await massRegisterTurn(file);
      await qc.invalidateQueries({ queryKey: USERS_KEY });
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
        firstRow={FIRST_DATA_ROW}
        sendLabel="Încărcați lista"
      />
    </Stack>
  );
}
