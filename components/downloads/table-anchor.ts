/** The id of a table's section in the `/data` page's schema (`tabel-Sag`), which the CSV list links to. */
export const tableAnchor = (table: string): string => `tabel-${table}`;
