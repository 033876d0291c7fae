import { defineMessages } from '@/lib/i18n/locale';
import type { ApiExampleKey } from './api-examples';

/** The API page's texts; backticked parts are shown as code (components/ui/CodeText.tsx). */
export const dataApiMessages = defineMessages({
  da: {
    title: 'API for udviklere',
    description:
      'Hent Folketingets åbne data med et program: Tingdatas /api er en ODA-kompatibel OData 3.0-tjeneste med de samme adresser som oda.ft.dk/api. Eksempler og grænser.',
    intro:
      'Alt, hvad Tingdata viser, kan også hentes af et program fra `/api`: en OData 3.0-tjeneste, som kun kan læses fra, og som er kompatibel med Folketingets Åbne Data (ODA).',
    sameUrls:
      'Adresserne er de samme som på `https://oda.ft.dk/api`, så et script, der bruger ODA, virker her, når du skifter værtsnavnet ud. Der kræves hverken nøgle eller login.',
    bulk: 'Skal du bruge alle data på én gang, så hent hele databasen som én SQLite-fil eller hver tabel som CSV i stedet for at hente side for side:',
    bulkLink: 'Hent dataene',
    serviceTitle: 'Tjenesten',
    root: 'Tjenestens rod: listen over alle entitetssæt, fx `Sag`, `Afstemning`, `Aktør` og `Stemme`.',
    metadata: 'Datamodellen: hvert sæts felter, typer og navigationer som XML (CSDL).',
    format:
      'Svarene er JSON med posterne i `value`; `$format=xml` giver Atom-XML. En enkelt post hentes efter sit id, fx `Sag(123)`. Websider må hente direkte fra browseren (`Access-Control-Allow-Origin: *`).',
    examplesTitle: 'Eksempler',
    examplesIntro:
      'Hvert link åbner tjenestens svar. Adresserne er vist, som OData skrives; browsere og HTTP-biblioteker koder selv mellemrum og æ, ø og å (`%20`, `%C3%B8`).',
    limitsTitle: 'Grænser og svar',
    pages:
      'Et svar har højst {pageSize} poster. Spørger du efter flere (`$top`), eller efter alle, peger `odata.nextLink` sidst i svaret på næste side.',
    cost: 'Forespørgsler, der ville koste for meget, afvises med `400` og en fejl (`odata.error` og headeren `X-Tingdata-Error`), som nævner grænsen og værdien: højst {anyAll} niveau af `any`/`all`, {nodes} led i `$filter`, {orderby} nøgler i `$orderby` og {rows} udfoldede poster pr. svar. `$expand` når højst {depth} niveauer ned, fx `Stemme/Aktør`.',
    deadlineStore:
      'En læsning må tage højst {seconds} sekunder. Bliver den ikke færdig i tide, eller har tjenesten for travlt, er svaret `503` med `Retry-After: {retry}`: vent, og prøv igen.',
    expensive:
      'Opslag efter id og filtre, der finder få poster gennem et indeks (fx `afstemningid eq 123`), venter aldrig på tunge forespørgsler. De tunge — fritekstsøgning, sortering og filtre, der gennemgår det meste af en tabel — deles: hver klient kan have {perClient} kørende ad gangen; en til får straks `429` med `Retry-After: {seconds}`.',
    deadlineLive:
      'Svarene hentes fra Folketingets egen tjeneste gennem vores cache. Svarer den ikke, får du `502` eller `504` eller et ældre svar fra cachen, mærket `Warning: 110`; venter for mange forespørgsler, `503` med `Retry-After: {retry}`.',
    rate: 'Højst {requests} forespørgsler {window} fra samme klient; derover `429` med `Retry-After`.',
    perMinute: 'i minuttet',
    perSeconds: 'pr. {n} sekunder',
    compression: 'Svarene komprimeres med brotli eller gzip, når klienten beder om det i `Accept-Encoding`.',
    caching:
      'Svarene har et `ETag`: send det i `If-None-Match`, så er svaret `304` uden indhold, hvis intet er ændret. `Cache-Control` siger, hvor mange sekunder et svar må genbruges, fx `max-age={listMaxAge}` for lister og `max-age={metadataMaxAge}` for `$metadata`.',
    unknownField:
      'Som hos ODA ignoreres hele `$filter`, hvis det nævner et felt, der ikke findes: svaret er så `200` med alle poster. Stav feltnavne som i `$metadata`.',
  },
  en: {
    title: 'API for developers',
    description:
      'Fetch the Danish Parliament’s open data with a program: Tingdata’s /api is an ODA-compatible OData 3.0 service with the same URLs as oda.ft.dk/api. Examples and limits.',
    intro:
      'Everything Tingdata shows can also be fetched by a program from `/api`: a read-only OData 3.0 service compatible with Folketingets Åbne Data (ODA), the Danish Parliament’s open data.',
    sameUrls:
      'The URLs are the same as at `https://oda.ft.dk/api`, so a script that uses ODA works here once you change the host name. No key or login is needed.',
    bulk: 'Need all the data at once? Download the whole database as one SQLite file, or each table as CSV, instead of fetching it page by page:',
    bulkLink: 'Download the data',
    serviceTitle: 'The service',
    root: 'The service root: the list of every entity set, e.g. `Sag` (case), `Afstemning` (vote), `Aktør` (actor) and `Stemme` (member vote).',
    metadata: 'The data model: every set’s fields, types and navigations as XML (CSDL).',
    format:
      'Answers are JSON with the records in `value`; `$format=xml` gives Atom XML. A single record is fetched by its id, e.g. `Sag(123)`. Web pages may fetch straight from the browser (`Access-Control-Allow-Origin: *`).',
    examplesTitle: 'Examples',
    examplesIntro:
      'Each link opens the service’s answer. The URLs are shown as OData is written; browsers and HTTP libraries encode spaces and letters such as ø themselves (`%20`, `%C3%B8`).',
    limitsTitle: 'Limits and answers',
    pages:
      'An answer holds at most {pageSize} records. When you ask for more (`$top`), or for all, `odata.nextLink` at the end of the answer points to the next page.',
    cost: 'Requests that would cost too much are refused with `400` and an error (`odata.error` and the `X-Tingdata-Error` header) naming the limit and the value: at most {anyAll} level of `any`/`all`, {nodes} nodes in `$filter`, {orderby} keys in `$orderby` and {rows} expanded records per answer. `$expand` reaches at most {depth} levels down, e.g. `Stemme/Aktør`.',
    deadlineStore:
      'A read may take at most {seconds} seconds. When it does not finish in time, or the service is too busy, the answer is `503` with `Retry-After: {retry}`: wait, and try again.',
    expensive:
      'Lookups by id and filters that find few records through an index (e.g. `afstemningid eq 123`) never wait for heavy queries. The heavy ones — text search, sorting and filters that go through most of a table — are shared out: each client may have {perClient} running at a time; one more gets `429` with `Retry-After: {seconds}` at once.',
    deadlineLive:
      'Answers come from the Parliament’s own service through our cache. When it does not answer, you get `502` or `504`, or an older answer from the cache marked `Warning: 110`; when too many requests are waiting, `503` with `Retry-After: {retry}`.',
    rate: 'At most {requests} requests {window} from one client; beyond that, `429` with `Retry-After`.',
    perMinute: 'a minute',
    perSeconds: 'per {n} seconds',
    compression:
      'Answers are compressed with brotli or gzip when the client asks for it in `Accept-Encoding`.',
    caching:
      'Answers carry an `ETag`: send it in `If-None-Match` and the answer is `304` without a body when nothing changed. `Cache-Control` says for how many seconds an answer may be reused, e.g. `max-age={listMaxAge}` for lists and `max-age={metadataMaxAge}` for `$metadata`.',
    unknownField:
      'As at ODA, a `$filter` naming a field that does not exist is ignored as a whole: the answer is `200` with every record. Spell field names as `$metadata` does.',
  },
});

