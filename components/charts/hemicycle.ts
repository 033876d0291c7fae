/** One seat of a hemicycle, in a unit half-disc: x in [-1, 1] left to right, y in [-1, 0] with 0 at the floor. */
export interface Seat {
  readonly x: number;
  readonly y: number;
}

export interface HemicycleLayout {
  readonly seats: readonly Seat[];
  /** A seat's radius that keeps neighbours apart, in the same units. */
  readonly seatRadius: number;
}

/**
 * Places `total` seats on concentric half rings (inner radius 0.4 of the outer), each ring holding seats in
 * proportion to its length, and returns them ordered left to right by angle (outer ring first at equal angle), so
 * filling seats in order draws wedges.
 */
export function hemicycleLayout(total: number, rows = ringsFor(total)): HemicycleLayout {
  if (total <= 0) return { seats: [], seatRadius: 0 };
  const inner = 0.4;
  const radii = Array.from({ length: rows }, (_, i) =>
    rows === 1 ? 1 : inner + ((1 - inner) * i) / (rows - 1),
  );
  const sum = radii.reduce((a, b) => a + b, 0);
  const perRow = radii.map((r) => Math.max(1, Math.round((total * r) / sum)));
  // Rounding may miss the total by a few seats: take them from (or give them to) the outer rings.
  let diff = total - perRow.reduce((a, b) => a + b, 0);
  for (let i = rows - 1; diff !== 0; i = i === 0 ? rows - 1 : i - 1) {
    const step = Math.sign(diff);
    if ((perRow[i] ?? 0) + step >= 1) {
      perRow[i] = (perRow[i] ?? 0) + step;
      diff -= step;
    }
  }
  const placed: { seat: Seat; angle: number; radius: number }[] = [];
  radii.forEach((radius, i) => {
    const n = perRow[i] ?? 0;
    for (let j = 0; j < n; j++) {
      const angle = n === 1 ? Math.PI / 2 : Math.PI * (1 - j / (n - 1));
      placed.push({ seat: { x: radius * Math.cos(angle), y: -radius * Math.sin(angle) }, angle, radius });
    }
  });
  placed.sort((a, b) => b.angle - a.angle || b.radius - a.radius);
  const ringGap = rows === 1 ? 1 : (1 - inner) / (rows - 1);
  const arcGap = (Math.PI * sum) / total;
  return { seats: placed.map((p) => p.seat), seatRadius: Math.min(ringGap, arcGap) * 0.42 };
}

function ringsFor(total: number): number {
  return Math.max(1, Math.min(12, Math.round(Math.sqrt(total / 2.8))));
}
