import type { InputHTMLAttributes, ReactNode } from 'react';

interface RadioGroupProps {
  readonly legend: ReactNode;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** react-hook-form's `register(name)`: the radios share the name; the checked one's value. */
  readonly input: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
}

/** A few choices, every one in view: one click, where a select takes two. */
export function RadioGroup({ legend, options, input }: RadioGroupProps) {
  return (
    <fieldset className="radio-group">
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__list">
        {options.map((option) => (
          <label key={option.value} className="checkbox">
            <input type="radio" value={option.value} {...input} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
