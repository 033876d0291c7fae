/**
 * The example requests the API page links to, below the service root and written as OData writes them (the page
 * percent-encodes them, lib/routes.ts `apiUrl`). None names a record by id, so each answers on the demo data and
 * on a mirror of the real service alike; api-examples.test.ts runs them against a generated store.
 */
export const API_EXAMPLES = [
  ['latestVotes', 'Afstemning?$orderby=id desc&$top=5'],
  ['billWithSteps', 'Sag?$filter=typeid eq 3&$orderby=id desc&$top=1&$expand=Sagstrin'],
  [
    'titleSearch',
    "Sag?$filter=substringof('skat', titel)&$inlinecount=allpages&$select=id,nummer,titelkort&$top=5",
  ],
  ['personByName', "Aktør?$filter=typeid eq 5 and efternavn eq 'Nielsen'&$select=id,navn"],
  ['voteBallots', 'Afstemning?$filter=Stemme/any()&$orderby=id desc&$top=1&$expand=Stemme'],
  [
    'changedSince',
    "Sag?$filter=opdateringsdato gt datetime'2025-01-01T00:00:00'&$orderby=opdateringsdato desc&$top=5",
  ],
  ['nextPage', 'Sag?$skip=100'],
] as const;

export type ApiExampleKey = (typeof API_EXAMPLES)[number][0];
