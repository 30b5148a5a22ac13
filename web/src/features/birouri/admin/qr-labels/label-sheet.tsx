import { BUILDINGS, OFFICE } from '@domain/buildings.js';
import { deskIdPoints, type DeskLabel } from './label-sheets.js';

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
    <div className="qr-sheet" role={ariaLabel ? 'list' : undefined} aria-label={ariaLabel}>
      {labels.map((l) => (
        <div key={l.deskId} className="qr-label" role={ariaLabel ? 'listitem' : undefined} data-desk={l.deskId}>
          <div className="qr-label-text">
            <span className="qr-label-caption">Biroul</span>
            <span className="qr-label-desk" style={{ fontSize: `${deskIdPoints(l.deskId)}pt` }}>
              {l.deskId}
            </span>
            <span className="qr-label-floor">{`Etajul ${l.floor}`}</span>
            <span className="qr-label-building">{BUILDINGS[OFFICE].name}</span>
            <span className="qr-label-hint">Scanați codul pentru a vă confirma prezența.</span>
          </div>
          <img className="qr-label-code" src={images.get(l.url)} alt={`Codul QR al biroului ${l.deskId}`} />
          <span className="qr-label-url">{l.url}</span>
        </div>
      ))}
    </div>
  );
}
