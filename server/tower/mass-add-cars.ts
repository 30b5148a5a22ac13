import type { UserRow } from '../accounts/presenter.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest } from '../http/errors.js';
import { numericSetting } from '../settings/service.js';
import type { TableRow } from '../uploads/read-table.js';
import { addCar, presentCar } from './cars-service.js';

/** Imports the permanent-access cars list (nrInmatriculare, marca), all or nothing. */
export async function massAddCars(ctx: AppContext, me: UserRow, rows: TableRow[]) {
  const max = await numericSetting(ctx.db, '2', 'maxPermanentAccesCars', 0);
  const { rows: c } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cars WHERE active AND permanent_access');
  if (max > 0 && c[0].n + rows.length > max) throw badRequest(`Lista depășește numărul maxim de mașini cu acces permanent (${max}).`);
  return ctx.db.transaction(async (tx) => {
    const added = [];
    for (const [i, r] of rows.entries()) {
      try {
        added.push(presentCar(await addCar(ctx, me, { license_plate: String(r.nrinmatriculare ?? ''), brand: String(r.marca ?? ''), permanent_access: true, owner_label: 'Companie' }, tx)));
      } catch (e) {
        if (e instanceof AppError) throw new AppError(e.status, `Rândul ${i + 2}: ${e.message}`);
        throw e;
      }
    }
    return added;
  });
}
