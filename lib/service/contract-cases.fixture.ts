/**
 * The ODA endpoint contract as data: one row per point of what the real service is known to do
 * (docs/oda.md: #query-language, #errors, #paging, #responses, #service) and of the requests its clients send
 * (docs/oda.md#client-requests).
 *
 * The same table runs against the standalone server (lib/service/contract.test.ts, vitest, tiny store) and
 * against the Next app's `/api` (e2e/api-contract.spec.ts, Playwright, demo store). So no case hard-codes an id
 * of the synthetic data: ids and names a case needs are looked up through the API first (`discoverFacts`), and
 * only the classification lists whose ids are fixed (Afstemningstype 1–4, docs/oda.md#vote-types) are used
 * literally.
 *
 * Framework-neutral on purpose: assertions use node:assert, requests go through a `ContractSend` the runner
 * supplies, and a case's `expect` may send further requests (to compare with another answer) through the context.
 *
 * Encoding: a case's `query` is the query string as a client writes it. `requestUrl` percent-encodes only what
 * cannot travel raw: spaces, non-ASCII and a few reserved characters. Real clients also send raw spaces and raw
 * UTF-8 (docs/oda.md#client-requests), but Node's HTTP parser (behind `next start`) rejects both in a request line, and
 * fetch/Playwright encode them anyway, so over HTTP those patterns are sent percent-encoded. `$` stays literal
 * unless a case writes `%24` itself, so both spellings are exercised.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

// ---------------------------------------------------------------------------------------------------------------
// Types

export interface ContractRequest {
  readonly method?: string;
  /** Path below the service root, e.g. `Sag(5)` or `Akt%C3%B8r`. */
  readonly path: string;
  /** Query string without '?', as a client writes it (see `requestUrl` for what gets encoded). */
  readonly query?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ContractResponse {
  readonly status: number;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The parsed body when it is non-empty JSON. */
  readonly json?: unknown;
}

export type ContractSend = (request: ContractRequest) => Promise<ContractResponse>;

/** Ids and values of the store under test, looked up through the API (see `discoverFacts`). */
export interface ContractFacts {
  readonly sagTotal: number;
  readonly stemmeTotal: number;
  readonly afstemningTotal: number;
  /** id of the 10th Afstemning by id: `id gt` it leaves `afstemningTotal - 10` rows. */
  readonly afstemningTenthId: number;
  /** A vote with more than 100 Stemme rows, and how many it has. */
  readonly bigVote: { readonly id: number; readonly stemmeCount: number };
  /** An actor who voted in `bigVote`. */
  readonly voter: { readonly id: number; readonly navn: string };
  /** A case on at least one meeting's agenda, and those meetings (found through DagsordenspunktSag). */
  readonly agenda: { readonly sagId: number; readonly meetingIds: readonly number[] };
  /** A case with at least one Sagstrin, and one of its steps. */
  readonly sagWithSteps: { readonly sagId: number; readonly sagstrinId: number };
  /** An actor at the `fraaktørid` end of some AktørAktør row. */
  readonly relatedAktørId: number;
  /** A group actor: `tilaktørid` of an AktørAktør row with rolleid 15 (medlem). */
  readonly groupAktørId: number;
  /** The `opdateringsdato` of the median Sag, for the sync pattern. */
  readonly midSagStamp: string;
  /** The year of the first Sag's `opdateringsdato`. */
  readonly sagYear: number;
}

export interface ContractContext {
  /** The service root the runner sends to, ending in '/api/'. */
  readonly base: string;
  readonly facts: ContractFacts;
  readonly send: ContractSend;
}

