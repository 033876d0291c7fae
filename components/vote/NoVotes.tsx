/** The empty state of a vote list. */
export function NoVotes() {
  return (
    <p className="rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">
      Der er ingen afstemninger i datasættet endnu.
    </p>
  );
}
