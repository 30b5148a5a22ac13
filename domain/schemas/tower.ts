import { z } from '../zod-ro.js';
import { noControlChars } from './text.js';
import { TOWER_MSG } from '../tower/validators.js';
import { dayString } from './desks.js';

// Request bodies of the tower calls (tower §7, decisions §2).
export const carAddBody = z.object({
  brand: z.string().trim().min(1, TOWER_MSG.carDataInvalid).max(60).check(noControlChars()),
  license_plate: z.string().trim().min(1, TOWER_MSG.required).max(20),
  foreign_plate: z.boolean().optional(),
  function_car: z.boolean().optional(),
  permanent_access: z.boolean().optional(),
  /** An electric car (decisions §26); false when not sent. */
  electric: z.boolean().optional(),
  owner_label: z.string().trim().max(100).check(noControlChars()).optional(),
  user_id: z.uuid().optional(),
});
export const carIdBody = z.object({ _id: z.uuid() });
export const carUpdateBody = z.object({
  _id: z.uuid(),
  brand: z.string().trim().min(1, TOWER_MSG.carDataInvalid).max(60).check(noControlChars()).optional(),
  license_plate: z.string().trim().min(1, TOWER_MSG.required).max(20).optional(),
  foreign_plate: z.boolean().optional(),
  function_car: z.boolean().optional(),
  permanent_access: z.boolean().optional(),
  electric: z.boolean().optional(),
  owner_label: z.string().trim().max(100).check(noControlChars()).nullable().optional(),
});
export type CarUpdateBody = z.infer<typeof carUpdateBody>;
export const parkingAddBody = z
  .object({
    reservation_date: dayString.optional(),
    reservation_dates: z.array(dayString).min(1).max(20).optional(),
    car_id: z.uuid({ message: TOWER_MSG.chooseCar }),
    user_id: z.uuid().optional(),
  })
  .refine((b) => b.reservation_date || b.reservation_dates, { message: TOWER_MSG.chooseDay });
export const parkingUpdateBody = z.object({ _id: z.uuid(), car_id: z.uuid({ message: TOWER_MSG.chooseCar }) });
export const modifyCarBody = z.object({ parkingReservationId: z.uuid(), carId: z.uuid({ message: TOWER_MSG.chooseCar }) });
export const parkingUserBody = z.object({ uuid: z.uuid() });
export const parkingListQuery = z.object({ from: dayString.optional(), to: dayString.optional() });
export const dayQuery = z.object({ date: dayString.optional() });
export const phoneBody = z.object({ phoneNumber: z.string().trim().max(20).check(noControlChars()) });
export const departmentBody = z.object({
  departmentName: z.string().trim().min(1, TOWER_MSG.departmentEmpty).max(200).check(noControlChars()),
});
export const roomBody = z
  .object({
    officeRoom: z.string().trim().max(50).check(noControlChars()).optional(),
    officeFloor: z.string().trim().max(20).check(noControlChars()).optional(),
  })
  .refine((b) => b.officeRoom || b.officeFloor, { message: TOWER_MSG.roomChangeFailed });
export const indisciplineDeleteBody = z.object({ uuid: z.uuid() });
/** `?uuid=`: one user's indiscipline (an administrator of the tower reading someone else's). */
export const indisciplineQuery = z.object({ uuid: z.uuid().optional() });
