import { Fragment, type ReactNode } from 'react';

/**
 * Facts in a row separated by ' · ' — like `parts.filter(Boolean).join(' · ')`, for parts that are elements (a term
 * marked `lang="da"`, a date in `<time>`). Empty parts (null, false, '') are left out.
 */
export function DotList({ parts }: { parts: readonly ReactNode[] }) {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '');
  return (
    <>
      {shown.map((part, i) => (
        // The parts have no identity but their place: the list is rebuilt whole on every render.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
