import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { CLEAR_ALL_PRESS, chipPress } from '../../lib/before-app';
import { takePressBeforeApp } from '../../lib/take-press-before-app';

export interface Chip {
  readonly key: string;
  readonly label: string;
  readonly onRemove: () => void;
}

/** The active filters, each removable, and one "Clear all". */
export function Chips({
  chips,
  onClearAll,
}: {
  readonly chips: readonly Chip[];
  readonly onClearAll: () => void;
}) {
  // A chip's "×" or "Clear all" pressed on the server's frame before the app replaced it
  // (src/main.tsx): done once the page has rendered (the router takes no navigation before).
  useEffect(() => {
    if (takePressBeforeApp(CLEAR_ALL_PRESS)) onClearAll();
    else chips.find((_, index) => takePressBeforeApp(chipPress(index)))?.onRemove();
  }, [chips, onClearAll]);
  if (chips.length === 0) return null;
  return (
    <div className="chips">
      <ul aria-label={t`Active filters`}>
        {chips.map((chip) => (
          <li key={chip.key} className="chip">
            <span>{chip.label}</span>
            <button
              type="button"
              className="chip__remove"
              aria-label={t`Remove filter: ${chip.label}`}
              onClick={chip.onRemove}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--quiet" onClick={onClearAll}>
        <Trans>Clear all</Trans>
      </button>
    </div>
  );
}
