import 'server-only';
import {
  countActorCases,
  countActorDocuments,
  sagAktoerRoles,
  selectActorCases,
  selectActorDocuments,
} from '@/lib/store/actor-cases';
import { getStore } from '@/lib/store/open-store';
import { nonBlank, toIsoLocalDateTime } from './oda-values';
import type { ActorCase, ActorDocument, ActorListPage } from './types';

export const ACTOR_CASES_PAGE_SIZE = 25;
const MAX_PAGE = 100_000;

/** The SagAktørRolle a committee has on the cases referred to it (oda-reference §2.7). */
export const REFERRED_TO = 'Henvist til';

const pageOf = (page: number) => (Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1);

/**
 * One page of the cases an actor is linked to (`SagAktør`), newest samling first. With `role` (a SagAktørRolle
 * name, e.g. {@link REFERRED_TO}) only the cases where the actor has that role; a role the store does not know
 * gives an empty page rather than every case.
 */
export async function getActorCases(
  actorId: number,
  options: { readonly page?: number; readonly role?: string } = {},
): Promise<ActorListPage<ActorCase>> {
  const db = getStore();
  const roles = sagAktoerRoles(db);
  const page = pageOf(options.page ?? 1);
  const empty = { items: [], total: 0, page, pageSize: ACTOR_CASES_PAGE_SIZE };
  let role: number | null = null;
  if (options.role !== undefined) {
    const found = [...roles].find(([, name]) => name === options.role);
    if (!found) return empty;
    role = found[0];
  }
  const total = countActorCases(db, { actor: actorId, role });
  if (total === 0) return empty;
  const rows = selectActorCases(db, {
    actor: actorId,
    role,
    limit: ACTOR_CASES_PAGE_SIZE,
    offset: (page - 1) * ACTOR_CASES_PAGE_SIZE,
  });
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
  return { items, total, page, pageSize: ACTOR_CASES_PAGE_SIZE };
}

/** One page of the documents an actor is linked to (`DokumentAktør`), newest first. */
export async function getActorDocuments(actorId: number, page = 1): Promise<ActorListPage<ActorDocument>> {
  const db = getStore();
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
  return { items, total, page: current, pageSize: ACTOR_CASES_PAGE_SIZE };
}