/** One line per example request (api-examples.ts), saying what it asks for. */
export const apiExampleMessages = defineMessages<ApiExampleKey>({
  da: {
    latestVotes: 'De fem nyeste afstemninger, nyeste først.',
    billWithSteps: 'Det nyeste lovforslag (`typeid eq 3`) med alle sine sagstrin (`$expand`).',
    titleSearch:
      'Sager med „skat“ i titlen, kun id, nummer og korttitel; `$inlinecount=allpages` giver det samlede antal i `odata.count`.',
    personByName: 'Personer (`typeid eq 5`) med efternavnet Nielsen: id og navn (`$select`).',
    voteBallots:
      'Den nyeste afstemning med stemmer og hvert medlems stemme (`Stemme`; `typeid` 1 for, 2 imod, 3 fravær, 4 hverken for eller imod).',
    changedSince:
      'Sager ændret efter en dato, senest ændrede først: sådan holder et script sin kopi ajour (tjenesten sender ingen besked om ændringer).',
    nextPage: 'Anden side af alle sager (`$skip`); `odata.nextLink` sidst i svaret peger på den tredje.',
  },
  en: {
    latestVotes: 'The five newest votes, newest first.',
    billWithSteps: 'The newest bill (`typeid eq 3`) with all its steps (`$expand`).',
    titleSearch:
      'Cases with “skat” (tax) in the title, only id, number and short title; `$inlinecount=allpages` adds the total in `odata.count`.',
    personByName: 'People (`typeid eq 5`) with the surname Nielsen: id and name (`$select`).',
    voteBallots:
      'The newest vote with member votes, and each member’s vote (`Stemme`; `typeid` 1 for, 2 against, 3 absent, 4 abstained).',
    changedSince:
      'Cases changed after a date, most recently changed first: how a script keeps its copy up to date (the service sends no change notices).',
    nextPage:
      'The second page of all cases (`$skip`); `odata.nextLink` at the end of the answer points to the third.',
  },
});
