import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MSG, readAttendance } from './attendance-list.js';
import { UPLOAD_MSG } from './upload-messages.js';

describe('the attendance list (flex-office §5)', () => {
  it('skips the header and reads both date formats', () => {
    const list = readAttendance([
      ['Data', 'Email'],
      ['05/03/2027', 'Ana@Example.com'],
      ['5.3.2027', 'ion@example.com'],
    ]);
    expect(list).toEqual({
      ok: true,
      rows: [
        { cells: ['05/03/2027', 'Ana@Example.com'], entry: { date: '05/03/2027', email: 'ana@example.com' }, error: null },
        { cells: ['5.3.2027', 'ion@example.com'], entry: { date: '5.3.2027', email: 'ion@example.com' }, error: null },
      ],
    });
  });

  it('keeps the first row when it is already a person', () => {
    const list = readAttendance([['05.03.2027', 'ana@example.com']]);
    expect(list.ok && list.rows.map((r) => r.entry?.email)).toEqual(['ana@example.com']);
  });

  it('marks a bad date and a bad e-mail on their row', () => {
    const list = readAttendance([
      ['Data', 'Email'],
      ['31.02.2027', 'ana@example.com'],
      ['05.03.2027', 'ana'],
      ['05.03.2027', 'ion@example.com'],
    ]);
    if (!list.ok) throw new Error(list.error);
    expect(list.rows.map((r) => r.error)).toEqual([ATTENDANCE_MSG.date('31.02.2027'), ATTENDANCE_MSG.email('ana'), null]);
    expect(list.rows[0].entry).toBeNull();
  });

  it('refuses a file of other than 2 columns, and marks a row of other than 2', () => {
    expect(
      readAttendance([
        ['Data', 'Email', 'Nume'],
        ['05.03.2027', 'ana@example.com', 'Ana'],
      ]),
    ).toEqual({ ok: false, error: ATTENDANCE_MSG.columns, fault: 'format' });
    expect(readAttendance([['Data'], ['05.03.2027']])).toEqual({ ok: false, error: ATTENDANCE_MSG.columns, fault: 'format' });
    const list = readAttendance([
      ['Data', 'Email'],
      ['05.03.2027', 'ana@example.com', 'x'],
    ]);
    expect(list.ok && list.rows[0].error).toBe(ATTENDANCE_MSG.rowColumns);
  });

  it('ignores the empty cell a trailing separator leaves, and empty rows', () => {
    const list = readAttendance([
      ['Data', 'Email', ''],
      ['', ''],
      ['05.03.2027', 'ana@example.com', ''],
    ]);
    expect(list.ok && list.rows.map((r) => r.error)).toEqual([null]);
  });

  it('refuses an empty list, with or without its header', () => {
    expect(readAttendance([])).toEqual({ ok: false, error: UPLOAD_MSG.empty, fault: 'empty' });
    expect(readAttendance([['Data', 'Email']])).toEqual({ ok: false, error: UPLOAD_MSG.empty, fault: 'empty' });
  });
});
