import { describe, expect, it } from 'vitest';
import { TOWER_WORDS } from './tower-messages.js';
import { rating } from '@domain/tower/engine.js';
import { departmentProblem, phoneProblem, roomProblem } from './profile-rules.js';

describe('account checks', () => {
  it('accepts 10 digits or + and at least 11 digits', () => {
    expect(phoneProblem('0722 123 456')).toBeNull();
    expect(phoneProblem('+40722123456')).toBeNull();
    expect(phoneProblem('')).toBe(TOWER_WORDS.phoneInvalid);
    expect(phoneProblem('07221234')).toBe(TOWER_WORDS.phoneInvalid);
    expect(phoneProblem('+4072212345')).toBe(TOWER_WORDS.phoneInvalid);
  });
  it('needs a department name, and a room or a floor', () => {
    expect(departmentProblem('  ')).toBe(TOWER_WORDS.departmentEmpty);
    expect(departmentProblem('IT')).toBeNull();
    expect(roomProblem('', ' ')).toBe(TOWER_WORDS.roomChangeFailed);
    expect(roomProblem('', '5')).toBeNull();
    expect(roomProblem('501', '')).toBeNull();
  });
  it('rates 3 less the indiscipline, between 0 and 3', () => {
    expect([0, 1, 2, 3, 7].map(rating)).toEqual([3, 2, 1, 0, 0]);
  });
});
