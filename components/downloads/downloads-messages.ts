import { defineMessages } from '@/lib/i18n/locale';

/** The `/data` page's texts; backticked parts are shown as code (components/ui/CodeText.tsx). */
export const downloadsMessages = defineMessages({
  da: {
    title: 'Hent dataene',
    description:
      'Hele Tingdatas database som én SQLite-fil og hver tabel som CSV, med størrelser, kontrolsummer, hver kolonne beskrevet, kilde og vilkår.',
    intro: 'Hele databasen i én SQLite-fil – eller hver tabel for sig som CSV til et regneark.',
    syntheticLead: 'Syntetiske demodata:',
    synthetic:
      'Filerne her er lavet af Tingdatas generator til demonstration. Det er ikke Folketingets data, og tallene er ikke rigtige.',
    generation: 'Generation {generation}',
    made: 'lavet',
    synced: 'Vores kopi af ODA var sidst opdateret',
    downloadStore: 'Hent hele databasen',
    storeKind: 'SQLite, gzip-komprimeret',
    unpacked: '{size} pakket ud',
    checksum: 'Kontrolsum (SHA-256)',
    check: 'Tjek filen, når den er hentet (på macOS `shasum -a 256 -c`); der skal stå „OK“:',
    onThisPage: 'På siden',
    csvTitle: 'Hver tabel som CSV',
    csvIntro:
      '{count} tabeller, hver som en gzip-komprimeret CSV-fil med kolonnernes navne i første linje. Antallet af rækker er uden den linje.',
    rows: '{n} rækker',
    oneRow: '1 række',
    columnsOf: 'Kolonnerne i {table}',
    columns: 'Kolonner',
    ofTable: 'i {table}',
    useTitle: 'Sådan bruger du filerne',
    useResume:
      'Blev hentningen afbrudt? Så fortsætter `curl -C -`, hvor den slap, i stedet for at begynde forfra:',
    useSqlite:
      'Pak databasen ud, og spørg den med `sqlite3` – eller med DB Browser for SQLite, Python, R eller et andet program, der læser SQLite:',
    useCsv:
      'En CSV-fil pakkes ud med `gunzip` (eller et program som 7-Zip) og åbnes derefter i et regneark eller et analyseprogram. Filerne er UTF-8 med komma mellem felterne og kolonnernes navne i første linje; et tomt felt er en tom værdi (`NULL`), `""` en tom tekst.',
    useApi: 'Skal du kun bruge lidt af dataene, eller vil du holde en kopi ajour? Så brug API’et:',
    apiLink: 'API for udviklere',
    termsTitle: 'Kilde og vilkår',
    termsMirror:
      'Dataene er Folketingets. De kommer fra Folketingets Åbne Data (ODA), som Folketinget udgiver på oda.ft.dk, og står her, som vores kopi havde dem, da filen blev lavet: hentet fra',
    termsUse:
      'Brugen af dataene er underlagt de vilkår, Folketinget giver for sine åbne data. Læs dem hos Folketinget:',
    termsOda: 'Folketingets Åbne Data (oda.ft.dk)',
    termsFt: 'Folketingets side om åbne data',
    attribution: 'Nævn kilden, når du bruger dataene, fx:',
    attributionLine: 'Kilde: Folketingets Åbne Data (oda.ft.dk)',
    ownTables:
      '{tables} er Tingdatas egne tabeller og ikke ODA’s: debatterne i Folketingssalen, som Tingdata har læst fra Folketingets referater, der også udgives på oda.ft.dk.',
    termsSynthetic:
      'Dataene er syntetiske: lavet af Tingdatas generator i ODA’s format. De er ikke Folketingets. Ligesom Tingdatas kode er de udgivet under MIT-licensen.',
    previousTitle: 'Ældre generationer',
    previousIntro:
      'Generationer før den nyeste, som stadig ligger her (de slettes, efterhånden som nye kommer til). Med dem kan en analyse gentages på præcis de samme data.',
    schemaTitle: 'Tabellernes kolonner',
    schemaIntro:
      'Hver tabel og kolonne med ODA’s egen beskrivelse fra `EntitetBeskrivelse` og `KolloneBeskrivelse`. Typen er fra ODA’s datamodel (`$metadata`). Hvor ODA ikke har en beskrivelse, står der det.',
    schemaSynthetic: 'I demodataene er også beskrivelserne syntetiske.',
    tables: 'Tabeller',
    columnCount: '{n} kolonner',
    noDescription: 'ODA har ingen beskrivelse.',
    ownTable: 'Tingdatas egen tabel, som ODA ikke beskriver. Typerne er SQLite’s.',
    mayBeEmpty: 'kan være tom',
    typeInteger: 'heltal',
    typeText: 'tekst',
    typeDateTime: 'dato og tid',
    typeBoolean: 'sand/falsk',
    noneTitle: 'Der er ikke udgivet nogen filer endnu',
    none: 'Filerne laves af den instans, der holder Tingdatas kopi af ODA ajour, og de kommer her, når den første er klar. Indtil da kan alle data hentes fra API’et.',
    unavailableTitle: 'Filerne kan ikke vises lige nu',
    unavailable:
      'Listen over filerne kunne ikke læses. Prøv igen om lidt; indtil da kan alle data hentes fra API’et.',
    noSchema: 'Tabellernes beskrivelse kan ikke vises, før databasen er klar.',
  },
  en: {
    title: 'Download the data',
    description:
      'Tingdata’s whole database as one SQLite file and each table as CSV, with sizes, checksums, every column described, source and terms of use.',
    intro: 'The whole database in one SQLite file – or each table on its own as CSV for a spreadsheet.',
    syntheticLead: 'Synthetic demo data:',
    synthetic:
      'These files were made by Tingdata’s generator for demonstration. They are not the Folketing’s data, and the numbers are not real.',
    generation: 'Generation {generation}',
    made: 'made',
    synced: 'Our copy of ODA was last brought up to date',
    downloadStore: 'Download the whole database',
    storeKind: 'SQLite, gzip-compressed',
    unpacked: '{size} unpacked',
    checksum: 'Checksum (SHA-256)',
    check: 'Check the file once downloaded (on macOS `shasum -a 256 -c`); it should say “OK”:',
    onThisPage: 'On this page',
    csvTitle: 'Each table as CSV',
    csvIntro:
      '{count} tables, each as a gzip-compressed CSV file with the column names on its first line. The row counts leave that line out.',
    rows: '{n} rows',
    oneRow: '1 row',
    columnsOf: 'The columns of {table}',
    columns: 'Columns',
    ofTable: 'of {table}',
    useTitle: 'How to use the files',
    useResume: 'Was the download cut off? `curl -C -` carries on where it stopped instead of starting again:',
    useSqlite:
      'Unpack the database and query it with `sqlite3` – or with DB Browser for SQLite, Python, R or any other program that reads SQLite:',
    useCsv:
      'A CSV file is unpacked with `gunzip` (or a program such as 7-Zip) and then opened in a spreadsheet or an analysis program. The files are UTF-8 with commas between the fields and the column names on the first line; an empty field is no value (`NULL`), `""` an empty text.',
    useApi: 'Need only a little of the data, or want to keep a copy up to date? Use the API:',
    apiLink: 'API for developers',
    termsTitle: 'Source and terms of use',
    termsMirror:
      'The data is the Folketing’s. It comes from Folketingets Åbne Data (ODA), which the Folketing publishes at oda.ft.dk, and is here as our copy had it when the file was made: fetched from',
    termsUse:
      'Using the data is subject to the terms the Folketing gives for its open data. Read them at the Folketing:',
    termsOda: 'Folketingets Åbne Data (oda.ft.dk)',
    termsFt: 'The Folketing’s page on open data (in Danish)',
    attribution: 'Name the source when you use the data, e.g.:',
    attributionLine: 'Source: Folketingets Åbne Data (oda.ft.dk)',
    ownTables:
      '{tables} are Tingdata’s own tables, not ODA’s: the debates in the chamber, which Tingdata has read from the Folketing’s transcripts, also published at oda.ft.dk.',
    termsSynthetic:
      'The data is synthetic: made by Tingdata’s generator in ODA’s format. It is not the Folketing’s. Like Tingdata’s code, it is published under the MIT licence.',
    previousTitle: 'Earlier generations',
    previousIntro:
      'Generations before the newest that are still here (they are deleted as new ones arrive). With them an analysis can be repeated on exactly the same data.',
    schemaTitle: 'The tables’ columns',
    schemaIntro:
      'Every table and column with ODA’s own description from `EntitetBeskrivelse` and `KolloneBeskrivelse` (in Danish). The type is from ODA’s data model (`$metadata`). Where ODA has no description, it says so.',
    schemaSynthetic: 'In the demo data the descriptions are synthetic too.',
    tables: 'Tables',
    columnCount: '{n} columns',
    noDescription: 'ODA gives no description.',
    ownTable: 'Tingdata’s own table, which ODA does not describe. The types are SQLite’s.',
    mayBeEmpty: 'may be empty',
    typeInteger: 'whole number',
    typeText: 'text',
    typeDateTime: 'date and time',
    typeBoolean: 'true/false',
    noneTitle: 'No files have been published yet',
    none: 'The files are made by the instance that keeps Tingdata’s copy of ODA up to date, and appear here once the first is ready. Until then, all the data can be fetched from the API.',
    unavailableTitle: 'The files cannot be shown right now',
    unavailable:
      'The list of files could not be read. Try again shortly; until then, all the data can be fetched from the API.',
    noSchema: 'The tables cannot be described until the database is ready.',
  },
});