export interface ContractCase {
  /** `[section of docs/oda.md or of the contract] what is checked`. */
  readonly name: string;
  readonly request: ContractRequest | ((facts: ContractFacts) => ContractRequest);
  readonly expect: (res: ContractResponse, ctx: ContractContext) => void | Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------------
// Transport helpers shared by both runners

/** Percent-encodes what cannot travel raw in a request line; leaves `$`, `%xx`, quotes and parentheses alone. */
export function encodeLoosely(text: string): string {
  return text.replace(/[^\x21-\x7E]|[#"<>`{}|\\^]/gu, (ch) => encodeURIComponent(ch));
}

/** The absolute URL of a request: service root + path + '?' + query, loosely encoded. */
export function requestUrl(base: string, request: ContractRequest): string {
  const query = request.query === undefined ? '' : `?${encodeLoosely(request.query)}`;
  return `${base}${encodeLoosely(request.path)}${query}`;
}

/** Builds a ContractResponse, parsing JSON bodies. */
export function toContractResponse(
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string,
): ContractResponse {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  let json: unknown;
  if (body !== '' && /json/.test(lower['content-type'] ?? '')) {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  return { status, headers: lower, body, json };
}

/** Sends a contract request over HTTP to the service root `base` (no redirects followed). */
export async function sendOverHttp(base: string, request: ContractRequest): Promise<ContractResponse> {
  const res = await fetch(requestUrl(base, request), {
    method: request.method ?? 'GET',
    headers: request.headers,
    redirect: 'manual',
  });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return toContractResponse(res.status, headers, await res.text());
}

/** The context for running the contract against the HTTP service at `base`: its sender and discovered facts. */
export async function httpContractContext(base: string): Promise<ContractContext> {
  const send = (request: ContractRequest) => sendOverHttp(base, request);
  return { base, send, facts: await discoverFacts(send) };
}

export const resolveRequest = (c: ContractCase, facts: ContractFacts): ContractRequest =>
  typeof c.request === 'function' ? c.request(facts) : c.request;

/** Runs one case: resolves its request, sends it and applies the expectation (throws on a broken contract). */
export async function runContractCase(c: ContractCase, ctx: ContractContext): Promise<void> {
  const request = resolveRequest(c, ctx.facts);
  const res = await ctx.send(request);
  await c.expect(res, ctx);
}

// ---------------------------------------------------------------------------------------------------------------
// The metadata document (the model under test): property order and types per entity type

export const METADATA_FILE = path.join(process.cwd(), 'lib', 'model', 'oda-metadata.xml');

export interface MetaProperty {
  readonly name: string;
  readonly type: string;
  readonly nullable: boolean;
}

let metadataText: string | undefined;
let metadataModel: Map<string, MetaProperty[]> | undefined;

export function metadataXml(): string {
  metadataText ??= readFileSync(METADATA_FILE, 'utf8');
  return metadataText;
}

/** Structural properties of an entity type, in `$metadata` declaration order. */
export function metaProperties(type: string): readonly MetaProperty[] {
  if (!metadataModel) {
    metadataModel = new Map();
    for (const m of metadataXml().matchAll(/<EntityType Name="([^"]+)">([\s\S]*?)<\/EntityType>/g)) {
      const props = [
        ...(m[2] ?? '').matchAll(/<Property Name="([^"]+)" Type="([^"]+)"( Nullable="false")?/g),
      ].map((p) => ({ name: p[1] ?? '', type: p[2] ?? '', nullable: p[3] === undefined }));
      metadataModel.set(m[1] ?? '', props);
    }
  }
  const props = metadataModel.get(type);
  assert.ok(props, `entity type ${type} is not in ${METADATA_FILE}`);
  return props;
}

const metaNames = (type: string): string[] => metaProperties(type).map((p) => p.name);

// ---------------------------------------------------------------------------------------------------------------
// Assertion helpers

type Row = Record<string, unknown>;

interface Collection {
  readonly keys: readonly string[];
  readonly metadata: string;
  readonly count: unknown;
  readonly value: readonly Row[];
  readonly nextLink: string | undefined;
}

const MEMBER_ORDER = ['odata.metadata', 'odata.count', 'value', 'odata.nextLink'];

/** What a failing assertion shows of a response. */
function show(res: ContractResponse): string {
  const body = res.body.length > 300 ? `${res.body.slice(0, 300)}…` : res.body;
  return `HTTP ${res.status} ${res.headers['content-type'] ?? '(no content-type)'} ${JSON.stringify(body)}`;
}

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

function expectJsonType(res: ContractResponse): void {
  assert.match(
    res.headers['content-type'] ?? '',
    /^application\/json;odata=minimalmetadata/,
    `JSON content type expected: ${show(res)}`,
  );
}

/** A 200 JSON collection in ODA's member order (`odata.metadata`, `odata.count`, `value`, `odata.nextLink`). */
function collection(res: ContractResponse): Collection {
  assert.equal(res.status, 200, show(res));
  expectJsonType(res);
  const body = res.json;
  assert.ok(isRow(body), `JSON object expected: ${show(res)}`);
  const keys = Object.keys(body);
  assert.deepEqual(
    keys,
    MEMBER_ORDER.filter((k) => keys.includes(k)),
    'members are odata.metadata, [odata.count], value, [odata.nextLink] in that order',
  );
  assert.equal(keys[0], 'odata.metadata');
  const value = body.value;
  assert.ok(Array.isArray(value), 'value is an array');
  assert.ok(value.every(isRow), 'every entry of value is an object');
  const metadata = body['odata.metadata'];
  assert.equal(typeof metadata, 'string');
  const nextLink = body['odata.nextLink'];
  assert.ok(nextLink === undefined || typeof nextLink === 'string');
  return { keys, metadata: metadata as string, count: body['odata.count'], value: value as Row[], nextLink };
}

/** A single-entity answer: `odata.metadata` first, then the properties inline (no `value`). */
function entity(res: ContractResponse): Row {
  assert.equal(res.status, 200, show(res));
  expectJsonType(res);
  assert.ok(isRow(res.json), `JSON object expected: ${show(res)}`);
  assert.equal(Object.keys(res.json)[0], 'odata.metadata');
  assert.ok(!('value' in res.json), 'a single entity has no value wrapper');
  return res.json;
}

const num = (v: unknown, what = 'value'): number => {
  assert.equal(typeof v, 'number', `${what} is a number`);
  return v as number;
};
const str = (v: unknown, what = 'value'): string => {
  assert.equal(typeof v, 'string', `${what} is a string`);
  return v as string;
};
const ids = (rows: readonly Row[]): number[] => rows.map((r) => num(r.id, 'id'));
const rowsOf = (v: unknown, what: string): Row[] => {
  assert.ok(Array.isArray(v) && v.every(isRow), `${what} is an array of objects`);
  return v as Row[];
};
const rowOf = (v: unknown, what: string): Row => {
  assert.ok(isRow(v), `${what} is an object`);
  return v;
};

/** Fails unless `values` is sorted by `compare` (non-decreasing). */
function assertSorted<T>(values: readonly T[], compare: (a: T, b: T) => number, what: string): void {
  for (let i = 1; i < values.length; i++) {
    assert.ok(
      compare(values[i - 1] as T, values[i] as T) <= 0,
      `${what}: ${String(values[i - 1])} before ${String(values[i])}`,
    );
  }
}
const byNumber = (a: number, b: number) => a - b;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function expectStatus(status: number) {
  return (res: ContractResponse) => assert.equal(res.status, status, show(res));
}

/** 400 as the real service answers bad syntax: the status is what is contracted; the body is usually empty. */
const expect400 = expectStatus(400);

function expect4xx(res: ContractResponse): void {
  assert.ok(res.status >= 400 && res.status < 500, `a 4xx status expected: ${show(res)}`);
}

/** 404 for an unknown key: empty body and no Content-Type (docs/oda.md#errors). */
function expectEmpty404(res: ContractResponse): void {
  assert.equal(res.status, 404, show(res));
  assert.equal(res.body, '', 'empty body');
  assert.equal(res.headers['content-type'], undefined, 'no Content-Type');
}

/** 404 for an unknown entity set: IIS's HTML page. */
function expectHtml404(res: ContractResponse): void {
  assert.equal(res.status, 404, show(res));
  assert.match(res.headers['content-type'] ?? '', /^text\/html/);
  assert.match(res.body, /404 - File or directory not found\./);
}

/** 501 with `odata.error` {code:'', message:{lang:'en-US', value}} (docs/oda.md#errors). */
function expect501(res: ContractResponse): void {
  assert.equal(res.status, 501, show(res));
  expectJsonType(res);
  assert.ok(isRow(res.json), show(res));
  assert.deepEqual(Object.keys(res.json), ['odata.error']);
  const error = rowOf(res.json['odata.error'], 'odata.error');
  assert.deepEqual(Object.keys(error), ['code', 'message']);
  assert.equal(error.code, '');
  const message = rowOf(error.message, 'odata.error.message');
  assert.deepEqual(Object.keys(message), ['lang', 'value']);
  assert.equal(message.lang, 'en-US');
  assert.ok(str(message.value).length > 0, 'a message text');
}

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{0,2}[1-9])?$/;

/**
 * Every property of the type present (nulls explicit), in `$metadata` order, each in ODA's JSON form (docs/oda.md#value-formats):
 * Int32 as numbers, Boolean as true/false, DateTime without zone and without trailing fractional zeros.
 */
function expectRecord(type: string, row: Row, { navigations = [] as readonly string[] } = {}): void {
  const props = metaProperties(type);
  assert.deepEqual(
    Object.keys(row),
    [...props.map((p) => p.name), ...navigations],
    `${type}: properties in $metadata order, then expanded navigations`,
  );
  for (const p of props) {
    const v = row[p.name];
    const where = `${type}(${String(row.id)}).${p.name}`;
    if (v === null) {
      assert.ok(p.nullable, `${where} is declared Nullable="false" but is null`);
      continue;
    }
    switch (p.type) {
      case 'Edm.Int32':
      case 'Edm.Int16':
        assert.ok(Number.isInteger(v), `${where} is an integer: ${JSON.stringify(v)}`);
        break;
      case 'Edm.Boolean':
        assert.equal(typeof v, 'boolean', `${where} is true/false: ${JSON.stringify(v)}`);
        break;
      case 'Edm.DateTime':
        assert.match(str(v, where), DATETIME, `${where} in ODA datetime form`);
        break;
      case 'Edm.String':
        assert.equal(typeof v, 'string', `${where} is a string`);
        break;
      default:
        assert.fail(`${where}: unexpected type ${p.type}`);
    }
  }
}

/** Sends a follow-up GET given as `path?query`. */
function get(ctx: ContractContext, pathAndQuery: string): Promise<ContractResponse> {
  const [p, ...q] = pathAndQuery.split('?');
  return ctx.send({ path: p ?? '', query: q.length ? q.join('?') : undefined });
}

/** Follows an absolute nextLink of the server under test. */
function follow(ctx: ContractContext, nextLink: string): Promise<ContractResponse> {
  assert.ok(nextLink.startsWith(ctx.base), `nextLink ${nextLink} is absolute under ${ctx.base}`);
  return get(ctx, decodeURIComponentSafe(nextLink.slice(ctx.base.length)));
}

function decodeURIComponentSafe(s: string): string {
  // Only the path part may carry percent-encoded letters (Akt%C3%B8r); the query stays as written.
  const q = s.indexOf('?');
  const p = q < 0 ? s : s.slice(0, q);
  let decoded = p;
  try {
    decoded = decodeURIComponent(p);
  } catch {
    decoded = p;
  }
  return q < 0 ? decoded : `${decoded}${s.slice(q)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Atom (`$format=xml`)

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => name === 'entry' || name === 'link',
  parseTagValue: false,
});

interface AtomFeed {
  readonly feed: Row;
  readonly entries: Row[];
  readonly links: Row[];
}

function atomFeed(res: ContractResponse): AtomFeed {
  assert.equal(res.status, 200, show(res));
  assert.match(res.headers['content-type'] ?? '', /^application\/atom\+xml;type=feed/);
  const doc = xmlParser.parse(res.body) as Row;
  const feed = rowOf(doc.feed, 'feed');
  assert.equal(feed['@_xmlns'], 'http://www.w3.org/2005/Atom');
  return {
    feed,
    entries: feed.entry === undefined ? [] : rowsOf(feed.entry, 'entries'),
    links: feed.link === undefined ? [] : rowsOf(feed.link, 'links'),
  };
}

function atomProperties(entry: Row): Row {
  const content = rowOf(entry.content, 'entry content');
  return rowOf(content['m:properties'], 'm:properties');
}

// ---------------------------------------------------------------------------------------------------------------
// Discovery: the facts cases need, read through the API itself

async function getJson(send: ContractSend, p: string, query: string): Promise<Collection> {
  const res = await send({ path: p, query });
  return collection(res);
}

/** Looks up, through the API, the ids and values the cases use. Throws when the store lacks what they need. */
export async function discoverFacts(send: ContractSend): Promise<ContractFacts> {
  const countOf = async (p: string, filter?: string): Promise<number> => {
    const q = `${filter ? `$filter=${filter}&` : ''}$inlinecount=allpages&$top=0`;
    return Number((await getJson(send, p, q)).count);
  };
  const sagTotal = await countOf('Sag');
  const stemmeTotal = await countOf('Stemme');
  const afstemningTotal = await countOf('Afstemning');
  assert.ok(sagTotal > 300 && afstemningTotal > 20 && stemmeTotal > 1000, 'the store has enough rows');
  const tenth = await getJson(send, 'Afstemning', '$orderby=id&$skip=9&$top=1&$select=id');
  const afstemningTenthId = num(tenth.value[0]?.id);

  let bigVote: { id: number; stemmeCount: number } | undefined;
  for (const vote of (await getJson(send, 'Afstemning', '$top=20&$select=id')).value) {
    const id = num(vote.id);
    const stemmeCount = await countOf('Stemme', `afstemningid eq ${id}`);
    if (stemmeCount > 100) {
      bigVote = { id, stemmeCount };
      break;
    }
  }
  assert.ok(bigVote, 'a vote with more than 100 Stemme rows');
  const stemme = await getJson(send, 'Stemme', `$filter=afstemningid eq ${bigVote.id}&$expand=Aktør&$top=1`);
  const aktør = rowOf(stemme.value[0]?.Aktør, 'Stemme.Aktør');
  const voter = { id: num(aktør.id), navn: str(aktør.navn) };

  const link = await getJson(send, 'DagsordenspunktSag', '$top=1&$select=sagid');
  const agendaSagId = num(link.value[0]?.sagid);
  const links = await getJson(
    send,
    'DagsordenspunktSag',
    `$filter=sagid eq ${agendaSagId}&$expand=Dagsordenspunkt&$inlinecount=allpages`,
  );
  assert.ok(Number(links.count) <= 100, 'the agenda case has at most one page of agenda links');
  const meetingIds = [
    ...new Set(links.value.map((l) => num(rowOf(l.Dagsordenspunkt, 'Dagsordenspunkt').mødeid))),
  ].sort(byNumber);

  const step = await getJson(send, 'Sagstrin', '$top=1&$select=id,sagid');
  const sagWithSteps = { sagId: num(step.value[0]?.sagid), sagstrinId: num(step.value[0]?.id) };
  const relation = await getJson(send, 'AktørAktør', '$top=1&$select=fraaktørid');
  const relatedAktørId = num(relation.value[0]?.fraaktørid);
  const membership = await getJson(send, 'AktørAktør', '$filter=rolleid eq 15&$top=1&$select=tilaktørid');
  const groupAktørId = num(membership.value[0]?.tilaktørid);
  const mid = await getJson(
    send,
    'Sag',
    `$orderby=opdateringsdato&$skip=${Math.floor(sagTotal / 2)}&$top=1&$select=opdateringsdato`,
  );
  const midSagStamp = str(mid.value[0]?.opdateringsdato);
  const first = await getJson(send, 'Sag', '$top=1&$select=opdateringsdato');
  const sagYear = Number(str(first.value[0]?.opdateringsdato).slice(0, 4));
  return {
    sagTotal,
    stemmeTotal,
    afstemningTotal,
    afstemningTenthId,
    bigVote,
    voter,
    agenda: { sagId: agendaSagId, meetingIds },
    sagWithSteps,
    relatedAktørId,
    groupAktørId,
    midSagStamp,
    sagYear,
  };
}

/** `'…'` as an OData string literal (quotes doubled). */
const lit = (s: string): string => `'${s.replaceAll("'", "''")}'`;
/** An OData string literal percent-encoded, for the query string ('&', '+', '#' in names must not split it). */
const litEnc = (s: string): string => encodeURIComponent(lit(s));

// ---------------------------------------------------------------------------------------------------------------
// The cases

/** Cases for the Afstemningstype comparison operators: its four ids (1–4) are fixed (docs/oda.md#vote-types). */
const comparison = (filter: string, expected: number[]): ContractCase => ({
  name: `[$filter] ${filter} on Afstemningstype → ids ${expected.join(',')}`,
  request: { path: 'Afstemningstype', query: `$filter=${filter}` },
  expect: (res) => assert.deepEqual(ids(collection(res).value), expected),
});

const WRITE_METHODS: readonly [string, string][] = [
  ['POST', 'Sag'],
  ['PUT', 'Sag(1)'],
  ['PATCH', 'Sag(1)'],
  ['DELETE', 'Sag(1)'],
];

const SYNTAX_ERRORS: readonly [string, string][] = [
  ['malformed $filter (missing operand)', '$filter=id eq'],
  ['malformed $filter (unclosed parenthesis)', '$filter=(id eq 1'],
  ['malformed $filter (unterminated string)', "$filter=titel eq 'abc"],
  ['malformed $filter (unknown operator)', '$filter=id equals 1'],
  ['malformed $filter (bad datetime literal)', "$filter=opdateringsdato gt datetime'yesterday'"],
  ['invalid $format', '$format=yaml'],
  ['negative $top', '$top=-1'],
  ['non-numeric $top', '$top=abc'],
  ['fractional $top', '$top=1.5'],
  ['negative $skip', '$skip=-5'],
  ['non-numeric $skip', '$skip=ten'],
  ['invalid $inlinecount', '$inlinecount=some'],
  ['$search (OData 4)', '$search=klima'],
  ['$apply (OData 4)', '$apply=groupby((typeid))'],
  ['$count (OData 4)', '$count=true'],
  ['$compute (OData 4)', '$compute=id add 1 as x'],
  ['malformed $orderby', '$orderby=id sideways'],
  ['malformed $expand', '$expand=Sagstrin,,'],
];

export const CONTRACT_CASES: readonly ContractCase[] = [
  // ---- Response shapes: the JSON collection envelope (docs/oda.md#collections) ---------------------------------------------------
  {
    name: '[Response shapes] collection: odata.metadata first, value, nextLink; JSON light content type',
    request: { path: 'Sag' },
    expect: (res, { base }) => {
      const c = collection(res);
      assert.deepEqual(c.keys, ['odata.metadata', 'value', 'odata.nextLink']);
      assert.equal(c.metadata, `${base}$metadata#Sag`);
      assert.equal(c.value.length, 100);
      assert.equal(res.headers.dataserviceversion, '3.0');
    },
  },
  {
    name: '[Response shapes] rows carry every property in $metadata order, in ODA value forms (docs/oda.md#value-formats)',
    request: { path: 'Sag' },
    expect: (res) => {
      for (const row of collection(res).value) expectRecord('Sag', row);
    },
  },
  ...['Afstemning', 'Stemme', 'Aktør', 'Møde', 'Periode', 'Dagsordenspunkt', 'Sagstrin', 'Dokument'].map(
    (set): ContractCase => ({
      name: `[docs/oda.md#value-formats value formatting] ${set}: Int32 numbers, true/false, ODA datetimes, explicit nulls, field order`,
      request: { path: set, query: '$top=100' },
      expect: (res) => {
        const c = collection(res);
        assert.ok(c.value.length > 0);
        for (const row of c.value) expectRecord(set, row);
      },
    }),
  ),
  {
    name: '[Response shapes] no odata.count without $inlinecount',
    request: { path: 'Sag', query: '$top=3' },
    expect: (res) => assert.deepEqual(collection(res).keys, ['odata.metadata', 'value']),
  },
  {
    name: '[Query options $inlinecount] allpages: odata.count is a string, second member, counts all rows',
    request: { path: 'Sag', query: '$inlinecount=allpages' },
    expect: (res, { facts }) => {
      const c = collection(res);
      assert.deepEqual(c.keys, ['odata.metadata', 'odata.count', 'value', 'odata.nextLink']);
      assert.equal(typeof c.count, 'string');
      assert.match(c.count as string, /^\d+$/);
      assert.equal(c.count, String(facts.sagTotal));
    },
  },
  {
    name: '[Query options $inlinecount] odata.count ignores $top and $skip',
    request: { path: 'Sag', query: '$inlinecount=allpages&$top=5&$skip=10' },
    expect: (res, { facts }) => {
      const c = collection(res);
      assert.equal(c.count, String(facts.sagTotal));
      assert.equal(c.value.length, 5);
      assert.equal(c.nextLink, undefined);
    },
  },
  {
    name: '[Query options $inlinecount] counts the filtered rows',
    request: (f) => ({
      path: 'Stemme',
      query: `$filter=afstemningid eq ${f.bigVote.id}&$inlinecount=allpages`,
    }),
    expect: (res, { facts }) => {
      const c = collection(res);
      assert.equal(c.count, String(facts.bigVote.stemmeCount));
      assert.equal(c.value.length, 100);
    },
  },
  {
    name: '[Query options $inlinecount] none: no odata.count',
    request: { path: 'Sag', query: '$inlinecount=none&$top=2' },
    expect: (res) => assert.deepEqual(collection(res).keys, ['odata.metadata', 'value']),
  },
  {
    name: '[Errors 200] empty result: 200 with value [] (and odata.count "0")',
    request: { path: 'Sag', query: '$filter=id eq -1&$inlinecount=allpages' },
    expect: (res) => {
      const c = collection(res);
      assert.deepEqual(c.value, []);
      assert.equal(c.count, '0');
      assert.equal(c.nextLink, undefined);
    },
  },

  // ---- Paging: $top, $skip, odata.nextLink (docs/oda.md#collections, #paging) ------------------------------------------------------
  {
    name: '[Limits] default page is 100 rows by id, nextLink = request + $skip=100 (absolute)',
    request: { path: 'Sag' },
    expect: (res, { base }) => {
      const c = collection(res);
      const got = ids(c.value);
      assert.equal(got.length, 100);
      assertSorted(got, byNumber, 'default order is by id');
      assert.equal(c.nextLink, `${base}Sag?$skip=100`);
    },
  },
  {
    name: '[Limits] following odata.nextLink gives the next 100 rows',
    request: { path: 'Sag', query: '$select=id' },
    expect: async (res, ctx) => {
      const first = collection(res);
      assert.ok(first.nextLink);
      const second = collection(await follow(ctx, first.nextLink));
      const a = ids(first.value);
      const b = ids(second.value);
      assert.equal(b.length, 100);
      assert.ok((b[0] as number) > (a[a.length - 1] as number), 'the next page continues after the first');
    },
  },
  {
    name: '[Query options $top] $top=5 → 5 rows and no nextLink',
    request: { path: 'Sag', query: '$top=5' },
    expect: (res) => {
      const c = collection(res);
      assert.equal(c.value.length, 5);
      assert.equal(c.nextLink, undefined);
    },
  },
  {
    name: '[Query options $top] $top=100 → 100 rows and no nextLink (the client capped the page)',
    request: { path: 'Sag', query: '$top=100' },
    expect: (res) => {
      const c = collection(res);
      assert.equal(c.value.length, 100);
      assert.equal(c.nextLink, undefined);
    },
  },
  {
    name: '[Query options $top] $top=150 → 100 rows, nextLink with $top=50&$skip=100',
    request: { path: 'Sag', query: '$top=150' },
    expect: (res, { base }) => {
      const c = collection(res);
      assert.equal(c.value.length, 100);
      assert.equal(c.nextLink, `${base}Sag?$top=50&$skip=100`);
    },
  },
  {
    name: '[Limits] $top=1000 (the old cap) returns 100 without error',
    request: { path: 'Sag', query: '$top=1000' },
    expect: (res, { base }) => {
      const c = collection(res);
      assert.equal(c.value.length, 100);
      assert.equal(c.nextLink, `${base}Sag?$top=900&$skip=100`);
    },
  },
  {
    name: '[Query options $top] $top=0 → no rows',
    request: { path: 'Sag', query: '$top=0' },
    expect: (res) => assert.deepEqual(collection(res).value, []),
  },
  {
    name: '[docs/oda.md#collections nextLink] original option order kept, values escaped, old $skip dropped, $skip appended',
    request: { path: 'Sag', query: '$skip=50&$filter=typeid gt 0&$orderby=id desc&$inlinecount=allpages' },
    expect: (res, { base }) => {
      assert.equal(
        collection(res).nextLink,
        `${base}Sag?$filter=typeid%20gt%200&$orderby=id%20desc&$inlinecount=allpages&$skip=150`,
      );
    },
  },
  {
    name: '[docs/oda.md#collections nextLink] $top reduced by 100 in place, $skip appended after custom options',
    request: { path: 'Sag', query: '$top=250&custom=x&$skip=10' },
    expect: (res, { base }) => {
      const c = collection(res);
      assert.equal(c.value.length, 100);
      assert.equal(c.nextLink, `${base}Sag?$top=150&custom=x&$skip=110`);
    },
  },
  {
    name: '[docs/oda.md#collections nextLink] a %24-encoded request gets a nextLink with a literal $',
    request: { path: 'Sag', query: '%24top=150&%24select=id' },
    expect: (res, { base }) =>
      assert.equal(collection(res).nextLink, `${base}Sag?$top=50&$select=id&$skip=100`),
  },
  {
    name: '[Query options] %24top and $top are the same option',
    request: { path: 'Sag', query: '%24top=7' },
    expect: async (res, ctx) => {
      const encoded = ids(collection(res).value);
      const literal = ids(collection(await get(ctx, 'Sag?$top=7')).value);
      assert.equal(encoded.length, 7);
      assert.deepEqual(encoded, literal);
    },
  },
  {
    name: '[Query options] fully percent-encoded options (%24filter, %20, %27) work',
    request: {
      path: 'Afstemningstype',
      query: '%24filter=id%20le%202%20and%20type%20ne%20%27x%27&%24orderby=id%20desc',
    },
    expect: (res) => assert.deepEqual(ids(collection(res).value), [2, 1]),
  },
  {
    name: '[Query options $skip] a deep offset serves the last rows and no nextLink',
    request: (f) => ({ path: 'Stemme', query: `$skip=${f.stemmeTotal - 3}` }),
    expect: (res) => {
      const c = collection(res);
      assert.equal(c.value.length, 3);
      assert.equal(c.nextLink, undefined);
    },
  },
  {
    name: '[Query options $skip] $skip past the end → 200, value []',
    request: (f) => ({ path: 'Stemme', query: `$skip=${f.stemmeTotal + 10}&$inlinecount=allpages` }),
    expect: (res, { facts }) => {
      const c = collection(res);
      assert.deepEqual(c.value, []);
      assert.equal(c.count, String(facts.stemmeTotal));
    },
  },
  {
    name: '[Query options $skip] $skip=2147483647 → 200, value []',
    request: { path: 'Sag', query: '$skip=2147483647' },
    expect: (res) => assert.deepEqual(collection(res).value, []),
  },
  {
    name: '[Query options $skip] $skip with $orderby: page 2 of a sorted walk continues page 1',
    request: { path: 'Sag', query: '$orderby=id desc&$top=10&$skip=10&$select=id' },
    expect: async (res, ctx) => {
      const page2 = ids(collection(res).value);
      const both = ids(collection(await get(ctx, 'Sag?$orderby=id desc&$top=20&$select=id')).value);
      assert.deepEqual(page2, both.slice(10));
    },
  },

  // ---- $filter (docs/oda.md#query-language) ---------------------------------------------------------------------------
  comparison('id eq 2', [2]),
  comparison('id ne 2', [1, 3, 4]),
  comparison('id gt 2', [3, 4]),
  comparison('id ge 2', [2, 3, 4]),
  comparison('id lt 2', [1]),
  comparison('id le 2', [1, 2]),
  comparison('id ge 2 and id le 3', [2, 3]),
  comparison('id eq 1 or id eq 4', [1, 4]),
  comparison('not (id eq 1)', [2, 3, 4]),
  comparison('(id eq 1 or id eq 2) and not (id eq 2)', [1]),
  comparison('id ne null', [1, 2, 3, 4]),
  {
    name: "[$filter] substringof('lov', titel)",
    request: { path: 'Sag', query: "$filter=substringof('lov', titel)&$select=id,titel" },
    expect: (res) => {
      const rows = collection(res).value;
      assert.ok(rows.length > 0);
      for (const r of rows) assert.ok(str(r.titel).toLowerCase().includes('lov'), str(r.titel));
    },
  },
  {
    name: "[$filter] startswith(titel, 'Forslag')",
    request: { path: 'Sag', query: "$filter=startswith(titel,'Forslag')&$select=id,titel" },
    expect: (res) => {
      const rows = collection(res).value;
      assert.ok(rows.length > 0);
      for (const r of rows) assert.ok(str(r.titel).toLowerCase().startsWith('forslag'), str(r.titel));
    },
  },
  {
    name: "[$filter] endswith(titel, '.')",
    request: { path: 'Sag', query: "$filter=endswith(titel,'.')&$select=id,titel&$inlinecount=allpages" },
    expect: async (res, ctx) => {
      const c = collection(res);
      assert.ok(c.value.length > 0);
      for (const r of c.value) assert.ok(str(r.titel).endsWith('.'), str(r.titel));
      const not = collection(
        await get(ctx, "Sag?$filter=not endswith(titel,'.')&$inlinecount=allpages&$top=0"),
      );
      assert.equal(
        Number(c.count) + Number(not.count),
        ctx.facts.sagTotal,
        'endswith and its negation split Sag',
      );
    },
  },
  {
    name: '[$filter] year(opdateringsdato) eq Y',
    request: (f) => ({
      path: 'Sag',
      query: `$filter=year(opdateringsdato) eq ${f.sagYear}&$select=id,opdateringsdato`,
    }),
    expect: (res, { facts }) => {
      const rows = collection(res).value;
      assert.ok(rows.length > 0);
      for (const r of rows) assert.ok(str(r.opdateringsdato).startsWith(`${facts.sagYear}-`));
    },
  },
  {
    name: "[$filter] datetime'…' literal: opdateringsdato ge datetime'<median>'",
    request: (f) => ({
      path: 'Sag',
      query: `$filter=opdateringsdato ge datetime'${f.midSagStamp}'&$select=id,opdateringsdato&$inlinecount=allpages`,
    }),
    expect: (res, { facts }) => {
      const c = collection(res);
      assert.ok(c.value.length > 0);
      for (const r of c.value) assert.ok(str(r.opdateringsdato) >= facts.midSagStamp);
      const count = Number(c.count);
      assert.ok(count > 0 && count < facts.sagTotal, 'the median stamp splits the set');
    },
  },
  {
    name: '[$filter] boolean literal: vedtaget eq true',
    request: { path: 'Afstemning', query: '$filter=vedtaget eq true&$select=id,vedtaget' },
    expect: (res) => {
      const rows = collection(res).value;
      assert.ok(rows.length > 0);
      for (const r of rows) assert.equal(r.vedtaget, true);
    },
  },
  {
    name: '[$filter] eq null: sagstrinid eq null with $expand=Sagstrin gives Sagstrin null (to-one null)',
    request: { path: 'Afstemning', query: '$filter=sagstrinid eq null&$expand=Sagstrin' },
    expect: (res) => {
      const rows = collection(res).value;
      assert.ok(rows.length > 0, 'some votes are not tied to a case step');
      for (const r of rows) {
        assert.equal(r.sagstrinid, null);
        assert.ok('Sagstrin' in r, 'the expanded to-one is present');
        assert.equal(r.Sagstrin, null);
      }
    },
  },
  {
    name: "[$filter] navigation path on Stemme: Aktør/navn eq '…' (with $expand=Aktør)",
    request: (f) => ({
      path: 'Stemme',
      query: `$filter=Aktør/navn eq ${litEnc(f.voter.navn)}&$expand=Aktør&$inlinecount=allpages`,
    }),
    expect: async (res, ctx) => {
      const c = collection(res);
      assert.ok(c.value.length > 0);
      for (const r of c.value) assert.equal(rowOf(r.Aktør, 'Aktør').navn, ctx.facts.voter.navn);
      // Without $expand the same rows come back.
      const plain = await get(
        ctx,
        `Stemme?$filter=Aktør/navn eq ${litEnc(ctx.facts.voter.navn)}&$inlinecount=allpages&$select=id`,
      );
      const p = collection(plain);
      assert.equal(p.count, c.count);
      assert.deepEqual(ids(p.value), ids(c.value));
    },
  },
  {
    name: "[$filter] lambda on Afstemning: Stemme/any(s: s/Aktør/navn eq '…')",
    request: (f) => ({
      path: 'Afstemning',
      query: `$filter=Stemme/any(s: s/Aktør/navn eq ${litEnc(f.voter.navn)})&$select=id&$inlinecount=allpages`,
    }),
    expect: async (res, ctx) => {
      const c = collection(res);
      assert.ok(
        c.value.some((r) => r.id === ctx.facts.bigVote.id),
        'the vote the actor took part in',
      );
      // Every vote returned has a Stemme by that actor; as many votes as that actor has Stemme rows.
      const byActor = collection(
        await get(
          ctx,
          `Stemme?$filter=aktørid eq ${ctx.facts.voter.id}&$inlinecount=allpages&$top=0&$select=afstemningid`,
        ),
      );
      assert.equal(c.count, byActor.count, 'one vote per Stemme of the actor');
      for (const id of ids(c.value).slice(0, 3)) {
        const check = collection(
          await get(
            ctx,
            `Stemme?$filter=afstemningid eq ${id} and aktørid eq ${ctx.facts.voter.id}&$inlinecount=allpages&$top=0`,
          ),
        );
        assert.equal(check.count, '1', `vote ${id} has a Stemme by the actor`);
      }
    },
  },
  {
    name: '[$filter] lambda on Møde: Dagsordenspunkt/any(d:d/sagid eq N) → exactly the meetings with case N',
    request: (f) => ({
      path: 'Møde',
      query: `$filter=Dagsordenspunkt/any(d:d/sagid eq ${f.agenda.sagId})&$select=id&$orderby=id`,
    }),
    expect: (res, { facts }) => {
      const got = ids(collection(res).value);
      assert.ok(got.length > 0);
      assert.deepEqual(got, [...facts.agenda.meetingIds]);
    },
  },
  {
    name: '[docs/oda.md#paging sync] id gt N: only later ids, count = total - 10',
    request: (f) => ({
      path: 'Afstemning',
      query: `$inlinecount=allpages&$filter=id gt ${f.afstemningTenthId}&$select=id`,
    }),
    expect: (res, { facts }) => {
      const c = collection(res);
      assert.equal(c.count, String(facts.afstemningTotal - 10));
      for (const id of ids(c.value)) assert.ok(id > facts.afstemningTenthId);
    },
  },
  {
    name: "[Events / docs/oda.md#paging sync] opdateringsdato gt datetime'…' with $orderby=opdateringsdato",
    request: (f) => ({
      path: 'Sag',
      query: `$orderby=opdateringsdato&$filter=opdateringsdato gt datetime'${f.midSagStamp}'&$inlinecount=allpages&$select=id,opdateringsdato`,
    }),
    expect: (res, { facts }) => {
      const c = collection(res);
      const stamps = c.value.map((r) => str(r.opdateringsdato));
      assert.ok(stamps.length > 0);
      for (const s of stamps) assert.ok(s > facts.midSagStamp, `${s} > ${facts.midSagStamp}`);
      assertSorted(stamps, byText, 'ordered by opdateringsdato');
      assert.ok(Number(c.count) <= facts.sagTotal - Math.floor(facts.sagTotal / 2));
    },
  },
  {
    name: '[Events] opdateringsdato gt datetime … with $orderby=opdateringsdato desc',
    request: (f) => ({
      path: 'Sag',
      query: `$filter=opdateringsdato gt datetime'${f.midSagStamp}'&$orderby=opdateringsdato desc&$select=id,opdateringsdato`,
    }),
    expect: (res) => {
      const stamps = collection(res).value.map((r) => str(r.opdateringsdato));
      assert.ok(stamps.length > 0);
      assertSorted(stamps, (a, b) => byText(b, a), 'descending opdateringsdato');
    },
  },
  {
    name: '[Errors 200] unknown field in $filter → 200, the whole filter ignored (same rows as unfiltered)',
    request: { path: 'Sag', query: '$filter=nosuchfield eq 1&$select=id' },
    expect: async (res, ctx) => {
      const got = ids(collection(res).value);
      const all = ids(collection(await get(ctx, 'Sag?$select=id')).value);
      assert.equal(got.length, 100);
      assert.deepEqual(got, all);
    },
  },
  {
    name: '[Errors 200] unknown field inside a larger $filter → the whole filter ignored',
    request: { path: 'Afstemningstype', query: '$filter=id eq 1 and nosuchfield eq 2' },
    expect: (res) => assert.deepEqual(ids(collection(res).value), [1, 2, 3, 4]),
  },

  // ---- $select (docs/oda.md#selecting-fields) -----------------------------------------------------------------------------------------
  {
    name: '[Query options $select] only the listed fields; metadata URL #Set&$select=…',
    request: { path: 'Periode', query: '$select=id,titel,startdato' },
    expect: (res, { base }) => {
      const c = collection(res);
      assert.equal(c.metadata, `${base}$metadata#Periode&$select=id,titel,startdato`);
      assert.ok(c.value.length > 0);
      const order = metaNames('Periode').filter((n) => ['id', 'titel', 'startdato'].includes(n));
      for (const r of c.value) assert.deepEqual(Object.keys(r), order);
    },
  },
  {
    name: '[Query options $select] Nav/field with $expand: Afstemning $select=id,Møde/titel&$expand=Møde',
    request: { path: 'Afstemning', query: '$select=id,Møde/titel&$expand=Møde&$top=5' },
    expect: (res) => {
      const rows = collection(res).value;
      assert.equal(rows.length, 5);
      for (const r of rows) {
        assert.deepEqual(Object.keys(r), ['id', 'Møde']);
        assert.deepEqual(Object.keys(rowOf(r.Møde, 'Møde')), ['titel']);
      }
    },
  },
  {
    name: '[docs/oda.md#selecting-fields $select] unknown names → all properties',
    request: { path: 'Periode', query: '$select=id,nosuchfield&$top=3' },
    expect: (res) => {
      for (const r of collection(res).value) expectRecord('Periode', r);
    },
  },
  {
    name: '[$select] * → all properties',
    request: { path: 'Periode', query: '$select=*&$top=3' },
    expect: (res) => {
      for (const r of collection(res).value) expectRecord('Periode', r);
    },
  },
  {
    name: '[$select] on a single entity',
    request: (f) => ({ path: `Sag(${f.sagWithSteps.sagId})`, query: '$select=id,titel' }),
    expect: (res, { base, facts }) => {
      const e = entity(res);
      assert.deepEqual(Object.keys(e), ['odata.metadata', 'id', 'titel']);
      assert.equal(e['odata.metadata'], `${base}$metadata#Sag/@Element`);
      assert.equal(e.id, facts.sagWithSteps.sagId);
    },
  },

  // ---- $orderby (docs/oda.md#paging, #query-language; #errors) -----------------------------------------------------------------
  {
    name: '[Query options $orderby] id desc',
    request: { path: 'Sag', query: '$orderby=id desc&$select=id&$top=50' },
    expect: (res) => assertSorted(ids(collection(res).value), (a, b) => b - a, 'descending ids'),
  },
  {
    name: '[Query options $orderby] explicit asc',
    request: { path: 'Periode', query: '$orderby=startdato asc&$select=id,startdato' },
    expect: (res) =>
      assertSorted(
        collection(res).value.map((r) => str(r.startdato)),
        byText,
        'ascending startdato',
      ),
  },
  {
    name: '[Query options $orderby] several keys: typeid, id desc',
    request: { path: 'Sag', query: '$orderby=typeid,id desc&$select=id,typeid' },
    expect: (res) => {
      const rows = collection(res).value.map((r) => [num(r.typeid), num(r.id)] as const);
      assert.equal(rows.length, 100);
      assertSorted(rows, (a, b) => a[0] - b[0] || b[1] - a[1], 'typeid asc, then id desc');
    },
  },
  {
    name: '[docs/oda.md#query-language $orderby] navigation path: Stemme $orderby=Aktør/navn',
    request: (f) => ({
      path: 'Stemme',
      query: `$filter=afstemningid eq ${f.bigVote.id}&$orderby=Aktør/navn desc&$expand=Aktør&$select=id,Aktør/navn`,
    }),
    expect: (res) => {
      const names = collection(res).value.map((r) => str(rowOf(r.Aktør, 'Aktør').navn));
      assert.equal(names.length, 100);
      assertSorted(names, (a, b) => byText(b, a), 'descending Aktør/navn');
    },
  },
  {
    name: '[docs/oda.md#errors] unknown field in $orderby → 400',
    request: { path: 'Sag', query: '$orderby=nosuchfield' },
    expect: expect400,
  },

  // ---- $expand (docs/oda.md#expansions) ---------------------------------------------------------------------------------
  {
    name: '[Query options $expand] to-one as an object after the properties, no odata.* members',
    request: { path: 'Afstemning', query: '$expand=Møde&$top=10' },
    expect: (res) => {
      for (const r of collection(res).value) {
        expectRecord('Afstemning', r, { navigations: ['Møde'] });
        const møde = rowOf(r.Møde, 'Møde');
        assert.equal(møde.id, r.mødeid);
        expectRecord('Møde', møde);
      }
    },
  },
  {
    name: '[Query options $expand] to-many as an array cut at 100 (Afstemning?$expand=Stemme)',
    request: (f) => ({ path: 'Afstemning', query: `$filter=id eq ${f.bigVote.id}&$expand=Stemme` }),
    expect: (res, { facts }) => {
      const [vote] = collection(res).value;
      assert.ok(vote);
      const stemme = rowsOf(vote.Stemme, 'Stemme');
      assert.ok(facts.bigVote.stemmeCount > 100);
      assert.equal(stemme.length, 100, `100 of ${facts.bigVote.stemmeCount} votes`);
      for (const s of stemme) {
        assert.equal(s.afstemningid, facts.bigVote.id);
        expectRecord('Stemme', s);
      }
    },
  },
  {
    name: '[docs/oda.md#expansions $expand] every to-many expansion of a page is cut at 100',
    request: { path: 'Afstemning', query: '$expand=Stemme&$top=5' },
    expect: (res) => {
      const rows = collection(res).value;
      assert.equal(rows.length, 5);
      for (const r of rows) {
        const stemme = rowsOf(r.Stemme, 'Stemme');
        assert.ok(stemme.length <= 100);
        for (const s of stemme) assert.equal(s.afstemningid, r.id);
      }
    },
  },
  {
    name: '[Query options $expand] two levels A/B: Sag $expand=Sagstrin/Afstemning',
    request: (f) => ({
      path: 'Sag',
      query: `$filter=id eq ${f.sagWithSteps.sagId}&$expand=Sagstrin/Afstemning`,
    }),
    expect: (res, { facts }) => {
      const [sag] = collection(res).value;
      assert.ok(sag);
      const steps = rowsOf(sag.Sagstrin, 'Sagstrin');
      assert.ok(steps.some((s) => s.id === facts.sagWithSteps.sagstrinId));
      for (const s of steps) {
        assert.equal(s.sagid, sag.id);
        for (const a of rowsOf(s.Afstemning, 'Sagstrin.Afstemning')) assert.equal(a.sagstrinid, s.id);
      }
    },
  },
  {
    name: '[Limits] expansion deeper than 2 levels (A/B/C) → 400',
    request: { path: 'Sag', query: '$expand=Sagstrin/Afstemning/Stemme' },
    expect: expect400,
  },
  {
    name: '[Limits] the nested form counts levels too: A($expand=B($expand=C)) → 400',
    request: { path: 'Møde', query: '$expand=Dagsordenspunkt($expand=DagsordenspunktSag($expand=Sag))' },
    expect: expect400,
  },
  {
    name: '[Errors 400] unknown $expand relationship → 400',
    request: { path: 'Sag', query: '$expand=NoSuchNavigation' },
    expect: expect400,
  },
  {
    name: '[Errors 400] a property is not an expandable relationship → 400',
    request: { path: 'Sag', query: '$expand=titel' },
    expect: expect400,
  },
  {
    name: '[Query options $expand] nested form Møde $expand=Dagsordenspunkt($expand=DagsordenspunktSag)',
    request: { path: 'Møde', query: '$expand=Dagsordenspunkt($expand=DagsordenspunktSag)&$top=30' },
    expect: (res) => {
      const rows = collection(res).value;
      let links = 0;
      for (const m of rows) {
        for (const d of rowsOf(m.Dagsordenspunkt, 'Dagsordenspunkt')) {
          assert.equal(d.mødeid, m.id);
          const ds = rowsOf(d.DagsordenspunktSag, 'DagsordenspunktSag');
          for (const l of ds) assert.equal(l.dagsordenspunktid, d.id);
          links += ds.length;
        }
      }
      assert.ok(links > 0, 'some agenda items carry their cases');
    },
  },
  {
    name: '[Query options $expand] nested form with %24: Dagsordenspunkt(%24expand=DagsordenspunktSag)',
    request: { path: 'Møde', query: '$expand=Dagsordenspunkt(%24expand=DagsordenspunktSag)&$top=3' },
    expect: (res) => {
      for (const m of collection(res).value)
        for (const d of rowsOf(m.Dagsordenspunkt, 'Dagsordenspunkt'))
          rowsOf(d.DagsordenspunktSag, 'DagsordenspunktSag');
    },
  },
  {
    name: "[Query options $expand] the spec's example Møde $expand=Dagsordenspunkt($expand=Sag): each agenda item's cases through DagsordenspunktSag (alias)",
    request: (f) => ({
      path: 'Møde',
      query: `$filter=id eq ${f.agenda.meetingIds[0]}&$expand=Dagsordenspunkt($expand=Sag)`,
    }),
    expect: async (res, { facts, send }) => {
      const [møde] = collection(res).value;
      assert.ok(møde, show(res));
      const items = rowsOf(møde.Dagsordenspunkt, 'Dagsordenspunkt');
      const seen = new Set<number>();
      for (const d of items) {
        const cases = rowsOf(d.Sag, 'Dagsordenspunkt.Sag');
        for (const c of cases) expectRecord('Sag', c);
        const linked = await getJson(send, 'DagsordenspunktSag', `$filter=dagsordenspunktid eq ${num(d.id)}`);
        const ids = cases.map((c) => num(c.id));
        assert.deepEqual(ids, [...new Set(linked.value.map((l) => num(l.sagid)))].sort(byNumber));
        for (const id of ids) seen.add(id);
      }
      assert.ok(seen.has(facts.agenda.sagId), 'the agenda case is under one of the meeting’s items');
      const slash = await send({
        path: 'Møde',
        query: `$filter=id eq ${facts.agenda.meetingIds[0]}&$expand=Dagsordenspunkt/Sag`,
      });
      assert.equal(slash.body, res.body, 'the nested form and Dagsordenspunkt/Sag answer alike');
    },
  },
  {
    name: '[Query options $expand] Dagsordenspunkt(N)/Sag and Dagsordenspunkt $filter=Sag/any(…) reach the same links (alias)',
    request: (f) => ({
      path: 'Dagsordenspunkt',
      query: `$filter=Sag/any(s: s/id eq ${f.agenda.sagId})&$select=id`,
    }),
    expect: async (res, { facts, send }) => {
      const items = collection(res).value.map((d) => num(d.id));
      const linked = await getJson(send, 'DagsordenspunktSag', `$filter=sagid eq ${facts.agenda.sagId}`);
      assert.deepEqual(items, [...new Set(linked.value.map((l) => num(l.dagsordenspunktid)))].sort(byNumber));
      assert.ok(items.length > 0, 'the agenda case is on some agenda');
      const cases = await getJson(send, `Dagsordenspunkt(${items[0]})/Sag`, '$select=id');
      assert.ok(
        cases.value.some((c) => num(c.id) === facts.agenda.sagId),
        show(res),
      );
    },
  },
  {
    name: '[docs/oda.md#entity-sets Aktør navigation] Aktør $expand=AktørAktør (alias of both relation ends) works',
    request: (f) => ({ path: 'Aktør', query: `$filter=id eq ${f.relatedAktørId}&$expand=AktørAktør` }),
    expect: (res, { facts }) => {
      const [a] = collection(res).value;
      assert.ok(a);
      const rel = rowsOf(a.AktørAktør, 'AktørAktør');
      assert.ok(rel.length > 0);
      for (const r of rel)
        assert.ok(r.fraaktørid === facts.relatedAktørId || r.tilaktørid === facts.relatedAktørId);
    },
  },
  {
    name: '[docs/oda.md#expansions $expand] several comma-separated expansions',
    request: { path: 'Afstemning', query: '$expand=Møde,Afstemningstype,Sagstrin&$top=5' },
    expect: (res) => {
      for (const r of collection(res).value) {
        expectRecord('Afstemning', r, { navigations: ['Møde', 'Afstemningstype', 'Sagstrin'] });
        assert.equal(rowOf(r.Afstemningstype, 'Afstemningstype').id, r.typeid);
      }
    },
  },

  // ---- Single entity (docs/oda.md#single-records) -----------------------------------------------------------------------------------
  {
    name: '[docs/oda.md#single-records single entity] Set(id): #Set/@Element, properties inline in $metadata order',
    request: (f) => ({ path: `Afstemning(${f.bigVote.id})` }),
    expect: (res, { base, facts }) => {
      const e = entity(res);
      assert.equal(e['odata.metadata'], `${base}$metadata#Afstemning/@Element`);
      assert.equal(e.id, facts.bigVote.id);
      const { 'odata.metadata': _m, ...props } = e;
      expectRecord('Afstemning', props);
    },
  },
  {
    name: '[docs/oda.md#single-records single entity] Sag(id) field order = $metadata order',
    request: (f) => ({ path: `Sag(${f.sagWithSteps.sagId})` }),
    expect: (res) => {
      const { 'odata.metadata': _m, ...props } = entity(res);
      expectRecord('Sag', props);
    },
  },
  {
    name: '[docs/oda.md#single-records single entity] Afstemning(id)?$expand=Stemme is cut at 100 too',
    request: (f) => ({ path: `Afstemning(${f.bigVote.id})`, query: '$expand=Stemme' }),
    expect: (res) => assert.equal(rowsOf(entity(res).Stemme, 'Stemme').length, 100),
  },
  {
    name: '[Errors 404] unknown id → 404, empty body, no Content-Type',
    request: { path: 'Sag(2147483647)' },
    expect: expectEmpty404,
  },
  {
    name: '[Errors 404] unknown id with query options → 404 empty',
    request: { path: 'Afstemning(2147483647)', query: '$expand=Stemme&$format=json' },
    expect: expectEmpty404,
  },
  {
    name: '[Errors 404] unknown entity set → 404 text/html',
    request: { path: 'NoSuchSet' },
    expect: expectHtml404,
  },
  {
    name: '[Errors 404] unknown entity set with a key → 404 text/html',
    request: { path: 'NoSuchSet(1)', query: '$top=1' },
    expect: expectHtml404,
  },
  {
    name: '[Errors 404] a path segment that is no valid percent-encoding → 404 text/html',
    request: { path: 'Sag/%E0%A4' },
    expect: expectHtml404,
  },
  {
    name: '[Errors 404] an invalid percent-encoding after a key → 404 text/html',
    request: { path: 'Sag(1)/%FF' },
    expect: expectHtml404,
  },
  {
    name: '[docs/oda.md#errors] /api/$batch → 404',
    request: { path: '$batch' },
    expect: expectStatus(404),
  },
  {
    name: '[docs/oda.md#addresses URL forms] percent-encoded Danish set name Akt%C3%B8r',
    request: { path: 'Akt%C3%B8r', query: '$top=2' },
    expect: (res, { base }) => {
      const c = collection(res);
      assert.equal(c.metadata, `${base}$metadata#Aktør`);
      for (const r of c.value) expectRecord('Aktør', r);
    },
  },
  {
    name: '[docs/oda.md#addresses URL forms] navigation Sag(id)/Sagstrin',
    request: (f) => ({ path: `Sag(${f.sagWithSteps.sagId})/Sagstrin` }),
    expect: (res, { facts }) => {
      const rows = collection(res).value;
      assert.ok(rows.some((r) => r.id === facts.sagWithSteps.sagstrinId));
      for (const r of rows) assert.equal(r.sagid, facts.sagWithSteps.sagId);
    },
  },

  // ---- Versioning ---------------------------------------------------------------------------------------------
  {
    name: '[Versioning] OData-Version: 4.0 → 404',
    request: { path: 'Sag', query: '$top=1', headers: { 'OData-Version': '4.0' } },
    expect: expectStatus(404),
  },
  {
    name: '[Versioning] OData-Version: 3.0 → 200',
    request: { path: 'Sag', query: '$top=1', headers: { 'OData-Version': '3.0' } },
    expect: (res) => assert.equal(collection(res).value.length, 1),
  },
  {
    name: '[docs/oda.md#headers headers] DataServiceVersion: 3.0 and CORS on answers',
    request: { path: 'Periode', query: '$top=1' },
    expect: (res) => {
      collection(res);
      assert.equal(res.headers.dataserviceversion, '3.0');
      assert.equal(res.headers['access-control-allow-origin'], '*');
    },
  },

  // ---- Methods (docs/oda.md#errors: 405, 501) ----------------------------------------------------------------------
  {
    name: '[Errors 405] OPTIONS → 405 with Allow: GET,POST,PUT,PATCH,MERGE,DELETE',
    request: { method: 'OPTIONS', path: 'Sag' },
    expect: (res) => {
      assert.equal(res.status, 405, show(res));
      assert.equal(res.headers.allow, 'GET,POST,PUT,PATCH,MERGE,DELETE');
    },
  },
  ...WRITE_METHODS.map(
    ([method, p]): ContractCase => ({
      name: `[Errors 501] ${method} ${p} → 501 with odata.error`,
      request: { method, path: p, headers: { 'Content-Type': 'application/json' } },
      expect: expect501,
    }),
  ),
  {
    name: '[Errors 501] POST message: creating entities is not supported',
    request: { method: 'POST', path: 'Afstemning' },
    expect: (res) => {
      expect501(res);
      const error = rowOf(rowOf(res.json, 'body')['odata.error'], 'odata.error');
      assert.equal(
        rowOf(error.message, 'message').value,
        'Creating entities is not supported for this entity set.',
      );
    },
  },
  {
    // Under bare `next start` Next answers MERGE itself (400): route handlers cannot receive it. The production
    // server answers `/api` in front of Next (lib/server/api-handler.ts), so MERGE reaches the service there too.
    name: '[Errors 501] MERGE Sag(1) → 501 with odata.error',
    request: { method: 'MERGE', path: 'Sag(1)' },
    expect: expect501,
  },
  {
    name: '[docs/oda.md#service read-only] HEAD → 200 without a body',
    request: { method: 'HEAD', path: 'Sag', query: '$top=1' },
    expect: (res) => {
      assert.equal(res.status, 200, show(res));
      assert.equal(res.body, '');
    },
  },

  // ---- Syntax errors (docs/oda.md#errors: 400) ----------------------------------------------------------------------
  ...SYNTAX_ERRORS.map(
    ([what, query]): ContractCase => ({
      name: `[Errors 400] ${what} → 400`,
      request: { path: 'Sag', query },
      expect: expect400,
    }),
  ),

  // ---- $format ------------------------------------------------------------------------------------------------
  {
    name: '[Query options $format] json → the JSON collection',
    request: { path: 'Periode', query: '$format=json&$top=2' },
    expect: (res) => assert.equal(collection(res).value.length, 2),
  },
  {
    name: '[Query options $format] xml → Atom feed with m:count, entries with d:properties, link rel=next',
    request: { path: 'Sag', query: '$format=xml&$inlinecount=allpages' },
    expect: (res, { base, facts }) => {
      const { feed, entries, links } = atomFeed(res);
      assert.equal(feed['m:count'], String(facts.sagTotal));
      assert.equal(entries.length, 100);
      const first = entries[0];
      assert.ok(first);
      const props = atomProperties(first);
      assert.deepEqual(
        Object.keys(props).filter((k) => k.startsWith('d:')),
        metaNames('Sag').map((n) => `d:${n}`),
        'd:properties in $metadata order',
      );
      const id = rowOf(props['d:id'], 'd:id');
      assert.match(str(id['#text'], 'd:id'), /^\d+$/);
      assert.equal(id['@_m:type'], 'Edm.Int32');
      const next = links.find((l) => l['@_rel'] === 'next');
      assert.ok(next, 'link rel="next"');
      assert.equal(next['@_href'], `${base}Sag?$format=xml&$inlinecount=allpages&$skip=100`);
    },
  },
  {
    name: '[$format=xml] nulls are m:null="true", no next link with $top ≤ 100',
    request: { path: 'Afstemning', query: '$format=xml&$filter=sagstrinid eq null&$top=5' },
    expect: (res) => {
      const { feed, entries, links } = atomFeed(res);
      assert.equal(feed['m:count'], undefined, 'no m:count without $inlinecount');
      assert.ok(entries.length > 0);
      for (const e of entries) {
        const s = rowOf(atomProperties(e)['d:sagstrinid'], 'd:sagstrinid');
        assert.equal(s['@_m:null'], 'true');
      }
      assert.equal(
        links.find((l) => l['@_rel'] === 'next'),
        undefined,
      );
    },
  },
  {
    name: '[docs/oda.md#headers] $format=xml on a single entity → application/atom+xml;type=entry',
    request: (f) => ({ path: `Sag(${f.sagWithSteps.sagId})`, query: '$format=xml' }),
    expect: (res, { facts }) => {
      assert.equal(res.status, 200, show(res));
      assert.match(res.headers['content-type'] ?? '', /^application\/atom\+xml;type=entry/);
      const doc = xmlParser.parse(res.body) as Row;
      const [e] = rowsOf(doc.entry, 'entry');
      assert.ok(e, 'one entry');
      assert.equal(e['@_xmlns'], 'http://www.w3.org/2005/Atom');
      assert.equal(rowOf(atomProperties(e)['d:id'], 'd:id')['#text'], String(facts.sagWithSteps.sagId));
    },
  },

  // ---- $metadata ----------------------------------------------------------------------------------------------
  ...['$metadata', '%24metadata'].map(
    (p): ContractCase => ({
      name: `[Endpoints] ${p} → application/xml, byte-for-byte lib/model/oda-metadata.xml`,
      request: { path: p },
      expect: (res) => {
        assert.equal(res.status, 200, show(res));
        assert.match(res.headers['content-type'] ?? '', /^application\/xml/);
        assert.ok(res.body === metadataXml(), 'the metadata document equals lib/model/oda-metadata.xml');
      },
    }),
  ),

  // ---- Limits: hostile input ----------------------------------------------------------------------------------
  {
    name: '[Limits] a 20,000-character $filter → 4xx',
    request: {
      path: 'Sag',
      query: `$filter=${Array.from({ length: 2000 }, (_, i) => `id eq ${i}`)
        .join(' or ')
        .slice(0, 20_000)}`,
    },
    expect: expect4xx,
  },
  {
    name: '[Limits] a $filter nested 5,000 parentheses deep → 4xx',
    request: { path: 'Sag', query: `$filter=${'('.repeat(5000)}id eq 1${')'.repeat(5000)}` },
    expect: expect4xx,
  },
  {
    name: '[Limits] 500 nested not → 4xx',
    request: { path: 'Sag', query: `$filter=${'not '.repeat(500)}(id eq 1)` },
    expect: expect4xx,
  },

  // ---- Request patterns real clients send (docs/oda.md#client-requests) -------------------------------------------------------------
  {
    name: "[docs/oda.md#client-requests Rust mirror] Sag?$orderby=opdateringsdato&$filter=opdateringsdato gt datetime'2019-03-22T15:45:32.273'&$inlinecount=allpages, then $skip",
    request: {
      path: 'Sag',
      query:
        "$orderby=opdateringsdato&$filter=opdateringsdato gt datetime'2019-03-22T15:45:32.273'&$inlinecount=allpages",
    },
    expect: async (res, ctx) => {
      const c = collection(res);
      const stamps = c.value.map((r) => str(r.opdateringsdato));
      for (const s of stamps) assert.ok(s > '2019-03-22T15:45:32.273');
      assertSorted(stamps, byText, 'ordered by opdateringsdato');
      const page2 = collection(
        await get(
          ctx,
          "Sag?$orderby=opdateringsdato&$filter=opdateringsdato gt datetime'2019-03-22T15:45:32.273'&$inlinecount=allpages&$skip=100",
        ),
      );
      assert.equal(page2.count, c.count);
      const first2 = page2.value[0];
      if (first2) assert.ok(str(first2.opdateringsdato) >= (stamps[stamps.length - 1] ?? ''));
    },
  },
  {
    name: '[docs/oda.md#client-requests Python updater] Afstemning?$inlinecount=allpages&$filter=id gt N, following nextLink to the end',
    request: (f) => ({
      path: 'Afstemning',
      query: `$inlinecount=allpages&$filter=id gt ${f.afstemningTenthId}`,
    }),
    expect: async (res, ctx) => {
      let page = collection(res);
      const total = Number(page.count);
      const seen = ids(page.value);
      for (let hops = 0; page.nextLink && hops < 100; hops++) {
        page = collection(await follow(ctx, page.nextLink));
        seen.push(...ids(page.value));
      }
      assert.equal(page.nextLink, undefined);
      assert.equal(seen.length, total);
      assert.equal(new Set(seen).size, total);
      for (const id of seen) assert.ok(id > ctx.facts.afstemningTenthId);
    },
  },
  {
    name: '[docs/oda.md#client-requests Python updater] Afstemning?$inlinecount=allpages&$filter=id gt 10000 (literal)',
    request: { path: 'Afstemning', query: '$inlinecount=allpages&$filter=id gt 10000' },
    expect: (res) => {
      const c = collection(res);
      for (const id of ids(c.value)) assert.ok(id > 10000);
    },
  },
  {
    name: "[docs/oda.md#client-requests Ruby app] opdateringsdato gt datetime'<ISO, 3 decimals, with offset>'",
    request: {
      path: 'Sag',
      query: "$filter=opdateringsdato gt datetime'2019-03-22T15:45:32.273+01:00'&$select=id",
    },
    expect: (res) => collection(res),
  },
  {
    name: "[docs/oda.md#client-requests Ruby app] opdateringsdato gt datetime'<ISO, 3 decimals>', following nextLink once",
    request: {
      path: 'Sag',
      query: "$filter=opdateringsdato gt datetime'2015-01-01T00:00:00.000'&$select=id",
    },
    expect: async (res, ctx) => {
      const c = collection(res);
      if (c.nextLink) {
        const next = collection(await follow(ctx, c.nextLink));
        assert.ok(next.value.length > 0);
      }
    },
  },
  {
    name: '[docs/oda.md#client-requests Python/Go tools] $top=100&$skip=k*100&$format=json pages until < 100 rows',
    request: { path: 'Afstemning', query: '$top=100&$skip=0&$format=json&$select=id' },
    expect: async (res, ctx) => {
      const seen = ids(collection(res).value);
      let last = seen.length;
      for (let k = 1; last === 100 && k < 100; k++) {
        const page = ids(
          collection(await get(ctx, `Afstemning?$top=100&$skip=${k * 100}&$format=json&$select=id`)).value,
        );
        seen.push(...page);
        last = page.length;
      }
      assert.equal(seen.length, ctx.facts.afstemningTotal);
    },
  },
  {
    name: '[docs/oda.md#client-requests Python ingester] Sag(id)?$expand=Sagstrin/Afstemning,SagAktør,EmneordSag',
    request: (f) => ({
      path: `Sag(${f.sagWithSteps.sagId})`,
      query: '$expand=Sagstrin/Afstemning,SagAktør,EmneordSag',
    }),
    expect: (res) => {
      const e = entity(res);
      const { 'odata.metadata': _m, ...props } = e;
      expectRecord('Sag', props, { navigations: ['Sagstrin', 'SagAktør', 'EmneordSag'] });
      for (const s of rowsOf(e.Sagstrin, 'Sagstrin')) rowsOf(s.Afstemning, 'Sagstrin.Afstemning');
      rowsOf(e.SagAktør, 'SagAktør');
      rowsOf(e.EmneordSag, 'EmneordSag');
    },
  },
  {
    name: '[docs/oda.md#client-requests Python ingester] Aktør?$filter=typeid eq 4 and periodeid eq 163',
    request: { path: 'Aktør', query: '$filter=typeid eq 4 and periodeid eq 163' },
    expect: (res) => {
      for (const r of collection(res).value) {
        assert.equal(r.typeid, 4);
        assert.equal(r.periodeid, 163);
      }
    },
  },
  {
    name: '[docs/oda.md#client-requests Python ingester] AktørAktør?$filter=tilaktørid eq <group> and rolleid eq 15',
    request: (f) => ({
      path: 'AktørAktør',
      query: `$filter=tilaktørid eq ${f.groupAktørId} and rolleid eq 15`,
    }),
    expect: (res, { facts }) => {
      const rows = collection(res).value;
      assert.ok(rows.length > 0);
      for (const r of rows) {
        assert.equal(r.tilaktørid, facts.groupAktørId);
        assert.equal(r.rolleid, 15);
      }
    },
  },
  {
    name: '[docs/oda.md#client-requests Python scraper] fully percent-encoded SagAkt%C3%B8r?%24filter=akt%C3%B8rid%20eq%20…&%24expand=Sag&%24top=100&%24orderby=…',
    request: (f) => ({
      path: 'SagAkt%C3%B8r',
      query: `%24filter=akt%C3%B8rid%20eq%20${f.voter.id}%20and%20opdateringsdato%20ge%20datetime'2000-01-01T00:00:00'&%24expand=Sag&%24top=100&%24orderby=opdateringsdato%20desc`,
    }),
    expect: (res, { facts }) => {
      const c = collection(res);
      const stamps = c.value.map((r) => str(r.opdateringsdato));
      assertSorted(stamps, (a, b) => byText(b, a), 'descending opdateringsdato');
      for (const r of c.value) {
        assert.equal(r.aktørid, facts.voter.id);
        assert.equal(rowOf(r.Sag, 'Sag').id, r.sagid);
      }
      assert.equal(c.nextLink, undefined);
    },
  },
  {
    name: "[docs/oda.md#client-requests Python tools] Periode?$filter=type eq 'samling'&$orderby=startdato desc&$top=5",
    request: { path: 'Periode', query: "$filter=type eq 'samling'&$orderby=startdato desc&$top=5" },
    expect: (res) => {
      const rows = collection(res).value;
      assert.equal(rows.length, 5);
      for (const r of rows) assert.equal(r.type, 'samling');
      assertSorted(
        rows.map((r) => str(r.startdato)),
        (a, b) => byText(b, a),
        'descending startdato',
      );
    },
  },
  {
    name: '[docs/oda.md#client-requests Python tools] Periode?%24select=id,titel,startdato&%24orderby=startdato%20desc&%24top=20',
    request: { path: 'Periode', query: '%24select=id,titel,startdato&%24orderby=startdato%20desc&%24top=20' },
    expect: (res) => {
      const rows = collection(res).value;
      assert.equal(rows.length, 20);
      for (const r of rows) assert.deepEqual(Object.keys(r).sort(), ['id', 'startdato', 'titel']);
    },
  },
  {
    // Sent as Akt%C3%B8r with %20: the 2016 module sent raw UTF-8 and raw spaces, which Node's parser rejects.
    name: '[docs/oda.md#client-requests 2016 module] Aktør?$filter=typeid eq 5 (raw UTF-8 and spaces, sent percent-encoded)',
    request: { path: 'Aktør', query: '$filter=typeid eq 5' },
    expect: (res) => {
      const rows = collection(res).value;
      assert.ok(rows.length > 0);
      for (const r of rows) assert.equal(r.typeid, 5);
    },
  },
  {
    name: '[docs/oda.md#client-requests 2016 module] Sag(id) and Sagstrin(id)',
    request: (f) => ({ path: `Sagstrin(${f.sagWithSteps.sagstrinId})` }),
    expect: async (res, ctx) => {
      const step = entity(res);
      assert.equal(step.id, ctx.facts.sagWithSteps.sagstrinId);
      const sag = entity(await get(ctx, `Sag(${num(step.sagid)})`));
      assert.equal(sag.id, step.sagid);
    },
  },
  {
    name: "[docs/oda.md#client-requests 2016 module] Sag?$filter=nummerprefix eq 'L' or nummerprefix eq 'B'",
    request: {
      path: 'Sag',
      query: "$filter=nummerprefix eq 'L' or nummerprefix eq 'B'&$select=id,nummerprefix",
    },
    expect: (res) => {
      const rows = collection(res).value;
      assert.ok(rows.length > 0);
      for (const r of rows) assert.ok(r.nummerprefix === 'L' || r.nummerprefix === 'B');
    },
  },
  {
    name: '[docs/oda.md#client-requests TypeScript syncer] bare ISO literal opdateringsdato gt 2023-11-25T10:00:00.000Z: lenient 200 or a 400',
    request: {
      path: 'Sag',
      query: '$filter=opdateringsdato gt 2023-11-25T10:00:00.000Z&$select=id,opdateringsdato',
    },
    expect: (res) => {
      if (res.status === 400) return;
      for (const r of collection(res).value) assert.ok(str(r.opdateringsdato) > '2023-11-25T10:00:00');
    },
  },
];
