import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { deskBookingRefusal, deskCancellableAfterBooking } from '@domain/desks/rules.js';
import { managesGroup } from '@domain/policy.js';
import { longDayName } from '@/i18n/dates.js';
import { isNetworkFailure } from '@/api/client.js';
import type { Desk } from '@/api/desks.js';
import { getFreeParkingSpotsQueryOptions, getGroupPeopleQueryOptions } from '@/api/queries/desks.js';
import { RequestError } from '@/components/request-error.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { booking } from '@/i18n/booking.js';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import { useServerTime } from '@/lib/server-time.js';
import { useUser } from '@/lib/session.js';
import { useBookingContext, useDesksOfDay, useDeskTakenDays, useUpcomingDesksOf } from '../use-booking-data.js';
import { useBookDeskDays } from '../use-desk-actions.js';
import { autoReleaseNotice } from './auto-release-notice.js';
import type { DayOutcome } from './book-days.js';
import { BookingDays } from './booking-days.js';
import { DayOutcomes } from './day-outcomes.js';
import { parkingLabel } from './parking-label.js';
// 'Rezervați în fiecare …' and the favourites (decisions §20) come with the panel, not after it shows:
// loaded later, they pushed 'Renunțați' down under a press already begun, and the press was lost.
import PatternActions from '../pattern/pattern-actions.js';
import { personOptions } from './people.js';
import { TeamPickerFallback } from './team-picker-fallback.js';
import { common } from '@/i18n/common.js';
import { translate } from '@/i18n/i18n.js';

// Only those who book for others load the searchable picker (MUI Autocomplete).
const TeamPicker = lazy(() => import('./team-picker.js'));

export interface BookingFormProps {
  desk: Desk;
  day: string;
  groupId: string | null;
  /** The viewer already holds a desk that day: a manager or admin then books only for employees (§5). */
  selfBooked: boolean;
  /** Opened from the phone's booking without the map (decisions §19): the days laid out for 390 px. */
  phone?: boolean;
  /** What the panel shows until the data that shapes it is in (the dialog's own loading view: this chunk does not import it). */
  loading: ReactNode;
  onClose(): void;
}

