import { useState } from 'react';

/**
 * A control's own copy of a value the address holds: it shows the reader's choice at once,
 * while the address waits for the data of that choice, and follows the address when that
 * changes (Back, a chip removed). For controls that act at once, like a sort order.
 */
export function useDraft<T>(committed: T): [T, (draft: T) => void] {
  const [state, setState] = useState({ committed, draft: committed });
  let shown = state;
  if (!Object.is(state.committed, committed)) {
    // Adjusting state while rendering, as React documents, instead of an effect's extra pass.
    shown = { committed, draft: committed };
    setState(shown);
  }
  return [shown.draft, (draft) => setState({ committed, draft })];
}
