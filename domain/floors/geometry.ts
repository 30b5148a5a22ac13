// A floor's geometry, in one place for the server, the map, the plan editor and the tests (issue
// #37, point 3). Plan units (decisions §18): x right, y down, origin at the plan's top-left corner;
// a floor is `width` × `height` of them. The answers carry a desk's place as map coordinates
// instead (Leaflet CRS.Simple: latitude = the floor's height − y, longitude = x), so converting
// needs the floor's own height, never 600.

export interface Point {
  x: number;
  y: number;
}
export interface Rect extends Point {
  w: number;
  h: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface MapCoordinates {
  latitude: number;
  longitude: number;
}

/** A desk as drawn, in plan units; its place is its centre. */
export const DESK_SIZE = { w: 40, h: 26 } as const;

/** Map coordinates as a plan point. */
export const planPoint = (c: MapCoordinates, height: number): Point => ({ x: c.longitude, y: height - c.latitude });

/** A plan point as map coordinates. */
export const mapCoordinates = (p: Point, height: number): MapCoordinates => ({ latitude: height - p.y, longitude: p.x });

/** A rectangle's centre: where a room's map coordinates put it. */
export const centreOf = (r: Rect): Point => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/** A desk's rectangle around its centre on the plan. */
export const deskRectAround = (p: Point): Rect => ({ x: p.x - DESK_SIZE.w / 2, y: p.y - DESK_SIZE.h / 2, w: DESK_SIZE.w, h: DESK_SIZE.h });

/** A desk's rectangle from the map coordinates of an answer, on a floor of this height. */
export const deskRect = (c: MapCoordinates, height: number): Rect => deskRectAround(planPoint(c, height));

/** Whether a plan point lies inside a rectangle, its edges included. */
export const contains = (r: Rect, p: Point) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

/** The whole of a floor, as a rectangle of plan units (the view a drawing opens on). */
export const wholePlan = (s: Size): Rect => ({ x: 0, y: 0, w: s.width, h: s.height });

/** Where a drawing is on the screen: an element's getBoundingClientRect(), in CSS pixels. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

// An SVG shows its viewBox scaled to fit its box and centred (preserveAspectRatio's default,
// xMidYMid meet): a box wider or taller than the view leaves bands on two sides.
function fit(box: ScreenBox, view: Rect) {
  const scale = Math.min(box.width / view.w, box.height / view.h);
  return { scale, offX: (box.width - view.w * scale) / 2, offY: (box.height - view.h * scale) / 2 };
}

/** CSS pixels per plan unit of a drawing showing `view` in `box`. */
export const screenScale = (box: ScreenBox, view: Rect): number => fit(box, view).scale;

/** The plan point under a point of the screen (a pointer's clientX, clientY). */
export function screenToPlan(client: Point, box: ScreenBox, view: Rect): Point {
  const { scale, offX, offY } = fit(box, view);
  return { x: view.x + (client.x - box.left - offX) / scale, y: view.y + (client.y - box.top - offY) / scale };
}

/** The point of the screen where a plan point is drawn. */
export function planToScreen(p: Point, box: ScreenBox, view: Rect): Point {
  const { scale, offX, offY } = fit(box, view);
  return { x: box.left + offX + (p.x - view.x) * scale, y: box.top + offY + (p.y - view.y) * scale };
}

// Ids (decisions §18): a desk is '<floor>-<n>' ('4-12'), a room 'E<floor>-<nn>' ('E4-01').
const DESK_ID = /^(\d+)-(\d+)$/;
const ROOM_ID = /^E(\d+)-(\d+)$/;

/** A desk's id: its floor, a dash and its number ('4-12'). */
export const deskIdOf = (floor: number, n: number) => `${floor}-${n}`;
/** A room's id: E, its floor, a dash and its number of at least two digits ('E4-01'). */
export const roomIdOf = (floor: number, n: number) => `E${floor}-${String(n).padStart(2, '0')}`;

/** An id's floor and number, their text as written; null for one not of the form. */
export interface ParsedId {
  floor: number;
  number: number;
  /** The number as the id writes it ('012' of '4-012'), for showing. */
  numberText: string;
}

const parse = (re: RegExp, id: string): ParsedId | null => {
  const m = re.exec(id);
  return m ? { floor: Number(m[1]), number: Number(m[2]), numberText: m[2] } : null;
};

/** '4-12' → floor 4, number 12; null for anything else (a room's id, garbage). */
export const parseDeskId = (id: string): ParsedId | null => parse(DESK_ID, id);
/** 'E4-01' → floor 4, number 1; null for anything else. */
export const parseRoomId = (id: string): ParsedId | null => parse(ROOM_ID, id);

/** What a desk shows of its id: its number ('4-12' → '12'); the whole id when it is not a desk's. */
export const deskNumberText = (deskId: string): string => parseDeskId(deskId)?.numberText ?? deskId;

// One past the highest number of the floor's ids (1 on a floor without any); a gap is left as it is.
function nextNumber(ids: readonly string[], floor: number, parseId: (id: string) => ParsedId | null): number {
  let max = 0;
  for (const id of ids) {
    const p = parseId(id);
    if (p && p.floor === floor) max = Math.max(max, p.number);
  }
  return max + 1;
}

/** The number for a new desk of `floor`, its ids among `deskIds` (other floors' and malformed ones ignored). */
export const nextDeskNumber = (deskIds: readonly string[], floor: number) => nextNumber(deskIds, floor, parseDeskId);
/** The number for a new room of `floor`, its ids among `roomIds`. */
export const nextRoomNumber = (roomIds: readonly string[], floor: number) => nextNumber(roomIds, floor, parseRoomId);
