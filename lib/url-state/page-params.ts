import { firstValid, parsePositiveInt, type SearchParamsInput, toSearchParams } from './search-params';

/** The documents panel's page on a case: `/sag/123?dokside=2#dokumenter`. */
export const CASE_DOCUMENTS_PAGE_PARAM = 'dokside';
/** The cases panel's page on an actor: `/aktoer/5?sager=2#sager`. */
export const ACTOR_CASES_PAGE_PARAM = 'sager';
/** The documents panel's page on an actor: `/aktoer/5?dokumenter=2#dokumenter`. */
export const ACTOR_DOCUMENTS_PAGE_PARAM = 'dokumenter';

/** The highest panel page a URL may ask for. */
const MAX_PANEL_PAGE = 100_000;

/** The page a panel's paging parameter asks for: its first plain positive integer (at most 100,000), else 1. */
export function readPanelPage(input: SearchParamsInput, name: string): number {
  return firstValid(toSearchParams(input), name, (raw) => parsePositiveInt(raw, MAX_PANEL_PAGE)) ?? 1;
}

/** The canonical query of a page with paged panels: each panel's page above 1, in the order named. */
export function panelPagesQuery(input: SearchParamsInput, names: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of names) {
    const page = readPanelPage(input, name);
    if (page > 1) params.set(name, String(page));
  }
  return params;
}

/**
 * A panel's page as a URL state, as the pager takes it (components/ui/Pager.tsx): `path` with the panel's page
 * parameter (left out on page 1) and the panel's `#fragment`, so a link lands on the panel.
 */
export class PanelPage {
  constructor(
    readonly path: string,
    readonly param: string,
    readonly fragment: string,
    readonly page: number,
  ) {}

  withPage(page: number): PanelPage {
    return new PanelPage(this.path, this.param, this.fragment, page);
  }

  toUrl(): string {
    return `${this.path}${this.page > 1 ? `?${this.param}=${this.page}` : ''}#${this.fragment}`;
  }
}
