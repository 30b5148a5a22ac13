/** How often an open map of today asks again (the live updates of decisions §14 will say it at once). A module of its own: e2e/released-desk.spec.ts waits by it and cannot import the worded today-map.ts. */
export const TODAY_REFRESH_MS = 30_000;
