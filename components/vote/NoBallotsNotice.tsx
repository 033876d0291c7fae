const TEXT = {
  heading: 'Ingen enkeltstemmer endnu',
  body: 'Folketinget har endnu ikke offentliggjort, hvordan de enkelte medlemmer stemte. Resultatet og optællingen her kommer fra afstemningens konklusion og feltet vedtaget.',
} as const;

/** Shown when a vote has no Stemme rows (yet): the newest votes often have none. */
export function NoBallotsNotice() {
  return (
    <section
      aria-labelledby="ingen-stemmer"
      className="space-y-1 rounded border-l-4 border-sky-700 bg-sky-50 p-4"
    >
      <h2 id="ingen-stemmer" className="text-lg font-semibold">
        {TEXT.heading}
      </h2>
      <p>{TEXT.body}</p>
    </section>
  );
}
