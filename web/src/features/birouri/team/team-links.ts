// The team's week's ways into the map (decisions §21): the map reads these parameters (its side is
// map/'s); the page only writes them.

const mapAt = (params: Record<string, string>) => `/birouri?${new URLSearchParams(params).toString()}`;

/** The map of that day and floor, at that desk. */
export const deskOnMap = (day: string, floor: number, deskId: string) => mapAt({ zi: day, etaj: String(floor), birou: deskId });

/** The map of that day and floor, with the free desks near a colleague's marked ('Rezervați lângă'). */
export const nearOnMap = (day: string, floor: number, deskId: string) => mapAt({ zi: day, etaj: String(floor), langa: deskId });

/** The page's address (app/router.tsx). */
export const TEAM_PATH = '/birouri/echipa';
