/** A removable filter chip as the search pages describe them: `without` is the query less it. */
interface RemovableChip<Q> {
  readonly key: string;
  readonly without: Q;
}

interface DescribedChip<Q> extends RemovableChip<Q> {
  readonly label: string;
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

/** The query's filters as the chips widget shows them, each "×" made by `withoutChip`. */
export function removableChips<Q>(
  describe: (query: Q) => readonly DescribedChip<Q>[],
  query: Q,
  setQuery: (next: (current: Q) => Q) => unknown,
): { key: string; label: string; onRemove: () => void }[] {
  return describe(query).map(({ key, label }) => ({
    key,
    label,
    onRemove: () => void setQuery(withoutChip(describe, key)),
  }));
}
