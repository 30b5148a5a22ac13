import { useEffect, useId, useState } from 'react';
import { DOOR_LAST_HOUR } from '@domain/displays/rules.js';
import { ROOM_FIRST_HOUR } from '@domain/rooms/rules.js';
import type { DisplayReservation, DisplayView } from '@/api/display-door.js';
import { formatClock, formatTime } from '@/i18n/dates.js';
import { displayPage } from '@/i18n/display-page.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { STATE_COLOUR, WHITE } from './display-colours.js';
import { roomNow } from './room-state.js';
import { useDoorPress, type Outcome } from './use-door-press.js';

/** How long 'Eliberați sala' waits for its second press before it lets the question go: the person may have walked away. */
export const RELEASE_QUESTION_MS = 30_000;

interface Props {
  view: DisplayView;
  now: Date;
  eink: boolean;
  secret: string;
  refresh(): void;
}

/**
 * A room's door (decisions §24): free or taken until when, in large type on green or red; the day's
 * next reservations; 'Rezervați acum' while free, 'Confirmați începerea' and 'Eliberați sala' while taken.
 */
export function RoomDisplay({ view, now, eink, secret, refresh }: Props) {
  const t = useT(displayPage);
  const refusalWords = useRefusalWords();
  const language = useLanguage();
  const nextId = useId();
  const { pending, outcome, press } = useDoorPress(secret, refresh);
  const [asking, setAsking] = useState(false);
  const room = roomNow(now, view.reservations ?? []);
  const state = room.until ? 'busy' : 'free';
  const time = (d: Date) => formatTime(d, language);
  const booker = (r: DisplayReservation) => (r.door ? t('displayPage.door') : r.name);
  const who = room.current && booker(room.current);

  // A question left open closes by itself, and as soon as there is nothing left to release.
  useEffect(() => {
    if (!asking) return;
    const timer = setTimeout(() => setAsking(false), RELEASE_QUESTION_MS);
    return () => clearTimeout(timer);
  }, [asking]);
  if (asking && !room.current) setAsking(false);

  const said = (o: Outcome): string => {
    if (!o.done) return o.lost ? t('displayPage.pressLost') : refusalWords(o.error);
    if (o.action === 'booked') return t('displayPage.done.booked', { time: time(o.end) });
    if (o.action === 'confirmed') return t('displayPage.done.confirmed');
    if (o.action === 'already') return t('displayPage.done.already');
    return t('displayPage.done.released');
  };

  return (
    <div className="display-room">
      <div className="display-main">
        <section
          className={`display-state is-${state}`}
          style={eink ? undefined : { background: STATE_COLOUR[state], color: WHITE }}
          aria-live="polite"
        >
          <p className="display-state-word">
            {room.until ? t('displayPage.busyUntil', { time: time(room.until) }) : t('displayPage.free')}
          </p>
          {who && <p className="display-state-who">{t('displayPage.bookedBy', { name: who })}</p>}
        </section>
        {room.current ? (
          <div className="display-actions">
            {room.current.status === 'booked' && (
              <button
                type="button"
                className="display-button is-primary"
                disabled={pending}
                onClick={() => void press({ what: 'checkin' })}
              >
                {t('displayPage.confirmStart')}
              </button>
            )}
            <button type="button" className="display-button is-danger" disabled={pending} onClick={() => setAsking(true)}>
              {t('displayPage.release')}
            </button>
          </div>
        ) : room.offers.length ? (
          <div className="display-actions">
            {room.offers.map((o) => (
              <button
                key={o.minutes}
                type="button"
                className="display-button is-primary"
                disabled={pending}
                onClick={() => void press({ what: 'book', minutes: o.minutes })}
              >
                {t('displayPage.bookNow')}{' '}
                <span className="display-button-detail">{t('displayPage.bookNow.until', { time: time(o.end) })}</span>
              </button>
            ))}
          </div>
        ) : (
          room.closed && (
            <p className="display-note">
              {t('displayPage.closed', { from: formatClock(ROOM_FIRST_HOUR, 0, language), to: formatClock(DOOR_LAST_HOUR, 0, language) })}
            </p>
          )
        )}
        {outcome && (
          <p className="display-message" role={outcome.done ? 'status' : 'alert'}>
            {said(outcome)}
          </p>
        )}
      </div>
      <section className="display-next" aria-labelledby={nextId}>
        <h2 id={nextId}>{t('displayPage.next')}</h2>
        {room.later.length ? (
          <ol>
            {room.later.map((r) => (
              <li key={r._id}>
                <span className="display-time">
                  {time(new Date(r.dateBegin))}–{time(new Date(r.dateEnd))}
                </span>
                {booker(r)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="display-note">{t('displayPage.nextNone')}</p>
        )}
      </section>
      {asking && (
        <div className="display-confirm">
          <div className="display-confirm-box" role="alertdialog" aria-modal="true" aria-labelledby={`${nextId}-ask`}>
            <p id={`${nextId}-ask`}>{t('displayPage.release.question')}</p>
            <div className="display-actions">
              <button
                type="button"
                className="display-button is-danger"
                disabled={pending}
                autoFocus
                onClick={() => {
                  setAsking(false);
                  void press({ what: 'release' });
                }}
              >
                {t('displayPage.release.confirm')}
              </button>
              <button type="button" className="display-button" onClick={() => setAsking(false)}>
                {t('displayPage.release.cancel')}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
