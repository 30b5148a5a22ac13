// The lazily loaded parts of the map's colleagues (lazy-entries.ts).
export { default as FollowColleague } from './follow-colleague.js';
export { default as MapColleagues } from './map-colleagues.js';
