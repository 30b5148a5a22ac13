import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '@domain/date-range.js';
import { getAdminCarsQueryOptions } from '@/api/queries/tower-admin.js';
import type { Car } from '@/api/tower.js';
import type { DayInputs } from '@/components/date-range-fields.js';
import { DateRangePickers } from '@/components/date-range-pickers.js';
import { TOWER_QUICK_RANGES } from '@/components/quick-ranges.js';
import { readDays, readId, UUID } from '@/lib/url-filters.js';
import { UserPicker, type PickedUser } from '@/components/user-picker.js';
import { towerStatistics } from '@/i18n/tower-statistics.js';
import { useT } from '@/i18n/use-t.js';
import { carName } from '../car-select.js';

/** What the table is filtered by, all in the address: days as typed, a user, a car ('' = unset). */
export interface ReservationFilters extends DayInputs {
  uuid: string;
  carId: string;
}

/** The filters in the address (lib/url-filters.ts); what the page cannot use is left unset. */
export function readTowerReservationFilters(params: URLSearchParams): ReservationFilters {
  return { ...readDays(params), uuid: readId(params, 'uuid', UUID), carId: readId(params, 'carId', UUID) };
}

interface Props {
  value: ReservationFilters;
  onChange(change: Partial<ReservationFilters>): void;
  /** The range the table shows, and the server's today (the quick ranges). */
  range: DayRange;
  today: string;
  /** The person chosen (usePickedUser of the page, which also shows their rating). */
  user: PickedUser | null;
  onUser(user: PickedUser | null): void;
  /** Whether a person or a car may filter the table: not in the statistics without names (decisions §25). */
  named: boolean;
}

/**
 * The filters of tower §2: a date range (made whole by domain/date-range.ts: swapped when
 * reversed, one bound filling the other) and a user of the tower or a car (only with names).
 */
export function ReservationsFiltersBar({ value, onChange, range, today, user, onUser, named }: Props) {
  const t = useT(towerStatistics);
  const cars = useQuery({ ...getAdminCarsQueryOptions(), staleTime: 60_000, enabled: named });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0 }}
      aria-label={t('towerStatistics.filters')}
    >
      <Box sx={{ flex: 1.4, minWidth: 340 }}>
        <DateRangePickers value={value} onChange={onChange} range={range} today={today} quickRanges={TOWER_QUICK_RANGES} />
      </Box>
      {named && (
        <>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <UserPicker label={t('towerStatistics.users.user')} building="2" value={user} onChange={onUser} />
          </Box>
          <Autocomplete<Car>
            value={(cars.data ?? []).find((c) => c._id === value.carId) ?? null}
            onChange={(_e, car) => onChange({ carId: car?._id ?? '' })}
            options={cars.data ?? []}
            loading={cars.isFetching}
            loadingText={t('towerStatistics.users.loading')}
            noOptionsText={t('towerStatistics.users.noCarFound')}
            getOptionLabel={carName}
            isOptionEqualToValue={(a, b) => a._id === b._id}
            renderOption={({ key, ...props }, c) => (
              <li key={key} {...props}>
                <ListItemText
                  primary={carName(c)}
                  secondary={c.active ? c.owner : t('towerStatistics.users.removedCar', { owner: c.owner ?? '' })}
                />
              </li>
            )}
            renderInput={(params) => (
              <TextField {...params} label={t('towerStatistics.users.car')} helperText={t('towerStatistics.users.carHelp')} />
            )}
            sx={{ flex: 1, minWidth: 200 }}
          />
        </>
      )}
    </Stack>
  );
}
