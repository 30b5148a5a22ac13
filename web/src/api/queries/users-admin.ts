import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { userInfo, usersPage, usersSearch, type UsersPageQuery } from '@/api/users-admin.js';

// The users administration of decisions §9, shared by the consoles of both buildings.

export const userKeys = {
  /** Every users query of the consoles (lists, searches, picked people): one invalidation refreshes them all. */
  all: ['admin-users'] as const,
  page: (query: UsersPageQuery) => [...userKeys.all, 'page', query] as const,
  search: (building: '1' | '2' | null, q: string) => [...userKeys.all, 'search', building, q] as const,
  picked: (uuid: string) => [...userKeys.all, 'picked', uuid] as const,
  /** One user's detail: outside `all`, so that deleting the person does not reload it on its way out. */
  detail: (uuid: string) => ['admin-user', uuid] as const,
};

/** One sorted page of the users the caller administers; the previous page stays on screen while the next loads. */
export const getUsersPageQueryOptions = (query: UsersPageQuery) =>
  queryOptions({ queryKey: userKeys.page(query), queryFn: ({ signal }) => usersPage(query, signal), placeholderData: keepPreviousData });

/** The users a picker's search finds (at most 50), of one building or both. */
export const getUsersSearchQueryOptions = (building: '1' | '2' | undefined, q: string) =>
  queryOptions({
    queryKey: userKeys.search(building ?? null, q),
    queryFn: ({ signal }) => usersSearch({ building, q }, signal),
    placeholderData: keepPreviousData,
  });

/** A person named by uuid in a filter, as a picker shows them; an unknown uuid is not asked again. */
export const getPickedUserQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: userKeys.picked(uuid),
    queryFn: async (): Promise<{ uuid: string; name: string; email?: string }> => {
      const u = await userInfo(uuid);
      return { uuid: u.uuid, name: u.name, email: u.email };
    },
    enabled: uuid !== '',
    staleTime: Infinity,
    retry: false,
  });

/** One user, whole, for a console's detail page; a user gone is not asked again. */
export const getUserDetailQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: userKeys.detail(uuid), queryFn: () => userInfo(uuid), retry: false });
