import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner.js';
import { formatTime } from '@/i18n/dates.js';
import { displayPage } from '@/i18n/display-page.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { RoomDisplay } from './room-display.js';
import { useDisplayClock } from './use-display-clock.js';
import { useDisplayView } from './use-display-view.js';
import { useEinkReload } from './use-eink-reload.js';
import { useWakeLock } from './use-wake-lock.js';
import './display.css';

// /display/:secret (decisions §24): a room's door or a floor's board, signed in as nobody (the secret in
// the address is its credential), outside the shell: no top bar, no session, never /login. Plain React
// and CSS, no MUI; the floor's board (with its QR encoder) loads only on a floor's display.

const FloorDisplay = lazy(() => import('./floor-display.js'));

/** The address's switch to e-ink mode: black on white, no animation, a full reload each minute instead of the live stream. */
export const EINK_PARAM = 'eink';

export function DisplayPage() {
  const [params] = useSearchParams();
  const eink = params.get(EINK_PARAM) === '1';
  return (
    <Suspense fallback={<Waiting eink={eink} />}>
      <Display eink={eink} />
    </Suspense>
  );
}

/** While the view or the words load: the app's spinner, or on e-ink a blank page (nothing that moves). */
const Waiting = ({ eink }: { eink: boolean }) => (eink ? <main className="display display--eink" /> : <FullPageSpinner />);

function Display({ eink }: { eink: boolean }) {
  const t = useT(displayPage);
  const language = useLanguage();
  const { secret = '' } = useParams();
  const display = useDisplayView(secret, !eink);
  const now = useDisplayClock(display.offset);
  const view = display.view;
  const title = view ? (view.roomName ?? view.plan?.name ?? view.name) : '';
  usePageTitle(title);
  useWakeLock();
  useEinkReload(eink);

  const mode = eink ? 'display--eink' : 'display--colour';
  if (display.phase === 'gone')
    return (
      <main className={`display display-gone ${mode}`}>
        <p>{t('displayPage.notFound')}</p>
      </main>
    );

  const banner = display.offline && (
    <p className="display-banner" role="alert">
      {t('displayPage.offline')} <span className="display-banner-detail">{t('displayPage.offline.detail')}</span>
    </p>
  );
  if (!view) return banner ? <main className={`display ${mode}`}>{banner}</main> : <Waiting eink={eink} />;

  const floor = view.roomId === null && view.floor !== null;
  return (
    <main className={`display ${mode}`}>
      {banner}
      <header className="display-header">
        <h1 className="display-title">{title}</h1>
        {floor && (
          <p className="display-counts">
            <span>{t('displayPage.floor.freeDesks', { count: view.freeDesks ?? 0 })}</span>
            <span>{t('displayPage.floor.freeRooms', { count: view.freeRooms ?? 0 })}</span>
          </p>
        )}
        <time className="display-clock" dateTime={now.toISOString()}>
          {formatTime(now, language)}
        </time>
      </header>
      {floor ? (
        <Suspense fallback={null}>
          <FloorDisplay view={view} eink={eink} />
        </Suspense>
      ) : (
        <RoomDisplay view={view} now={now} eink={eink} secret={secret} refresh={display.refresh} />
      )}
    </main>
  );
}
