import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { percentColumn } from './data-table.js';

type Row = { reservations: number; attendanceRate: number };

const shown = (col: GridColDef<Row>, row: Row) =>
  (col.valueFormatter as unknown as (v: number, r: Row) => string)(row.attendanceRate, row).replace(/\s/g, ' ');

describe('a column of percentages', () => {
  it("shows '—', not '0 %', for a person or group with no reservations to attend (#39 point 7)", () => {
    const col = percentColumn<Row>('attendanceRate', 'Rată de prezență', 140, 'reservations');
    expect(shown(col, { reservations: 0, attendanceRate: 0 })).toBe('—');
    expect(shown(col, { reservations: 4, attendanceRate: 0 })).toBe('0 %');
    expect(shown(col, { reservations: 4, attendanceRate: 75 })).toBe('75 %');
  });
});
