import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@domain/messages.js';
import { GRADING_INVALID, gradingOf, towerUsersTemplate } from '@domain/tower/users-import.js';
import { UPLOAD_MSG } from '@domain/upload-messages.js';
import { TOWER_MSG } from '@domain/tower/validators.js';
import { parseCsvText } from '@/lib/read-sheet.js';
import { towerUsersList, USERS_LIST_MSG } from './tower-users-list.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import '@/i18n/zod-language.js';

const HEADER = 'nume;email;username;telefon;grading';
const errors = (csv: string) => towerUsersList(parseCsvText(csv)).rows.map((r) => r.error ?? null);

describe("the preview of the tower's users list", () => {
  it('marks the rows the server would refuse, and only those', () => {
    const csv = [
      HEADER,
      'Ana Bun;ana@example.com;ana;0722123456;Da',
      ';fara.nume@example.com;fara;0722123457;Nu',
      'Ion Telefon;ion@example.com;ion;0722;Nu',
      'Dan Grad;dan@example.com;dan;0722123458;poate',
      'Eva Mail;nu-e-email;eva;0722123459;',
      'Fara Username;fara.username@example.com;;0722123460;nu',
    ].join('\n');
    const e = errors(csv);
    expect(e[0]).toBeNull();
    expect(e[1]).toBe(MSG.allFieldsRequired);
    expect(e[2]).toBe(TOWER_MSG.phoneInvalid);
    expect(e[3]).toBe(GRADING_INVALID);
    expect(e[4]).toBe('Coloana „email” nu este validă: Format invalid: adresă de email');
    expect(e[5]).toBeNull();
  });

  describe('in English (#40)', () => {
    afterEach(() => chooseLanguage('ro'));

    it("words a column's problem in English, zod's part too", async () => {
      await chooseLanguage('en');
      const e = errors([HEADER, 'Eva Mail;nu-e-email;eva;0722123459;'].join('\n'));
      expect(e[0]).toBe('The column ‘email’ is not valid: Invalid email address');
    });
  });

  it('marks a user name or an e-mail written twice at its second row (the header is row 1)', () => {
    const csv = [
      HEADER,
      'Ana;ana@example.com;ana;0722123456;Da',
      'Ana Doi;ANA@example.com;ana2;0722123457;Da',
      'Ana Trei;ana3@example.com;ANA;0722123458;Da',
    ].join('\n');
    expect(errors(csv)).toEqual([null, USERS_LIST_MSG.repeated('Adresa de e-mail', 2), USERS_LIST_MSG.repeated('Numele de utilizator', 2)]);
  });

  it('refuses a file without the columns of the list, or without rows', () => {
    expect(() => towerUsersList(parseCsvText('nume,email\nA,a@example.com'))).toThrow(
      UPLOAD_MSG.format(['nume', 'email', 'username', 'telefon', 'grading']),
    );
    expect(() => towerUsersList(parseCsvText(HEADER))).toThrow(UPLOAD_MSG.empty);
  });

  it('reads the grading as Da or Nu, empty being Nu', () => {
    expect([gradingOf('Da'), gradingOf(' DA '), gradingOf('Nu'), gradingOf(''), gradingOf('1'), gradingOf('poate')]).toEqual([
      true,
      true,
      false,
      false,
      true,
      null,
    ]);
  });
});

it('offers a model of two example users, at example.com, that the preview accepts as they are', () => {
  const parsed = towerUsersList(parseCsvText(towerUsersTemplate()));
  expect(parsed.rows.map((r) => r.error ?? null)).toEqual([null, null]);
  expect(parsed.rows.map((r) => r.cells[1])).toEqual(['ana.exemplu@example.com', 'dan.exemplu@example.com']);
});
