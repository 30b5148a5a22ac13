import { towerUsername } from '@domain/schemas/tower-users.js';
import { TOWER_USER_COLUMNS, towerAccountOfRow, type TowerUserCells } from '@domain/tower/users-import.js';
import type { ParsedFile, PreviewRow } from '@/components/upload-preview.js';
import type { Sheet } from '@/lib/read-sheet.js';
import { FIRST_DATA_ROW } from '@domain/upload-messages.js';
import { listCells } from '../uploads/list-rows.js';
import { problemShown } from '../admin-words.js';
import { translate } from '@/i18n/i18n.js';
import { towerAdminLists } from '@/i18n/tower-admin-lists.js';

// The tower's users list as the preview reads it (tower §3 "Upload rows", §5, decisions §8):
// each row is checked as the server checks it (name, e-mail and phone required, a valid phone,
// grading Da or Nu), and a user name or e-mail written twice is marked at its second row.

export const USERS_LIST_MSG = {
  repeated: (what: 'Numele de utilizator' | 'Adresa de e-mail', row: number) =>
    what === 'Numele de utilizator'
      ? translate(towerAdminLists, 'towerAdminLists.usersUpload.usernameRepeated', { row })
      : translate(towerAdminLists, 'towerAdminLists.usersUpload.emailRepeated', { row }),
} as const;

export function towerUsersList(sheet: Sheet): ParsedFile {
  const firstRowOf = new Map<string, number>();
  const rows = listCells(sheet, TOWER_USER_COLUMNS).map((cells, i): PreviewRow => {
    const row = i + FIRST_DATA_ROW;
    const result = towerAccountOfRow(Object.fromEntries(TOWER_USER_COLUMNS.map((c, j) => [c, cells[j]])) as TowerUserCells);
    if (result.problem !== null) {
      const error = result.column
        ? translate(towerAdminLists, 'towerAdminLists.usersUpload.columnInvalid', { column: result.column, problem: result.detail })
        : problemShown(result.problem);
      return { cells, error };
    }
    let error: string | null = null;
    const keys = [
      ['Numele de utilizator', `u:${towerUsername(result.account).toLowerCase()}`],
      ['Adresa de e-mail', `e:${result.account.userInfo.email}`],
    ] as const;
    for (const [what, key] of keys) {
      const first = firstRowOf.get(key);
      if (first !== undefined) error ??= USERS_LIST_MSG.repeated(what, first);
      else firstRowOf.set(key, row);
    }
    return { cells, error };
  });
  return { columns: [...TOWER_USER_COLUMNS], rows };
}
