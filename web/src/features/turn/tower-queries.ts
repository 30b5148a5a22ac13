import { useQuery } from '@tanstack/react-query';
import { getMyCars, getMyReservations, getTowerHours, towerKeys } from '../../api/tower.js';
import { useUser } from '../auth/session.js';

// The data the tower pages share, cached by react-query under towerKeys.

export function useTowerHours() {
  return useQuery({ queryKey: towerKeys.config, queryFn: getTowerHours, staleTime: 60_000 });
}

export function useMyCars() {
  return useQuery({ queryKey: towerKeys.cars, queryFn: getMyCars });
}

export function useMyReservations() {
  const user = useUser();
  return useQuery({ queryKey: towerKeys.reservations(user.uuid), queryFn: () => getMyReservations(user.uuid) });
}
