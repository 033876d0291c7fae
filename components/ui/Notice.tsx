import type { ReactNode } from 'react';

/**
 * The boxes a page sets apart under their own heading: `plain` for an answer (a case's result, how a debate ended),
 * `info` for what is missing from the data, `warning` where the data contradicts itself.
 */
const TONES = {
  plain: 'rounded-lg border border-stone-300 bg-white',
  info: 'rounded border-l-4 border-sky-700 bg-sky-50',
  warning: 'rounded border-l-4 border-amber-600 bg-amber-50 text-stone-950',
} as const;

const SPACING = { tight: 'space-y-1', normal: 'space-y-2', loose: 'space-y-3' } as const;

/** A section boxed in its tone, labelled by its `h2` heading (`id` is the heading's id). */
export function Notice({
  id,
  heading,
  tone,
  spacing = 'normal',
  children,
}: {
  id: string;
  heading: ReactNode;
  tone: keyof typeof TONES;
  spacing?: keyof typeof SPACING;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${SPACING[spacing]} ${TONES[tone]} p-4`}>
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
