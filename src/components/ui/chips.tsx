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
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
