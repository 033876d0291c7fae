/** The notes the search summary may add under its count (components/search/SearchNotes.tsx has their words). */
export type NoteKey =
  | 'short'
  | 'ignored'
  | 'cappedHint'
  | 'browse'
  | 'needWords'
  | 'caseNumber'
  | 'scopeDocuments'
  | 'scopeActors';
