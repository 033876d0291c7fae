/** The look of code inside running text. */
const INLINE_CODE = 'rounded bg-stone-200 px-1 py-0.5 font-mono text-[0.9em]';

/** Code up to this long stays on one line (`Retry-After` is not split at its hyphen); longer code may wrap. */
const UNBROKEN_MAX = 24;

/** A message's parts around its backticks: even indexes are text, odd ones code ('Send `ETag` now' → 3 parts). */
export const splitCode = (text: string): string[] => text.split('`');

/**
 * A message with `backticked` parts shown as code, so message tables can say `$filter` or `Retry-After` in both
 * languages without splitting a sentence into pieces.
 */
export function CodeText({ text }: { text: string }) {
  return (
    <>
      {splitCode(text).map((part, index) =>
        index % 2 === 1 ? (
          <code
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never move.
            key={index}
            className={`${INLINE_CODE} ${part.length <= UNBROKEN_MAX ? 'whitespace-nowrap' : 'break-words'}`}
          >
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
