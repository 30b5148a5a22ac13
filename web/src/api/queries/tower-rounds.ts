import { queryOptions } from '@tanstack/react-query';
import { dayRounds } from '@/api/tower-rounds.js';
import { towerKeys } from './tower.js';

/** Under the tower's keys: whatever refreshes the tower's requests refreshes the rounds too. */
export const roundsKey = (date: string) => [...towerKeys.all, 'rounds', date] as const;

/** A day's rounds (administrators of the tower, decisions §26). */
export const getDayRoundsQueryOptions = (date: string) => queryOptions({ queryKey: roundsKey(date), queryFn: () => dayRounds(date) });
