/**
 * The query options of a read within every cost limit (no lambda, 98 nodes, replace() growing 100 times) that is
 * minutes of work: per vote row it rebuilds the voter's biography nine times at up to a hundred times its length,
 * with the row's own id in the comparison so no index or semi-join can shortcut it. It runs until its deadline
 * stops it. Used by the tests of bounded cost and of the read lanes, and by `npm run bench:load`.
 */
export const SLOW_STEMME_OPTIONS = `?$inlinecount=allpages&$top=1&$filter=${encodeURIComponent(
  Array.from(
    { length: 9 },
    (_, i) => `length(replace(Aktør/biografi,'${'aeiounrstl'[i % 10]}','${'a'.repeat(100)}')) eq id add ${i}`,
  ).join(' or '),
)}`;

/** The same read as a path below the service root: `Stemme?…`. */
export const SLOW_STEMME_QUERY = `Stemme${SLOW_STEMME_OPTIONS}`;
