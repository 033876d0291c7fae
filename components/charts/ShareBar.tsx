/** The grey of attendance bars, the same on a politician's and a party's per-samling figures. */
export const ATTENDANCE_FILL = '#57534e';

/**
 * The violet of votes on the party's side: a member's votes with the party, a party's cohesion. Not a vote choice's
 * colour, since the bar is a share, not For or Imod (docs/design.md, "Colours").
 */
export const WITH_PARTY_FILL = '#6d28d9';

/** The share of the row's width a 100 % bar takes, leaving room for its value written after it. */
const SCALE = 0.8;

/**
 * One bar on a 0–100 % track inside an SVG row, its value (`label`) written after it: the per-samling figures of a
 * politician (attendance, with the party) and of a party (attendance, cohesion). Drawn on the server.
 */
export function ShareBar({
  y,
  value,
  fill,
  label,
  height = 15,
}: {
  y: number;
  /** 0–1; null draws an empty track. */
  value: number | null;
  fill: string;
  label: string;
  height?: number;
}) {
  const width = (value ?? 0) * SCALE * 100;
  return (
    <g>
      <rect x="0" y={y} width={`${SCALE * 100}%`} height={height} fill="#f5f5f4" />
      {value !== null && value > 0 ? (
        <rect x="0" y={y} width={`${width}%`} height={height} fill={fill} />
      ) : null}
      <text
        x={`${width + 1.5}%`}
        y={y + height - 3}
        fontSize="12"
        fill="#1c1917"
        className="tabular-nums"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {label}
      </text>
    </g>
  );
}
