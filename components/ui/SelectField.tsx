import type { ComponentProps, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import { FIELD_CONTROL, Field, hintId } from './Field';

/** One choice of a select: the value it sends, the words it shows and, when they are ODA's Danish, `da`. */
export interface SelectOption {
  readonly value: string | number;
  readonly label: string;
  readonly lang?: Locale;
}

/**
 * A labelled select with an optional hint (named by aria-describedby). `any` is a first choice meaning no filter
 * (value ''), then `options`. Everything else (`name`, `defaultValue` or `value` with `onChange`) goes to the select.
 */
export function SelectField({
  id,
  label,
  hint,
  any,
  options,
  className,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  any?: string;
  options: readonly SelectOption[];
  className?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <select id={id} aria-describedby={hint ? hintId(id) : undefined} className={FIELD_CONTROL} {...select}>
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
