import { useEffect, useRef, type RefObject } from 'react';

/**
 * A row's Remove button goes with its row, so the focus goes on: to the row that took its
 * place, or the one before, or with none left to the button that adds one. `count` is the
 * rows shown; the focus moves once they are rendered without the row.
 */
export function useRemoveKeepingFocus(
  remove: (index: number) => void,
  count: number,
  focusRow: (index: number) => void,
  addButton: RefObject<HTMLButtonElement | null>,
): (index: number) => void {
  const removed = useRef<number | null>(null);
  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    if (count > 0) focusRow(Math.min(index, count - 1));
    else addButton.current?.focus();
  });
  return (index: number) => {
    removed.current = index;
    remove(index);
  };
}
