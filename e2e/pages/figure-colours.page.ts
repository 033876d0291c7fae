import type { Page } from '@playwright/test';

/** A colour as the browser computes it from `#rrggbb`: 'rgb(15, 118, 110)'. */
export function computedRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** An element painted in a party's colour where it must not be, described for a failing assertion. */
export interface PartyColourFinding {
  readonly party: string;
  readonly element: string;
  readonly property: string;
}

/** A mark of a vote choice (`data-choice`) and the colours it is painted in. */
export interface ChoiceMark {
  readonly choice: string;
  readonly colours: readonly string[];
}

/**
 * A party's wedge of the seat chart: its code and the angles of its seats around the floor's centre, from π at the
 * left end over π/2 at the top to 0 at the right end.
 */
export interface SeatWedge {
  readonly party: string;
  /** Its leftmost and rightmost seat's angle. */
  readonly from: number;
  readonly to: number;
}

/**
 * The colours of the figures of how members and parties voted on any page, read from the DOM: the figures are
 * marked `data-choice-figure`, their choice marks `data-choice`, the parties in them `data-party`
 * (docs/design.md, "Colours").
 */
export class FigureColours {
  constructor(private readonly page: Page) {}

  /**
   * Elements inside a choice figure, or marking a party anywhere on the page, whose background, text, border,
   * fill or stroke is one of the given party colours (code → computed rgb).
   */
  async partyColoursWhereChoicesAre(
    partyColours: Readonly<Record<string, string>>,
  ): Promise<PartyColourFinding[]> {
    return this.page.evaluate((colours) => {
      const byColour = new Map(Object.entries(colours).map(([party, rgb]) => [rgb, party]));
      const elements = new Set<Element>();
      for (const figure of document.querySelectorAll('[data-choice-figure]')) {
        elements.add(figure);
        for (const e of figure.querySelectorAll('*')) elements.add(e);
      }
      for (const e of document.querySelectorAll('[data-party]')) {
        elements.add(e);
        for (const inner of e.querySelectorAll('*')) elements.add(inner);
      }
      const properties = [
        'background-color',
        'background-image',
        'color',
        'border-top-color',
        'border-right-color',
        'border-bottom-color',
        'border-left-color',
        'fill',
        'stroke',
      ];
      const findings: { party: string; element: string; property: string }[] = [];
      for (const e of elements) {
        const style = getComputedStyle(e);
        for (const property of properties) {
          for (const rgb of style.getPropertyValue(property).match(/rgba?\([^)]*\)/g) ?? []) {
            const party = byColour.get(rgb);
            if (party) findings.push({ party, property, element: e.outerHTML.slice(0, 160) });
          }
        }
      }
      return findings;
    }, partyColours);
  }

  /** Every choice mark on the page with the colours it is painted in (SVG fill, or background colour and image). */
  async choiceMarks(): Promise<ChoiceMark[]> {
    return this.page.locator('[data-choice]').evaluateAll((marks) =>
      marks.map((mark) => {
        const style = getComputedStyle(mark);
        const painted =
          mark instanceof SVGElement
            ? style.fill
            : `${style.backgroundColor} ${style.backgroundImage === 'none' ? '' : style.backgroundImage}`;
        return {
          choice: mark.getAttribute('data-choice') ?? '',
          colours: painted.match(/rgba?\([^)]*\)/g) ?? [],
        };
      }),
    );
  }

  /**
   * The seat chart's party wedges in the order they are drawn. The chart's coordinates put the floor's centre at
   * (0, 0) with y growing down the screen, so a seat's angle is atan2(−cy, cx).
   */
  async seatWedges(): Promise<SeatWedge[]> {
    return this.page.locator('svg g[data-party]').evaluateAll((wedges) =>
      wedges.map((wedge) => {
        const angles = [...wedge.querySelectorAll('circle')].map((c) =>
          // `|| 0` turns −0 (a seat on the floor line) into 0: atan2(−0, −1) is −π, not π.
          Math.atan2(-Number(c.getAttribute('cy')) || 0, Number(c.getAttribute('cx'))),
        );
        return {
          party: wedge.getAttribute('data-party') ?? '',
          from: Math.max(...angles),
          to: Math.min(...angles),
        };
      }),
    );
  }
}
