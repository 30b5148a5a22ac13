import { count } from '@domain/plural.js';
import { CAR_BRANDS, OTHER_BRAND } from '@domain/tower/brands.js';
import type { CarUpdateBody } from '@domain/schemas/tower.js';
import { normalisePlate } from '@domain/tower/validators.js';
import type { Car } from '@/api/tower.js';
import { carFormProblems, type CarFormProblems } from '@/features/turn/car-form.js';
import { translate } from '@/i18n/i18n.js';
import { towerAdmin } from '@/i18n/tower-admin.js';

// The car detail of the tower console (tower §2, §4, §5), as pure steps: the brand chosen from
// the list or written after 'Alta marca', the plate checked as when adding a car, and the
// function-car and permanent-access flags that exclude each other.

/** The brand as the form holds it: a brand of the list, or 'Alta marca' and the brand written. */
export interface BrandFields {
  choice: string;
  other: string;
}

export function brandFields(brand: string): BrandFields {
  const listed = (CAR_BRANDS as readonly string[]).includes(brand) && brand !== OTHER_BRAND;
  return listed ? { choice: brand, other: '' } : { choice: OTHER_BRAND, other: brand === OTHER_BRAND ? '' : brand };
}

/** The brand to save; 'Alta marca' left unwritten stays 'Alta marca', as the add-car dialog saves it. */
export function brandOf(f: BrandFields): string {
  return f.choice === OTHER_BRAND ? f.other.trim() || OTHER_BRAND : f.choice;
}

export type CarFlag = 'function_car' | 'permanent_access';

/** The two flags, and the value one had when ticking the other cleared it (tower §4). */
export interface Flags {
  function_car: boolean;
  permanent_access: boolean;
  cleared: Partial<Record<CarFlag, boolean>>;
}

export const flagsOf = (car: Pick<Car, CarFlag>): Flags => ({
  function_car: car.function_car,
  permanent_access: car.permanent_access,
  cleared: {},
});

const otherFlag = (flag: CarFlag): CarFlag => (flag === 'function_car' ? 'permanent_access' : 'function_car');

/** Ticking one flag clears the other; unticking it gives the other back the value it had before. */
export function setFlag(f: Flags, flag: CarFlag, checked: boolean): Flags {
  const other = otherFlag(flag);
  if (checked) return { ...f, [flag]: true, [other]: false, cleared: f[other] ? { [other]: true } : {} };
  return { ...f, [flag]: false, [other]: f.cleared[other] ?? f[other], cleared: {} };
}

export interface CarValues {
  brand: BrandFields;
  plate: string;
  foreign: boolean;
  flags: Flags;
  /** An electric car (decisions §26): apart from the two flags, any car may be one. */
  electric: boolean;
}

export const valuesOf = (car: Car): CarValues => ({
  brand: brandFields(car.brand),
  plate: car.license_plate,
  foreign: car.foreign_plate,
  flags: flagsOf(car),
  electric: car.electric,
});

/** The problems of the plate, as when adding a car: required, the §5 format unless foreign, not another car's (active or removed lately). */
export function carEditProblems(car: Car, v: CarValues, cars: readonly Car[], now: Date, blockDays: number): CarFormProblems {
  const others = cars.filter((c) => c._id !== car._id);
  const unchanged = normalisePlate(v.plate) === car.license_plate && v.foreign === car.foreign_plate;
  // A plate kept as it was is not judged again, as the server does not judge it.
  if (unchanged) return {};
  return carFormProblems({ brand: brandOf(v.brand), license_plate: v.plate, foreign_plate: v.foreign }, others, now, blockDays);
}

/** The body of POST /cars/update. */
export function carEditBody(car: Car, v: CarValues): CarUpdateBody {
  return {
    _id: car._id,
    brand: brandOf(v.brand),
    license_plate: normalisePlate(v.plate),
    foreign_plate: v.foreign,
    function_car: v.flags.function_car,
    permanent_access: v.flags.permanent_access,
    electric: v.electric,
  };
}

/** The Romanian of 'no owner' (towerAdmin.cars.noOwner). */
export const NO_OWNER = 'Fără proprietar';
const noOwner = () => translate(towerAdmin, 'towerAdmin.cars.noOwner');
const company = () => translate(towerAdmin, 'towerAdmin.cars.company');
/** The server's company label ('Companie', tower §3) in the person's language; a user's name stays as it is. */
export const ownerLabel = (owner: string): string => (owner === 'Companie' ? company() : owner);

/**
 * Who the car is shown as belonging to (tower §3): the company label while it has permanent
 * access, else its user (`userName`: the user's name when the car's own answer carries the label).
 */
export function ownerShown(car: Pick<Car, 'owner' | 'permanent_access' | 'user_id'>, permanent: boolean, userName?: string | null): string {
  if (permanent) return car.permanent_access && car.owner != null ? ownerLabel(car.owner) : company();
  if (!car.user_id) return noOwner();
  const owner = car.permanent_access ? userName : car.owner;
  return owner != null ? ownerLabel(owner) : noOwner();
}

/** "1 zi", "5 zile", "60 de zile" (domain/plural): the Romanian that towerAdmin.car.removeText's plural says. */
export const daysText = (n: number): string => count(n, 'zi', 'zile');

/** What removing a car does (docs/decisions/tower.md "Rules (server)": its requests stay as they are), in the person's language. */
export const removeCarText = (plate: string, blockDays: number) =>
  translate(towerAdmin, 'towerAdmin.car.removeText', { plate, days: blockDays });
