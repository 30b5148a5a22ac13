import { BUILDINGS, TOWER, type BuildingCode } from '@domain/buildings.js';
import { MSG } from '@domain/messages.js';
import { CONTROL_CHARS_MSG } from '@domain/text/control-chars.js';
import { GRADING_INVALID } from '@domain/tower/users-import.js';
import { TYPE, type RequestType } from '@domain/tower/engine.js';
import { OTHER_BRAND } from '@domain/tower/brands.js';
import { TOWER_MSG } from '@domain/tower/validators.js';
import { shownType } from '@/features/turn/tower-labels.js';
import { TOWER_WORDS } from '@/features/turn/tower-messages.js';
import { translate } from '@/i18n/i18n.js';
import { towerAdmin, type TowerAdminKey } from '@/i18n/tower-admin.js';

// The Tower console's words that other modules say in Romanian only (issue #40): the sentences of
// domain/ and of the tower's user pages that the console shows as they are, the buildings' names
// ('Turn' is 'Tower' in English) and the requests' types. Romanian stays exactly theirs.

/** A building's name in the person's language: 'CityOffices', 'Turn' / 'Tower'. */
export const buildingName = (code: BuildingCode): string =>
  code === TOWER ? translate(towerAdmin, 'towerAdmin.building.tower') : BUILDINGS[code].name;

/** A car's make as shown: 'Altă marcă' / 'Other make' for the list's first choice. */
export const brandShown = (brand: string): string => (brand === OTHER_BRAND ? translate(towerAdmin, 'towerAdmin.cars.otherBrand') : brand);

/** 'Da' / 'Yes'. */
export const yesNoShown = (b: boolean): string => translate(towerAdmin, b ? 'towerAdmin.yes' : 'towerAdmin.no');

const TYPE_KEYS: Readonly<Record<RequestType, TowerAdminKey>> = {
  [TYPE.queue]: 'towerAdmin.type.queue',
  [TYPE.first]: 'towerAdmin.type.first',
  [TYPE.second]: 'towerAdmin.type.second',
  [TYPE.absent]: 'towerAdmin.type.absent',
  [TYPE.notAllocated]: 'towerAdmin.type.notAllocated',
  [TYPE.cancelled]: 'towerAdmin.type.cancelled',
};

/** A request's type as shown (tower-labels.ts's towerTypeLabel, in the person's language). */
export function typeShown(type: number, reservationConfirmed?: boolean, dayOver?: boolean): string {
  const key = TYPE_KEYS[shownType(type, reservationConfirmed, dayOver) as RequestType];
  return translate(towerAdmin, key ?? 'towerAdmin.type.unknown');
}

/** The sentences the console's checks take from domain/ and tower-messages.ts, by the constant they are. */
const KNOWN: ReadonlyMap<string, TowerAdminKey> = new Map<string, TowerAdminKey>([
  [MSG.allFieldsRequired, 'towerAdmin.problem.allFieldsRequired'],
  [MSG.buildingListEmpty, 'towerAdmin.problem.buildingListEmpty'],
  [MSG.userOtherBuilding, 'towerAdmin.problem.userOtherBuilding'],
  [MSG.onlyAdminGrantsAdmin, 'towerAdmin.problem.onlyAdminGrantsAdmin'],
  [MSG.passwordTooShort, 'towerAdmin.problem.passwordTooShort'],
  [TOWER_MSG.phoneInvalid, 'towerAdmin.problem.phoneInvalid'],
  [TOWER_MSG.departmentEmpty, 'towerAdmin.problem.departmentEmpty'],
  [CONTROL_CHARS_MSG, 'towerAdmin.problem.controlChars'],
  [GRADING_INVALID, 'towerAdmin.problem.gradingInvalid'],
  [TOWER_WORDS.required, 'towerAdmin.problem.required'],
  [TOWER_WORDS.carDataInvalid, 'towerAdmin.problem.carDataInvalid'],
  [TOWER_WORDS.plateInvalid, 'towerAdmin.problem.plateInvalid'],
  [TOWER_WORDS.carExistsClient, 'towerAdmin.problem.carExists'],
]);

/** A sentence of domain/ (or of the tower's forms) in the person's language; any other text stays as it is. */
export function problemShown(text: string): string;
export function problemShown(text: string | undefined | null): string | undefined;
export function problemShown(text: string | undefined | null): string | undefined {
  if (text == null) return undefined;
  const key = KNOWN.get(text);
  return key ? translate(towerAdmin, key) : text;
}

interface Issue {
  code: string;
  message: string;
  format?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

/** A schema's problem (the server's own schemas, zod's Romanian for the rest) in the person's language. */
export function issueShown(issue: Issue): string {
  if (KNOWN.has(issue.message)) return problemShown(issue.message);
  if (issue.code === 'invalid_format' && issue.format === 'email') return translate(towerAdmin, 'towerAdmin.problem.emailInvalid');
  if (issue.code === 'too_big' && issue.origin === 'string')
    return translate(towerAdmin, 'towerAdmin.problem.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'string')
    return translate(towerAdmin, 'towerAdmin.problem.tooShort', { min: Number(issue.minimum) });
  return issue.message;
}
