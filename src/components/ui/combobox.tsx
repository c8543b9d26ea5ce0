import { plural, t } from '@lingui/core/macro';
import { FieldError } from './field';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface ComboboxOption {
  readonly value: string;
  readonly label: string;
}

interface ComboboxProps {
  readonly label: ReactNode;
  readonly options: readonly ComboboxOption[];
  /** The chosen option's value; '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** The label of the "no choice" entry, e.g. "Any make". */
  readonly emptyLabel: string;
  readonly disabled?: boolean;
  readonly loading?: boolean;
  readonly name?: string;
  readonly error?: string | undefined;
  readonly ref?: React.Ref<HTMLInputElement>;
}

const MAX_SHOWN = 80;

/**
 * A searchable select (ARIA 1.2 combobox with a list popup): type to filter, arrows to move,
 * Enter (or Tab, moving on) to choose, Escape to close. For long catalogs (342 makes) where a native select is a
 * wall of options.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  onBlur,
  emptyLabel,
  disabled = false,
  loading = false,
  name,
  error,
  ref,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const selected = options.find((option) => option.value === value);
  const selectedLabel = selected?.label ?? (value && loading ? '' : value ? `#${value}` : '');
  const [text, setText] = useState<string | null>(null); // null: not typing, show the choice
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const { filtered, matchCount } = useMemo(() => {
    const needle = (text ?? '').trim().toLocaleLowerCase();
    const matches = needle
      ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle))
      : options;
    const shown = matches.slice(0, MAX_SHOWN);
    // The choice is always in the list it opens on, even past the first MAX_SHOWN (Toyota is
    // the 300th make): first, after "Any make".
    const chosen = !needle && value ? options.find((option) => option.value === value) : undefined;
    if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
    return {
      filtered: [{ value: '', label: emptyLabel }, ...shown],
      matchCount: matches.length,
    };
  }, [options, text, emptyLabel, value]);
  const hiddenCount = Math.max(0, matchCount - MAX_SHOWN);
  const typed = open && text !== null && text.trim() !== '';

  // Opened at the foot of a phone's filter sheet, the list would show an option and a half
  // above the sheet's Search bar: it comes into view instead.
  useEffect(() => {
    if (!open) return;
    listRef.current?.scrollIntoView({ block: 'nearest' });
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  /** Opens at the choice, highlighted (and so selected for a screen reader), as a select does. */
  const openAtChoice = () => {
    setOpen(true);
    setActive(
      Math.max(
        0,
        filtered.findIndex((option) => option.value === value),
      ),
    );
  };

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setText(null);
    setOpen(false);
  };

  const moveTo = (index: number) => {
    const bounded = Math.max(0, Math.min(filtered.length - 1, index));
    setActive(bounded);
    listRef.current
      ?.querySelector(`[data-index="${bounded}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAtChoice();
        else moveTo(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) moveTo(active - 1);
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          moveTo(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          moveTo(filtered.length - 1);
        }
        break;
      case 'Enter': {
        const option = filtered[active];
        if (open && option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Tab': {
        // What the list's highlight promises (ARIA APG's list autocomplete with automatic
        // selection): text typed with a match highlighted is taken as the focus moves on.
        // Leaving by a click elsewhere still reverts it (onBlur).
        const option = filtered[active];
        if (open && text !== null && text.trim() !== '' && option && option.value !== '')
          choose(option);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        setText(null);
        break;
    }
  };

  const current = open ? filtered[active] : undefined;
  return (
    <div className={`field combobox${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="combobox__control">
        <input
          ref={ref}
          id={id}
          name={name}
          className="input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${id}-option-${active}` : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={!!error || undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={loading ? t`Loading…` : emptyLabel}
          value={text ?? selectedLabel}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(event.target.value.trim() ? 1 : 0);
          }}
          onClick={() => (open ? setOpen(false) : openAtChoice())}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // Typing without choosing: an empty box clears the choice, anything else reverts.
            if (text !== null && text.trim() === '') onChange('');
            setText(null);
            setOpen(false);
            onBlur?.();
          }}
        />
        <span className="combobox__arrow" aria-hidden="true">
          ▾
        </span>
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={`${id}-label`}
        className="combobox__list"
        hidden={!open}
      >
        {open &&
          filtered.map((option, index) => (
            <li
              key={option.value || 'empty'}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              // APG: the highlighted option is the selected one while the list is open;
              // the committed choice is marked for the eye only.
              aria-selected={index === active}
              className={`combobox__option${index === active ? ' combobox__option--active' : ''}${option.value === value ? ' combobox__option--chosen' : ''}`}
              // Keep focus in the input; choose on press.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option.label}
            </li>
          ))}
        {/* Said by the live region below; a listbox holds options only. */}
        {open && filtered.length === 1 && text && (
          <li className="combobox__empty" role="presentation" aria-hidden="true">
            {t`Nothing matches “${text}”`}
          </li>
        )}
        {open && hiddenCount > 0 && (
          <li className="combobox__empty" role="presentation" aria-hidden="true">
            {t`${hiddenCount} more: type to narrow the list`}
          </li>
        )}
      </ul>
      {/* Always in the page, so that a screen reader hears what typing found (not a
          role=status: a form's own status notices stay the only ones). */}
      <div className="visually-hidden" aria-live="polite">
        {typed &&
          (matchCount === 0
            ? t`Nothing matches “${text}”`
            : plural(matchCount, { one: '# option matches', other: '# options match' }))}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