/** The desk booking panel's content (flex-office §2): days, person (managers and admins), parking, confirm. */
export default function BookingForm({ desk, day, groupId, selfBooked, phone, loading, onClose }: BookingFormProps) {
  const t = useT(booking, forms);
  const me = useUser();
  const ctx = useBookingContext();
  const group = groupId && desk.groupsIdList.includes(groupId) ? groupId : desk.groupsIdList[0];
  const mayChoose = managesGroup(me, group);
  // One who holds a desk that day may not book for themselves: a manager or admin then books for employees (§5).
  const forOthersOnly = mayChoose && deskBookingRefusal({ actor: me, person: me, personHoldsDesk: selfBooked }) !== null;
  const [person, setPerson] = useState(forOthersOnly ? '' : me.uuid);
  const [parking, setParking] = useState(false);
  const [days, setDays] = useState<ReadonlySet<string>>(() => new Set([day]));
  const [outcomes, setOutcomes] = useState<DayOutcome[] | null>(null);
  const done = !!outcomes && outcomes.every((o) => o.ok);
  const people = useQuery({ ...getGroupPeopleQueryOptions(group), enabled: mayChoose });
  const spots = useQuery(getFreeParkingSpotsQueryOptions(group, day));
  // The day's map says who already has a desk that day; the person's own upcoming desks, which other days they hold one.
  const dayMap = useDesksOfDay(mayChoose ? day : null);
  const theirs = useUpcomingDesksOf(person && person !== me.uuid ? person : null);
  // The desk's days taken by anyone, from its group's reservations (#21, point 5).
  const taken = useDeskTakenDays(group, desk.deskId);
  const book = useBookDeskDays();
  const notify = useNotify();
  const time = useServerTime();
  const final = time.ready && !deskCancellableAfterBooking(day, time.now(), me.role === 'admin');
  const release = ctx ? autoReleaseNotice(ctx.settings.autoReleaseHour) : null;

  const options = useMemo(() => {
    const deskOf = new Map((dayMap.data ?? []).flatMap((d) => (d.uuid ? [[d.uuid, d.deskId] as const] : [])));
    return personOptions(me, people.data ?? [], selfBooked, deskOf);
  }, [me, people.data, selfBooked, dayMap.data]);
  const forSelf = person === me.uuid;
  const held = new Map(((forSelf ? ctx?.myDesks : theirs.data) ?? []).map((r) => [r.day, r.deskId]));
  // Each day of the window known to be refused, and why (#21, point 5): the booking rule asked with
  // what the panel knows of each day (the window, the person's desks, the desk's reservations).
  const refused = new Map<string, string>();
  if (ctx) {
    const now = time.now();
    const takenDays = taken.data ?? new Set<string>();
    for (const d of new Set([...held.keys(), ...takenDays, ...days])) {
      const reason = deskBookingRefusal({
        when: { day: d, now, maxDaysDesk: ctx.settings.maxDaysDesk },
        actor: me,
        person: { uuid: person },
        personHoldsDesk: held.has(d),
        deskTaken: takenDays.has(d),
      });
      if (reason) refused.set(d, reason);
    }
  }
  const toBook = [...days].filter((d) => !refused.has(d));

  const chosen = person === me.uuid ? me : people.data?.find((u) => u.uuid === person);
  // The desk held for someone other than the person chosen, or reserved meanwhile: the booking rule refuses it.
  const deskClosed = deskBookingRefusal({ actor: me, person: { uuid: person }, desk, deskTaken: !!desk.reservationId }) !== null;
  const parkingRight = !!chosen?.parkingRight;
  const noSpots = spots.isSuccess && spots.data < 1;
  const parkingHelp = noSpots ? t('forms.msg.noParkingSpots') : !parkingRight ? t('forms.msg.noParkingRight') : null;

  const toggle = (d: string) =>
    setDays((prev) => {
      const next = new Set(prev);
      if (!next.delete(d)) next.add(d);
      return next;
    });
  const submit = () =>
    book.mutate(
      { deskId: desk.deskId, days: toBook, uuid: person === me.uuid ? undefined : person, parkingSpot: parking, groupId: group },
      {
        onSuccess: (result) => {
          // One day booked: done, as before. Several days, or a refusal: each day's outcome stays on
          // screen; after a refusal the form stays open to change the person or the days, without the
          // days just answered (#21, point 5): 'Confirmați' never sends a refused day again by itself.
          // A day left without an answer (the network) stays chosen, to be tried again.
          if (result.length === 1 && result[0].ok) {
            notify.success(translate(forms, 'forms.msg.deskBooked'));
            onClose();
          } else {
            setOutcomes(result);
            const answered = new Set(result.filter((o) => o.ok || !isNetworkFailure(o.error)).map((o) => o.day));
            setDays((prev) => new Set([...prev].filter((d) => !answered.has(d))));
          }
        },
      },
    );

  // The panel arrives whole (docs/decisions/web.md): the desk's taken days, the parking count and the
  // server's clock change its height as they come ('Ocupat' under a day, a line of help, a notice), so
  // it shows once they are in; otherwise 'Renunțați' moved down under a press already begun.
  if (taken.isLoading || spots.isLoading || time.loading) return loading;

  return (
    <>
      <DialogTitle id="book-desk-title">{t('booking.desk.title', { deskId: desk.deskId })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            {t('forms.desk.day')} <strong>{longDayName(day)}</strong>
          </Typography>
          {mayChoose && (
            <Suspense fallback={<TeamPickerFallback options={options} value={person} />}>
              <TeamPicker
                options={options}
                value={person}
                loading={people.isPending}
                onChange={(uuid) => {
                  setPerson(uuid);
                  setParking(false);
                }}
              />
            </Suspense>
          )}
          {forOthersOnly && <FormHelperText>{t('forms.msg.onlyForEmployees')}</FormHelperText>}
          {ctx && !done && (
            <BookingDays
              first={ctx.window.first}
              last={ctx.window.last}
              chosen={days}
              refused={refused}
              held={held}
              forSelf={forSelf}
              disabled={book.isPending}
              onToggle={toggle}
              phone={phone}
            />
          )}
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={parking}
                  onChange={(e) => setParking(e.target.checked)}
                  disabled={!!parkingHelp || !spots.isSuccess || done}
                />
              }
              label={parkingLabel(spots.isSuccess ? spots.data : null)}
            />
            {parkingHelp && <FormHelperText>{parkingHelp}</FormHelperText>}
          </div>
          {final && !done && <Alert severity="warning">{t('forms.desk.final')}</Alert>}
          {release && !done && <Alert severity="info">{release}</Alert>}
          {outcomes && <DayOutcomes outcomes={outcomes} deskId={desk.deskId} />}
          {forSelf && desk.groupsIdList.some((g) => me.groupList.includes(g)) && <PatternActions deskId={desk.deskId} day={day} />}
          {book.isError && <RequestError error={book.error} message={t('forms.msg.deskBookFailed')} onRetry={submit} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            {t('booking.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t(outcomes ? 'booking.close' : 'booking.cancel')}</Button>
            <Button variant="contained" onClick={submit} disabled={book.isPending || !person || toBook.length === 0 || deskClosed}>
              {toBook.length > 1
                ? t('forms.desk.confirmDays', { days: translate(common, 'common.days', { count: toBook.length }) })
                : t('forms.confirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}
