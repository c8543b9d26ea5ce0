import {
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';

interface FieldFrameProps {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly className?: string;
  readonly children: (ids: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
}

/** Label, control, hint and error, wired together for assistive technology. */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's error, announced when it appears (an alert): focus moving to the field alone
 * would read it only if it were already there. The field names it in aria-describedby.
 */
export function FieldError({
  id,
  message,
}: {
  readonly id: string | undefined;
  readonly message: string | undefined;
}) {
  if (!message) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {message}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly ref?: React.Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          className="input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly ref?: React.Ref<HTMLSelectElement>;
};

export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  // Whether the element being replaced (below) had the focus: its successor takes it, or a
  // reader who had tabbed to the field would find the focus gone (back to the page's start).
  const refocus = useRef(false);
  const attach = (element: HTMLSelectElement) => {
    setRef(ref, element);
    if (refocus.current) element.focus({ preventScroll: true });
    refocus.current = false;
    // Called while the element is still in the page, before React removes it.
    return () => {
      refocus.current = document.activeElement === element;
      setRef(ref, null);
    };
  };
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          ref={attach}
          // Options often arrive after the form has its value (catalogs load on demand); a new
          // element lets the form apply that value once the option exists.
          key={options.length}
          id={id}
          className="input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Gives `element` to a ref of either kind (a form library's callback, or an object). */
function setRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly label: ReactNode;
  readonly ref?: React.Ref<HTMLInputElement>;
}

export function Checkbox({ label, className, ...input }: CheckboxProps) {
  return (
    <label className={`checkbox${className ? ` ${className}` : ''}`}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
