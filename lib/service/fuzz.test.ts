/**
 * Fuzzing the service over a tiny store (no HTTP, reads on this thread): 2,000 random and mutated requests from a
 * deterministic PRNG, and every control character in literals and paths. Whatever the input, the service must
 * answer (never throw), never with a 5xx (except the contracted 501 for write methods), and each answer must come
 * within a generous 2 s: bad input is refused cheaply, not explored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '@/lib/dataset/generate';
import { SCALES } from '@/lib/dataset/scale';
import { openStore, type Store } from '@/lib/store/open-store';
import type { ODataRequest } from './request';
import type { ODataResponse } from './responses';
import type { ReadRunner } from './run-read';
import { answerFromStore, directReads } from './store-service';

const SEED = 0x0da7a;
const CHUNKS = 20;
const PER_CHUNK = 100;
const MAX_MS = 2_000;
const ROOT = 'http://fuzz.invalid/api/';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'MERGE', 'DELETE']);

/** mulberry32: small, fast and deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Valid requests the real clients and the contract send (path?query, `$` literal or `%24`). */
const VALID: readonly string[] = [
  'Sag',
  'Sag?$top=5',
  'Sag?$top=150&$skip=20',
  'Sag?$inlinecount=allpages&$filter=id gt 100',
  "Sag?$orderby=opdateringsdato&$filter=opdateringsdato gt datetime'2019-03-22T15:45:32.273'&$inlinecount=allpages",
  "Sag?$filter=substringof('lov', titel) and startswith(titel,'Forslag')&$select=id,titel",
  "Sag?$filter=endswith(titel,'.') or year(opdateringsdato) eq 2020&$orderby=typeid,id desc",
  "Sag?$filter=nummerprefix eq 'L' or nummerprefix eq 'B'",
  'Sag(1)?$expand=Sagstrin/Afstemning,SagAktør,EmneordSag',
  'Sag(1)/Sagstrin?$top=3',
  'Sag?$expand=Sagstrin/Afstemning&$top=3',
  'Sag?$select=id,titel,Sagstrin/titel&$expand=Sagstrin&$top=4',
  "Stemme?$filter=Aktør/navn eq 'Frank Aaen'&$expand=Aktør",
  'Stemme?$filter=afstemningid eq 1&$orderby=Aktør/navn desc&$expand=Aktør,Stemmetype',
  "Afstemning?$filter=Stemme/any(s: s/Aktør/navn eq 'Frank Aaen')&$inlinecount=allpages",
  'Afstemning?$filter=Stemme/all(s: s/typeid eq 1)&$select=id',
  'Afstemning?$expand=Stemme&$top=2',
  'Afstemning?$expand=Møde/Dagsordenspunkt&$top=2',
  'Afstemning?$format=xml&$inlinecount=allpages&$top=3',
  'Afstemning?$filter=vedtaget eq true and sagstrinid eq null',
  'Møde?$filter=Dagsordenspunkt/any(d:d/sagid eq 5)',
  'Møde?$expand=Dagsordenspunkt($expand=DagsordenspunktSag)&$top=3',
  'M%C3%B8de?%24expand=Dagsordenspunkt(%24expand=DagsordenspunktSag)&%24top=3',
  'Aktør?$expand=AktørAktør&$top=5',
  'Aktør?$filter=typeid eq 4 and periodeid eq 163',
  'AktørAktør?$filter=tilaktørid eq 10 and rolleid eq 15',
  'SagAkt%C3%B8r?%24filter=akt%C3%B8rid%20eq%2012%20and%20opdateringsdato%20ge%20datetime%272025-01-01T00%3A00%3A00%27&%24expand=Sag&%24top=100&%24orderby=opdateringsdato%20desc',
  "Periode?$filter=type eq 'samling'&$orderby=startdato desc&$top=5",
  'Periode?%24select=id,titel,startdato&%24orderby=startdato%20desc&%24top=20',
  'Periode?$select=*&$format=json',
  'Afstemningstype?$filter=not (id eq 1) and (id le 3 or id ge 4)',
  'Dokument?$expand=Fil,DokumentAktør/Aktør&$top=3',
  "Dokument?$filter=month(dato) eq 3 and day(dato) lt 15 and tolower(titel) ne 'x'",
  'Sag?$filter=length(titel) gt 20 and (id add 1) mul 2 gt 10',
  'Sag?$filter=opdateringsdato gt 2023-11-25T10:00:00.000Z',
  '$metadata',
  '%24metadata',
  '',
  'Stemme?$skip=60000&$top=1',
];

