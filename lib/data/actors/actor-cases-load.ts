import { nonBlank, toIsoLocalDateTime } from '@/lib/data/oda-values';
import { paged } from '@/lib/data/paged';
import { storeReads } from '@/lib/data/store-read-source';
import type { Paged } from '@/lib/data/types';
import {
  type ActorCaseRow,
  countActorCases,
  countActorDocuments,
  sagAktoerRoles,
  selectActorCases,
  selectActorDocuments,
} from '@/lib/store/actor-cases';
import type { Store } from '@/lib/store/store';
import type { ActorCase, ActorDocument } from './types';

export const ACTOR_CASES_PAGE_SIZE = 25;
const MAX_PAGE = 100_000;

const pageOf = (page: number) => (Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1);

/** One page of an actor's case rows, their total and the SagAktørRolle names. */
interface CaseRows {
  readonly roles: ReadonlyMap<number, string>;
  readonly total: number;
  readonly rows: readonly ActorCaseRow[];
}

/** Finds a role name's id; undefined for no role asked, null for a name the data does not know. */
function roleId(roles: ReadonlyMap<number, string>, name: string | undefined): number | null | undefined {
  if (name === undefined) return undefined;
  return [...roles].find(([, n]) => n === name)?.[0] ?? null;
}

function caseRows(db: Store, actorId: number, role: string | undefined, offset: number): CaseRows {
  const roles = sagAktoerRoles(db);
  const id = roleId(roles, role);
  if (id === null) return { roles, total: 0, rows: [] };
  const params = { actor: actorId, role: id ?? null };
  const total = countActorCases(db, params);
  const rows = total === 0 ? [] : selectActorCases(db, { ...params, limit: ACTOR_CASES_PAGE_SIZE, offset });
  return { roles, total, rows };
}

/**
 * One page of the cases an actor is linked to (`SagAktør`), newest case first. With `role` (a SagAktørRolle
 * name, e.g. `REFERRED_TO` in actor-cases.ts) only the cases where the actor has that role; a role the data does
 * not know gives an empty page rather than every case. A store read (lib/data/store-read-source.ts), called through
 * `getActorCases` (actor-cases.ts).
 */
export function loadActorCases(
  db: Store,
  actorId: number,
  options: { readonly page?: number; readonly role?: string } = {},
): Paged<ActorCase> {
  const page = pageOf(options.page ?? 1);
  const { roles, total, rows } = caseRows(db, actorId, options.role, (page - 1) * ACTOR_CASES_PAGE_SIZE);
  const items = rows.map(
    (r): ActorCase => ({
      caseId: r.sag_id,
      number: nonBlank(r.nummer),
      title: nonBlank(r.titelkort) ?? nonBlank(r.titel),
      caseType: nonBlank(r.sagstype),
      status: nonBlank(r.sagsstatus),
      periodTitle: nonBlank(r.periode_titel),
      roles: (r.rolle_ids ?? '')
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
        .flatMap((id) => roles.get(id) ?? []),
    }),
  );
  return paged(items, total, page, ACTOR_CASES_PAGE_SIZE);
}

/**
 * One page of the documents an actor is linked to (`DokumentAktør`), newest first. A store read
 * (lib/data/store-read-source.ts), called through `getActorDocuments` (actor-cases.ts).
 */
export function loadActorDocuments(db: Store, actorId: number, page = 1): Paged<ActorDocument> {
  const current = pageOf(page);
  const total = countActorDocuments(db, actorId);
  const rows =
    total === 0
      ? []
      : selectActorDocuments(db, {
          actor: actorId,
          limit: ACTOR_CASES_PAGE_SIZE,
          offset: (current - 1) * ACTOR_CASES_PAGE_SIZE,
        });
  const items = rows.map(
    (r): ActorDocument => ({
      documentId: r.dokument_id,
      title: nonBlank(r.titel),
      date: toIsoLocalDateTime(r.dato),
      documentType: nonBlank(r.dokumenttype),
      role: nonBlank(r.rolle),
      caseId: r.sag_id,
      caseNumber: nonBlank(r.sag_nummer),
      caseTitle: nonBlank(r.sag_titelkort) ?? nonBlank(r.sag_titel),
    }),
  );
  return paged(items, total, current, ACTOR_CASES_PAGE_SIZE);
}

storeReads('lib/data/actors/actor-cases-load.ts', { loadActorCases, loadActorDocuments });
