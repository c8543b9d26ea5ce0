import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CLEAR_ALL_PRESS, chipPress } from '../../lib/before-app';
import { takePressBeforeApp } from '../../lib/take-press-before-app';

export interface Chip {
  readonly key: string;
  readonly label: string;
  readonly onRemove: () => void;
}

/** A removal asked for, until the chips show it done: which chip (none: all), at what place. */
interface Removal {
  readonly key: string | null;
  readonly index: number;
  /** The region the chips sit in, whose heading takes the focus once none are left. */
  readonly region: Element | null;
}

/**
 * The active filters, each removable, and one "Clear filters". The button pressed goes with its
 * chip (once the new search is in), so the focus goes on: to the chip that took its place, or
 * the last one, or with none left to the heading of the region they sat in (the results').
 */
export function Chips({
  chips,
  onClearAll,
}: {
  readonly chips: readonly Chip[];
  readonly onClearAll: () => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const removal = useRef<Removal | null>(null);
  const remove = (key: string | null, index: number, then: () => void) => {
    removal.current = { key, index, region: list.current?.closest('section') ?? null };
    then();
  };
  useEffect(() => {
    const asked = removal.current;
    if (!asked) return;
    const done =
      asked.key === null ? chips.length === 0 : !chips.some((chip) => chip.key === asked.key);
    if (!done) return;
    removal.current = null;
    // Only a focus the removal lost: the reader may have gone on elsewhere meanwhile.
    if (document.activeElement && document.activeElement !== document.body) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.chip__remove') ?? [];
    const next = buttons[Math.min(asked.index, buttons.length - 1)];
    if (next) next.focus();
    else asked.region?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }, [chips]);
  // A chip's "×" or "Clear filters" pressed on the server's frame before the app replaced it
  // (src/main.tsx): done once the page has rendered (the router takes no navigation before).
  useEffect(() => {
    if (takePressBeforeApp(CLEAR_ALL_PRESS)) onClearAll();
    else chips.find((_, index) => takePressBeforeApp(chipPress(index)))?.onRemove();
  }, [chips, onClearAll]);
  if (chips.length === 0) return null;
  return (
    <div className="chips" ref={list}>
      <ul aria-label={t`Active filters`}>
        {chips.map((chip, index) => (
          <li key={chip.key} className="chip">
            <span>{chip.label}</span>
            <button
              type="button"
              className="chip__remove"
              aria-label={t`Remove filter: ${chip.label}`}
              onClick={() => remove(chip.key, index, chip.onRemove)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => remove(null, 0, onClearAll)}
      >
        <Trans>Clear filters</Trans>
      </button>
    </div>
  );
}
