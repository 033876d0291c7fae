import type { ComponentProps, ReactNode } from 'react';
import { FIELD_CONTROL, Field, hintId } from './Field';

/**
 * A labelled text box (text, search or date) with an optional hint that the box names with aria-describedby.
 * Everything else (`name`, `defaultValue` or `value` with `onChange`, `maxLength`, `ref`, …) goes to the input.
 */
export function TextField({
  id,
  label,
  hint,
  className,
  type = 'text',
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <input
        id={id}
        type={type}
        aria-describedby={hint ? hintId(id) : undefined}
        className={FIELD_CONTROL}
        {...input}
      />
    </Field>
  );
}
