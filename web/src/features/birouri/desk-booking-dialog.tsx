import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DESK_MSG, deskCancellableAfterBooking } from '../../../../domain/desks/rules.js';
import { managesGroup } from '../../../../domain/policy.js';
import { longDayName } from '../../../../domain/time.js';
import { freeParkingSpots, usersOfGroup, type Desk } from '../../api/desks.js';
import { errorMessage } from '../../api/client.js';
import { useServerTime } from '../../lib/server-time.js';
import { useUser } from '../auth/session.js';
import { useBookDesk } from './use-desk-actions.js';

interface Props {
  desk: Desk | null;
  day: string;
  groupId: string | null;
  /** The viewer already holds a desk that day: a manager or admin then books only for employees (§5). */
  selfBooked: boolean;
  onClose(): void;
}

/** The desk booking panel of flex-office §2: day, person (managers and admins), parking, confirm. */
export function DeskBookingDialog({ desk, day, groupId, selfBooked, onClose }: Props) {
  return (
    <Dialog open={!!desk} onClose={onClose} aria-labelledby="book-desk-title" fullWidth maxWidth="xs">
      {desk && <BookingForm key={`${desk.deskId}-${day}`} desk={desk} day={day} groupId={groupId} selfBooked={selfBooked} onClose={onClose} />}
    </Dialog>
  );
}

function BookingForm({ desk, day, groupId, selfBooked, onClose }: Props & { desk: Desk }) {
  const me = useUser();
  const group = groupId && desk.groupsIdList.includes(groupId) ? groupId : desk.groupsIdList[0];
  const mayChoose = managesGroup(me, group);
  const forOthersOnly = selfBooked && mayChoose;
  const [person, setPerson] = useState(forOthersOnly ? '' : me.uuid);
  const [parking, setParking] = useState(false);
  const people = useQuery({ queryKey: ['group-users', group], queryFn: () => usersOfGroup(group), enabled: mayChoose });
  const spots = useQuery({ queryKey: ['parking-spots', group, day], queryFn: () => freeParkingSpots(group, day) });
  const book = useBookDesk();
  const time = useServerTime();
  const final = time.ready && !deskCancellableAfterBooking(day, time.now(), me.role === 'admin');

  const chosen = person === me.uuid ? me : people.data?.find((u) => u.uuid === person);
  const parkingRight = !!chosen?.parkingRight;
  const noSpots = spots.isSuccess && spots.data < 1;
  const parkingHelp = noSpots ? DESK_MSG.noParkingSpots : !parkingRight ? DESK_MSG.noParkingRight : null;

  const submit = () =>
    book.mutate(
      { deskId: desk.deskId, reservationDate: day, uuid: person === me.uuid ? undefined : person, parkingSpot: parking, groupId: group },
      { onSuccess: onClose },
    );

  return (
    <>
      <DialogTitle id="book-desk-title">{`Rezervă biroul ${desk.deskId}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            Ziua: <strong>{longDayName(day)}</strong>
          </Typography>
          {mayChoose && (
            <TextField select label="Persoana" value={person} onChange={(e) => { setPerson(e.target.value); setParking(false); }}>
              {!forOthersOnly && <MenuItem value={me.uuid}>{`${me.name} (eu)`}</MenuItem>}
              {(people.data ?? [])
                .filter((u) => u.uuid !== me.uuid && (!forOthersOnly || u.role === 'user'))
                .map((u) => (
                  <MenuItem key={u.uuid} value={u.uuid}>
                    {u.name}
                  </MenuItem>
                ))}
            </TextField>
          )}
          {forOthersOnly && <FormHelperText>{DESK_MSG.onlyForEmployees}</FormHelperText>}
          <div>
            <FormControlLabel
              control={<Checkbox checked={parking} onChange={(e) => setParking(e.target.checked)} disabled={!!parkingHelp || !spots.isSuccess} />}
              label={spots.isSuccess ? `Loc de parcare (${spots.data} disponibile)` : 'Loc de parcare'}
            />
            {parkingHelp && <FormHelperText>{parkingHelp}</FormHelperText>}
          </div>
          {final && (
            <Alert severity="warning">
              Această rezervare nu va mai putea fi anulată: rezervările se anulează cu cel puțin 24 de ore înainte de ora 11:00 a zilei rezervate.
            </Alert>
          )}
          {book.isError && <Alert severity="error">{errorMessage(book.error) || DESK_MSG.bookFailed}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Renunță</Button>
        <Button variant="contained" onClick={submit} disabled={book.isPending || !person || (desk.status !== 'free' && desk.manager !== person)}>
          Confirmă
        </Button>
      </DialogActions>
    </>
  );
}
