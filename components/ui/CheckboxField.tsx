import type { ComponentProps, ReactNode } from 'react';
import { hintId } from './Field';

/**
 * A checkbox with its label beside it (box and label at least 44 px tall on touch screens, docs/design.md) and an
 * optional hint that the box names with aria-describedby. Everything else (`name`, `value`, `defaultChecked`, …)
 * goes to the input.
 */
export function CheckboxField({
  id,
  label,
  hint,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`space-y-1 ${className ?? ''}`}>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-stone-900 pointer-coarse:min-h-11"
      >
        <input
          id={id}
          type="checkbox"
          aria-describedby={hint ? hintId(id) : undefined}
          className="size-5 shrink-0 accent-red-800 pointer-coarse:h-11 pointer-coarse:w-6"
          {...input}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId(id)} className="text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
