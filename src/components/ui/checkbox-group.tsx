import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxGroupProps {
  readonly legend: ReactNode;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** react-hook-form's `register(name)`: every box shares the name, checked values form an array. */
  readonly input: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  /** Values currently checked, to keep them visible while a filter hides the rest. */
  readonly checked?: readonly string[];
  /** Adds a filter box above long lists. */
  readonly searchable?: boolean;
  readonly loading?: boolean;
  /** The list could not be loaded: said so, with a way to ask again. */
  readonly failed?: { readonly retry: () => void };
  readonly columns?: 1 | 2 | 3;
}

export function CheckboxGroup({
  legend,
  options,
  input,
  checked = [],
  searchable = false,
  loading = false,
  failed,
  columns = 2,
}: CheckboxGroupProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? options.filter(
        (o) => checked.includes(o.value) || o.label.toLocaleLowerCase().includes(needle),
      )
    : options;
  return (
    <fieldset className="checkbox-group">
      <legend className="field__label">{legend}</legend>
      {searchable && (
        <div className="field">
          <label className="visually-hidden" htmlFor={`${id}-filter`}>
            {typeof legend === 'string'
              ? t`Find in ${legend.toLocaleLowerCase()}`
              : t`Find in the list`}
          </label>
          <input
            id={`${id}-filter`}
            className="input"
            type="search"
            placeholder={t`Type to find…`}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      )}
      {loading && <p className="field__hint">{t`Loading…`}</p>}
      <div className={`checkbox-group__list checkbox-group__list--${columns}`}>
        {shown.map((option) => (
          <label key={option.value} className="checkbox">
            <input type="checkbox" value={option.value} {...input} />
            <span>{option.label}</span>
          </label>
        ))}
        {failed ? (
          <p className="field__hint">
            {t`This list could not be loaded.`}{' '}
            <button type="button" className="button button--quiet" onClick={failed.retry}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : (
          !loading &&
          shown.length === 0 && (
            <p className="field__hint">
              {needle ? (
                <Trans>Nothing matches “{filter}”.</Trans>
              ) : (
                <Trans>None to choose from.</Trans>
              )}
            </p>
          )
        )}
      </div>
    </fieldset>
  );
}
