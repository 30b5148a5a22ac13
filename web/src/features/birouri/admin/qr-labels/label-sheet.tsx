import { BUILDINGS, OFFICE } from '@domain/buildings.js';
import { deskIdPoints, type DeskLabel } from './label-sheets.js';

/** What a printed label says: always Romanian (decisions §22, 'The QR labels stay Romanian'), whatever the console's language. */
const PRINTED = {
  caption: 'Biroul',
  floor: (floor: number) => `Etajul ${floor}`,
  hint: 'Scanați codul pentru a vă confirma prezența.',
  code: (deskId: string) => `Codul QR al biroului ${deskId}`,
};

/** One A4 sheet of labels: the desk id in large type, the floor, the building, the QR code of its check-in address. */
export function LabelSheet({
  labels,
  images,
  ariaLabel,
}: {
  labels: DeskLabel[];
  images: ReadonlyMap<string, string>;
  ariaLabel?: string;
}) {
  return (
    <div className="qr-sheet" lang="ro" role={ariaLabel ? 'list' : undefined} aria-label={ariaLabel}>
      {labels.map((l) => (
        <div key={l.deskId} className="qr-label" role={ariaLabel ? 'listitem' : undefined} data-desk={l.deskId}>
          <div className="qr-label-text">
            <span className="qr-label-caption">{PRINTED.caption}</span>
            <span className="qr-label-desk" style={{ fontSize: `${deskIdPoints(l.deskId)}pt` }}>
              {l.deskId}
            </span>
            <span className="qr-label-floor">{PRINTED.floor(l.floor)}</span>
            <span className="qr-label-building">{BUILDINGS[OFFICE].name}</span>
            <span className="qr-label-hint">{PRINTED.hint}</span>
          </div>
          <img className="qr-label-code" src={images.get(l.url)} alt={PRINTED.code(l.deskId)} />
          <span className="qr-label-url">{l.url}</span>
        </div>
      ))}
    </div>
  );
}
