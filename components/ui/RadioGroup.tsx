/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A labelled group of radio buttons (a fieldset with its legend), each with its label beside it, at least 44 px tall
 * on touch screens (docs/design.md) as CheckboxField's. `idPrefix` makes the buttons' ids unique on the page.
 */
export function RadioGroup({
  idPrefix,
  name,
  legend,
  options,
  defaultValue,
}: {
  idPrefix: string;
  name: string;
  legend: string;
  options: readonly RadioOption[];
  defaultValue: string;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold text-stone-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-5">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${idPrefix}-${option.value}`}
            className="flex cursor-pointer items-center gap-2 text-sm text-stone-900 pointer-coarse:min-h-11"
          >
            <input
              id={`${idPrefix}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              className="size-5 shrink-0 accent-red-800 pointer-coarse:h-11 pointer-coarse:w-6"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
