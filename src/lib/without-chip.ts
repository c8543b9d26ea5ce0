/** A removable filter chip as the search pages describe them: `without` is the query less it. */
interface RemovableChip<Q> {
  readonly key: string;
  readonly without: Q;
}

/**
 * A chip's "×" as a change of the query on its way (useSearchQuery's function form): the same
 * filter removed from it, so that a sort or page size chosen a moment before, still loading,
 * is kept. A filter already gone from it leaves it as it is.
 */
export function withoutChip<Q>(
  describe: (query: Q) => readonly RemovableChip<Q>[],
  key: string,
): (current: Q) => Q {
  return (current) => describe(current).find((chip) => chip.key === key)?.without ?? current;
}
