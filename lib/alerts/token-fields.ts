import { ALERTS_REMOVED_PARAM } from '@/lib/routes';

/** The form field every token form posts its token in (as the pages' addresses carry it: lib/routes.ts `t`). */
export const TOKEN_FIELD = 't';
/** The manage page's remove and cadence forms: which follow. */
export const FOLLOW_ID_FIELD = 'folg';
/** The manage page's cadence form: the cadence wanted (lib/alerts/types.ts `Cadence`). */
export const CADENCE_FIELD = 'kadence';

/** The query of a page with a reader's token (lib/routes.ts `alertsConfirmPath`, `alertsManagePath`, …). */
export interface TokenQuery {
  readonly token: string;
  /** The manage page just after a removal (lib/routes.ts `ALERTS_REMOVED_PARAM`). */
  readonly removed: boolean;
}

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/** A token page's query as Next hands it to the page. */
export const tokenQueryFromUrl = (params: Record<string, string | string[] | undefined>): TokenQuery => ({
  token: first(params[TOKEN_FIELD]),
  removed: first(params[ALERTS_REMOVED_PARAM]) === '1',
});
