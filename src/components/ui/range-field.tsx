import { t } from '@lingui/core/macro';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { FieldError } from './field';

type Input = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

interface RangeFieldProps {
  /** The quantity, e.g. "Price": the inputs are named "Price from" and "Price to". */
  readonly legend: string;
  readonly from: Input;
  readonly to: Input;
  /** Shown under both inputs, e.g. when from > to. */
  readonly error?: string | undefined;
  readonly unit?: ReactNode;
  readonly className?: string;
}

/** A from/to pair. A "from" above its "to" is a field error, never a silent swap. */
export function RangeField({ legend, from, to, error, unit, className }: RangeFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  // A date field shows its format, never a "from"/"to" placeholder: where a narrow layout stacks
  // the pair (`range__word` is hidden otherwise), these words say which end is which.
  const dated = from.type === 'date';
  return (
    <fieldset
      className={`range${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <legend className="field__label">{legend}</legend>
      <div className="range__inputs">
        {dated && (
          <span className="range__word" aria-hidden="true">
            {t`from`}
          </span>
        )}
        <input
          {...from}
          className="input"
          aria-label={t`${legend} from`}
          placeholder={from.placeholder ?? t`from`}
          aria-describedby={errorId}
          aria-invalid={!!error || undefined}
        />
        <span className="range__dash" aria-hidden="true">
          –
        </span>
        {dated && (
          <span className="range__word" aria-hidden="true">
            {t`to`}
          </span>
        )}
        <input
          {...to}
          className="input"
          aria-label={t`${legend} to`}
          placeholder={to.placeholder ?? t`to`}
          aria-describedby={errorId}
          aria-invalid={!!error || undefined}
        />
        {unit}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
