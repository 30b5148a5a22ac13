/** What /users/verify answers for the employee Ana (building 1), with any field replaced. */
export const sessionUser = (over: Record<string, unknown> = {}) => ({
  uuid: 'u-1',
  username: 'ana',
  name: 'Ana',
  role: 'user',
  building: '1',
  buildingList: [],
  adminOf: [],
  managerOf: [],
  confirmed: true,
  ...over,
});
