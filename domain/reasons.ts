// A refusal's `reason` (decisions §2, docs/decisions.md "Errors"): a stable code beside the
// Romanian message, so that clients never compare display text. A catalogue's reasons are
// its keys under the catalogue's area: DESK_MSG.cancel24h is refused with 'desk.cancel24h'.
export type Reasons<A extends string, C> = { readonly [K in keyof C & string]: `${A}.${K}` };

export function reasonsOf<A extends string, C extends object>(area: A, catalogue: C): Reasons<A, C> {
  return Object.fromEntries(Object.keys(catalogue).map((k) => [k, `${area}.${k}`])) as Reasons<A, C>;
}
