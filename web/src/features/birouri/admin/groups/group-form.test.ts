import { describe, expect, it } from 'vitest';
import { CONTROL_CHARS_MSG } from '@domain/text/control-chars.js';
import { changedFields, checkGroupDraft, spotsNotANumber } from './group-form.js';

const group = { _id: 'p', name: 'Proiect X', type: 'Proiect' as const, parkingSpots: 2, building: '1' as const };

describe('a group as typed', () => {
  it('is what the server takes once every field passes the schema', () => {
    expect(checkGroupDraft({ name: '  Proiect Y ', type: 'Proiect', parkingSpots: ' 3 ' })).toEqual({
      ok: true,
      value: { name: 'Proiect Y', type: 'Proiect', parkingSpots: 3 },
    });
  });

  it('names the problem of each field', () => {
    const r = checkGroupDraft({ name: ' ', type: 'Departament', parkingSpots: 'trei' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.name).toBeTruthy();
    expect(r.problems.parkingSpots).toBe(spotsNotANumber());
    const neg = checkGroupDraft({ name: 'X', type: 'Departament', parkingSpots: '-1' });
    const half = checkGroupDraft({ name: 'X\u0000', type: 'Departament', parkingSpots: '1.5' });
    expect(!neg.ok && neg.problems.parkingSpots).toBeTruthy();
    expect(!half.ok && half.problems).toEqual({ name: CONTROL_CHARS_MSG, parkingSpots: expect.any(String) });
  });

  it('tells which of its own fields a save changes', () => {
    expect(changedFields(group, { name: 'Proiect X', type: 'Proiect', parkingSpots: 5 })).toEqual(['parkingSpots']);
    expect(changedFields(group, { name: 'Proiect Z', type: 'Departament', parkingSpots: 2 })).toEqual(['name', 'type']);
  });
});
