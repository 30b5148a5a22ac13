import { isValidPhone } from '@domain/tower/validators.js';
import { tower } from '@/i18n/tower.js';
import { translate } from '@/i18n/i18n.js';

// Checks of the account screen's edit dialogs (tower §5); null when the value may be sent.

export function phoneProblem(phone: string): string | null {
  return phone.trim() && isValidPhone(phone) ? null : translate(tower, 'tower.words.phoneInvalid');
}

export function departmentProblem(name: string): string | null {
  return name.trim() ? null : translate(tower, 'tower.words.departmentEmpty');
}

/** Change room: the request is sent only if a room or floor value is present. */
export function roomProblem(room: string, floor: string): string | null {
  return room.trim() || floor.trim() ? null : translate(tower, 'tower.words.roomChangeFailed');
}

/** Colours of the rating (domain/tower/engine.ts `rating`): 0 red, 1 orange, 2 yellow, 3 green (tower §4). */
export const RATING_COLORS = ['#d32f2f', '#ef6c00', '#f9a825', '#2e7d32'] as const;
