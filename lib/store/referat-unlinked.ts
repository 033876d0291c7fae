import { prepared } from './prepared';

/**
 * The debates' rows that are not linked to ODA yet, and the updates that link them when ODA's rows arrive later
 * (lib/referat/relink-sittings.ts). Each read searches the link column's index for null (REFERAT_INDEX_DDL in
 * lib/store/referat-schema.ts), so it costs what is unlinked, not the whole corpus.
 */

export const selectUnlinkedSittings = prepared<
  [],
  { id: number; samling: string; nummer: number; dato: string }
>('SELECT id, samling, nummer, dato FROM "_referat_moede" WHERE moedeid IS NULL');

export const linkSitting = prepared<[number, number], void>(
  'UPDATE "_referat_moede" SET moedeid = ? WHERE id = ? AND moedeid IS NULL',
);

/** Items lacking their Dagsordenspunkt, or a case number's Sag, with their sitting's keys. */
export const selectUnlinkedItems = prepared<
  [],
  {
    id: number;
    nummer: string;
    undernummer: string | null;
    sagsnummer: string | null;
    dagsordenspunktid: number | null;
    sagid: number | null;
    samling: string;
    moedenummer: number;
    dato: string;
  }
>(`
SELECT p.id, p.nummer, p.undernummer, p.sagsnummer, p.dagsordenspunktid, p.sagid,
       m.samling, m.nummer AS moedenummer, m.dato
FROM "_referat_punkt" AS p
JOIN "_referat_moede" AS m ON m.id = p.moede
WHERE p.dagsordenspunktid IS NULL OR (p.sagid IS NULL AND p.sagsnummer IS NOT NULL)
ORDER BY p.moede`);

export const linkItem = prepared<[number | null, number | null, number], void>(
  'UPDATE "_referat_punkt" SET dagsordenspunktid = coalesce(dagsordenspunktid, ?), sagid = coalesce(sagid, ?) WHERE id = ?',
);

/** Each unlinked speaker of each sitting once, with the sitting's keys and how many speeches they gave. */
export const selectUnlinkedSpeakers = prepared<
  [],
  {
    moede: number;
    navn: string;
    parti: string | null;
    titel: string | null;
    rolle: string | null;
    samling: string;
    moedenummer: number;
    dato: string;
    speeches: number;
  }
>(`
SELECT t.moede, t.navn, t.parti, t.titel, t.rolle, m.samling, m.nummer AS moedenummer, m.dato, count(*) AS speeches
FROM "_tale" AS t
JOIN "_referat_moede" AS m ON m.id = t.moede
WHERE t.aktoerid IS NULL
GROUP BY t.moede, t.navn, t.parti, t.titel, t.rolle
ORDER BY t.moede`);

/**
 * Links one unlinked speaker's speeches in a sitting, found by `aktoerid` null within the sitting's id range (the
 * sitting's first and last possible speech id, lib/referat/referat-ids.ts): `ix__tale_aktoerid`, whatever the
 * statistics.
 */
export const linkSpeeches = prepared<
  [number, number, number, string, string | null, string | null, string | null],
  void
>(
  `UPDATE "_tale" SET aktoerid = ?
   WHERE aktoerid IS NULL AND id BETWEEN ? AND ? AND navn = ? AND parti IS ? AND titel IS ? AND rolle IS ?`,
);
