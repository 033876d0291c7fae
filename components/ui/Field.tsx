import type { ReactNode } from 'react';

/** Classes every form control shares (TextField, SelectField): one look; 44 px on touch via globals.css. */
export const FIELD_CONTROL =
  'w-full rounded border border-stone-500 bg-white px-3 py-2 text-base text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-800';

/** The id of a field's hint, which its control names with aria-describedby. */
export const hintId = (id: string): string => `${id}-hjaelp`;

/** A form field's frame: the label for `id`, the control (`children`) and the optional hint below it. */
export function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`space-y-1 ${className ?? ''}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
