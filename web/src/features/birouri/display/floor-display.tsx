import type { DisplayView } from '@/api/display-door.js';
import { displayPage, type DisplayPageKey } from '@/i18n/display-page.js';
import { useT } from '@/i18n/use-t.js';
import { useQrImages } from '../admin/qr-labels/use-qr-images.js';
import type { DeskState } from './display-colours.js';
import { DESK_RADIUS, DeskMark, FloorPlan, roomLook } from './floor-plan.js';
import './floor-display.css';

// A floor's board (decisions §24), loaded on its own: only a floor's display carries the QR encoder.

const DESK_WORDS: Record<DeskState, DisplayPageKey> = {
  free: 'displayPage.desk.free',
  booked: 'displayPage.desk.booked',
  busy: 'displayPage.desk.busy',
  closed: 'displayPage.desk.closed',
};
const SWATCH = `${-DESK_RADIUS} ${-DESK_RADIUS} ${2 * DESK_RADIUS} ${2 * DESK_RADIUS}`;

function RoomSwatch({ busy, eink }: { busy: boolean; eink: boolean }) {
  const look = roomLook(busy, eink);
  return (
    <svg viewBox="0 0 34 34" aria-hidden="true">
      <rect x={2} y={6} width={30} height={22} rx={3} fill={look.fill} stroke={look.stroke} strokeWidth={3} />
    </svg>
  );
}

interface Props {
  view: DisplayView;
  eink: boolean;
}

/** The plan, its legend, and the QR code of the phone's booking page on this floor. */
export default function FloorDisplay({ view, eink }: Props) {
  const t = useT(displayPage);
  const url = view.bookUrl ?? '';
  const qr = useQrImages(url ? [url] : [])?.get(url);
  const floorName = view.plan?.name ?? view.name;
  return (
    <div className="display-floor">
      <FloorPlan view={view} eink={eink} label={t('displayPage.floor.plan', { floor: floorName })} />
      <aside className="display-side">
        <section className="display-legend" aria-labelledby="display-legend">
          <h2 id="display-legend">{t('displayPage.floor.legend')}</h2>
          <ul>
            {(Object.keys(DESK_WORDS) as DeskState[]).map((state) => (
              <li key={state}>
                <svg viewBox={SWATCH} aria-hidden="true">
                  <DeskMark state={state} eink={eink} />
                </svg>
                {t(DESK_WORDS[state])}
              </li>
            ))}
            <li>
              <RoomSwatch busy={false} eink={eink} />
              {t('displayPage.room.free')}
            </li>
            <li>
              <RoomSwatch busy eink={eink} />
              {t('displayPage.room.busy')}
            </li>
          </ul>
        </section>
        {url && (
          <figure className="display-qr">
            {qr && <img src={qr} alt={t('displayPage.floor.qrAlt')} />}
            <figcaption>{t('displayPage.floor.scan')}</figcaption>
          </figure>
        )}
      </aside>
    </div>
  );
}