const ALPHABET =
  'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$%&=?/(),:\'"*+-._~!#[]{}<>|\\^`@;øæåÆØÅ\u0000\u0001\u0008\t\n\u000b\r\u001b\u001f\u007f\u0085\u00a0\u2028\uFFFD😀\uD800';
const OPTION_NAMES = [
  '$filter',
  '$select',
  '$orderby',
  '$expand',
  '$top',
  '$skip',
  '$inlinecount',
  '$format',
  '$search',
  '$count',
  '$apply',
  '$skiptoken',
  '$Filter',
  '%24filter',
  '$',
  '',
  'x',
  '$expand%28',
];
const VALUES = [
  '99999999999999999999',
  '2147483647',
  '2147483648',
  '-2147483649',
  '1e308',
  'NaN',
  '-0',
  '0x10',
  "datetime'9999-12-31T23:59:59.9999999'",
  "datetime'0001-01-01T00:00:00'",
  "'",
  "''''",
  '(',
  ')',
  'any(',
  'Stemme/any(s:s/Aktør/Stemme/any(t:t/id eq 1))',
  'Sagstrin/Afstemning/Stemme/Aktør',
  'Sag/Sagstrin/Sag/Sagstrin',
  'null',
  'true',
  'xml',
  'allpages',
  '*',
  '/',
  "substringof('',titel)",
  '%',
  '%zz',
  '%C3',
  '%FF%FE',
  '%00',
  "substringof('abc%00def',titel)",
  "substringof('a%01%1F%7Fb',titel)",
  "startswith(titel,'x%00')",
  '%25',
  '%2',
  'é',
  '😀',
  '\uD800',
  'a'.repeat(9000),
  '('.repeat(300),
  'not '.repeat(150),
  Array.from({ length: 400 }, (_, i) => `id eq ${i}`).join(' or '),
];

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const at = (rand: Rand, s: string) => Math.floor(rand() * (s.length + 1));

/** One random edit of a request string. */
function mutate(rand: Rand, s: string): string {
  const i = at(rand, s);
  switch (Math.floor(rand() * 11)) {
    case 0: // delete a character run
      return s.slice(0, i) + s.slice(i + 1 + Math.floor(rand() * 3));
    case 1: // insert a random character
      return s.slice(0, i) + pick(rand, [...ALPHABET]) + s.slice(i);
    case 2: {
      // swap two neighbouring characters
      if (s.length < 2) return s;
      const j = Math.min(i, s.length - 2);
      return s.slice(0, j) + s.charAt(j + 1) + s.charAt(j) + s.slice(j + 2);
    }
    case 3: // replace a number with a hostile one
      return s.replace(/\d+/, pick(rand, VALUES));
    case 4: // add a random option
      return `${s}${s === '' ? '' : '&'}${pick(rand, OPTION_NAMES)}=${pick(rand, VALUES)}`;
    case 5: // % garbage
      return (
        s.slice(0, i) + pick(rand, ['%', '%z', '%C3', '%C3%28', '%FF', '%E2%82', '%%', '%u00f8']) + s.slice(i)
      );
    case 6: // duplicate a slice
      return s.slice(0, i) + s.slice(i, i + 1 + Math.floor(rand() * 20)).repeat(2) + s.slice(i);
    case 7: // truncate
      return s.slice(0, i);
    case 8: // splice in a piece of another valid request
      return (
        s.slice(0, i) + pick(rand, VALID).slice(Math.floor(rand() * 20), Math.floor(rand() * 60)) + s.slice(i)
      );
    case 9: // replace a value after '=' wholesale
      return s.replace(/=[^&]*/, `=${pick(rand, VALUES)}`);
    default: // unicode in names
      return s.replace(/[a-z]/, pick(rand, ['ø', 'Ø', 'ß', 'İ', 'ﬀ', '\u0301', '😀']));
  }
}

function randomString(rand: Rand): string {
  const n = Math.floor(rand() * 80);
  let s = '';
  for (let i = 0; i < n; i++) s += pick(rand, [...ALPHABET]);
  return s;
}

interface FuzzInput {
  readonly method: string;
  readonly target: string;
  readonly odataVersion: string | null;
}

function nextInput(rand: Rand): FuzzInput {
  const roll = rand();
  let target: string;
  if (roll < 0.08) target = randomString(rand);
  else if (roll < 0.16) target = `${pick(rand, VALID).split('?')[0]}?${randomString(rand)}`;
  else {
    // Most edits go to the query string, so most requests get past the entity set name into the parsers.
    const [pathPart = '', ...rest] = pick(rand, VALID).split('?');
    let p = pathPart;
    let q = rest.join('?');
    const edits = 1 + Math.floor(rand() * 4);
    for (let e = 0; e < edits; e++) {
      if (rand() < 0.15) p = mutate(rand, p);
      else q = mutate(rand, q);
    }
    target = q === '' ? p : `${p}?${q}`;
  }
  const m = rand();
  const method =
    m < 0.9
      ? 'GET'
      : pick(rand, ['HEAD', 'POST', 'PUT', 'PATCH', 'MERGE', 'DELETE', 'OPTIONS', 'get', 'BREW', '']);
  const odataVersion = rand() < 0.05 ? pick(rand, ['4.0', '3.0', '4', ' 4.01', 'x', '']) : null;
  return { method, target, odataVersion };
}

