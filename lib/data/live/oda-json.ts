/** JSON shapes the live reads share: records as the service writes them in an `$expand`. */

/** A case as a link: number and titles (`…&$expand=Sagstrin/Sag`). */
export interface OdaCaseRef {
  readonly id: number;
  readonly nummer: string | null;
  readonly titel: string | null;
  readonly titelkort: string | null;
}
