import type { Published } from './publish-snapshot';

const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;

/**
 * One line for the writer's log: `snapshot g000042 published: <MiB> (store <MiB>, 55 CSV files <MiB>) in <s>
 * (copy <s>, compress <s>, CSV <s>), <s> CPU`.
 */
export function describePublished(p: Published): string {
  const [store, ...csv] = p.entry.files;
  const csvBytes = csv.reduce((n, f) => n + f.bytes, 0);
  const total = (store?.bytes ?? 0) + csvBytes;
  const s = p.seconds;
  return `snapshot ${p.dirName} published: ${mib(total)} (store ${mib(store?.bytes ?? 0)}, ${csv.length} CSV files ${mib(csvBytes)}) in ${s.total.toFixed(1)} s (copy ${s.copy.toFixed(1)} s, compress ${s.compress.toFixed(1)} s, CSV ${s.csv.toFixed(1)} s), ${p.cpuSeconds.total.toFixed(1)} s CPU`;
}