/** The request as both transports hand it over: segments below the root, the query string as given. */
function toRequest(input: FuzzInput): ODataRequest {
  const q = input.target.indexOf('?');
  const pathPart = q < 0 ? input.target : input.target.slice(0, q);
  const search = q < 0 ? '' : input.target.slice(q);
  return {
    method: input.method,
    segments: pathPart.split('/').filter((s, i, all) => s !== '' || i < all.length - 1),
    search,
    header: (name) => (name.toLowerCase() === 'odata-version' ? input.odataVersion : null),
  };
}

let dir = '';
let db: Store | undefined;
let reads: ReadRunner | undefined;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tingdata-fuzz-'));
  const file = path.join(dir, 'tiny.sqlite');
  generateDataset({ scale: SCALES.tiny, seed: 3, out: file });
  const store = openStore(file);
  db = store;
  reads = directReads(() => store);
});

async function answer(req: ODataRequest): Promise<ODataResponse> {
  if (!reads) throw new Error('no store');
  return (await answerFromStore(req, ROOT, reads)).response;
}

/** Control characters (C0, DEL, C1, line separators) and a lone surrogate, as they reach the parsers. */
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\uD800',
];

afterAll(() => {
  db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the service under fuzzing', () => {
  const rand = prng(SEED);
  // Inputs are drawn up front so every chunk sees the same requests whatever runs first.
  const chunks = Array.from({ length: CHUNKS }, () =>
    Array.from({ length: PER_CHUNK }, () => nextInput(rand)),
  );

  it('answers every valid seed request with a non-5xx status', async () => {
    for (const target of VALID) {
      const res = await answer(toRequest({ method: 'GET', target, odataVersion: null }));
      expect(res.status, target).toBeLessThan(500);
    }
  });

  chunks.forEach((inputs, n) => {
    it(`requests ${n * PER_CHUNK + 1}–${(n + 1) * PER_CHUNK}: no throw, no 5xx, each under ${MAX_MS} ms`, async () => {
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const input of inputs) {
        const label = `${input.method} ${JSON.stringify(input.target)}${input.odataVersion === null ? '' : ` OData-Version: ${input.odataVersion}`}`;
        const started = performance.now();
        try {
          const res = await answer(toRequest(input));
          const ms = performance.now() - started;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          // Write methods get the contracted 501 (spec "Errors"); nothing else may be a 5xx.
          const ok = WRITE_METHODS.has(input.method.toUpperCase()) ? res.status === 501 : res.status < 500;
          if (!ok) failures.push(`${label} → ${res.status}`);
          if (ms >= MAX_MS) failures.push(`${label} took ${Math.round(ms)} ms`);
        } catch (error) {
          failures.push(
            `${label} threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
          );
        }
      }
      expect(failures).toEqual([]);
      // The mutations must not all be refused at the door: some still reach the data.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    });
  });

  it('answers control characters in literals (full-text columns included) and paths without a 5xx', async () => {
    const failures: string[] = [];
    for (const c of CONTROLS) {
      // Percent-encoded as a client sends it (a lone surrogate as its invalid UTF-8 bytes).
      const raw = c === '\uD800' ? '%ED%A0%80' : encodeURIComponent(c);
      for (const target of [
        `Sag?$filter=substringof('abc${c}def',titel)&$inlinecount=allpages`,
        `Sag?$filter=substringof('abc${raw}def',titel)`,
        `Sag?$filter=substringof('${c}${c}${c}',resume) or startswith(titel,'${raw}')`,
        `Dokument?$filter=substringof('x${raw}yz',titel)`,
        `Sag?$filter=titel eq 'a${raw}'&$orderby=titel`,
        `Afstemning?$filter=Stemme/any(s:substringof('ab${raw}c',s/Aktør/navn))`,
        `Sag?$select=titel${raw}&$expand=Sagstrin${raw}`,
        `Sag(${raw})`,
        `Sag${raw}`,
      ]) {
        const res = await answer(toRequest({ method: 'GET', target, odataVersion: null })).catch(
          (error: unknown) => ({ status: 599, error }),
        );
        if (res.status >= 500) failures.push(`${JSON.stringify(target)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
