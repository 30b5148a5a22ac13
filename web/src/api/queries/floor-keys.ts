// The floors' query keys (decisions §18), apart from their queries (floors.ts): the live updates,
// in every page's shell, refresh the floors by key without carrying the floors' calls.

export const floorKeys = {
  all: ['floors'] as const,
  list: () => [...floorKeys.all, 'list'] as const,
  /** An uploaded plan, by its address (which changes with every upload). */
  plan: (planUrl: string | null) => [...floorKeys.all, 'plan', planUrl] as const,
};
