import { describe, expect, it } from 'vitest';
import { PanelPage, panelPagesQuery, readPanelPage } from './page-params';

describe('PanelPage', () => {
  it('leaves page 1 out of the address and keeps the fragment', () => {
    const first = new PanelPage('/sag/12', 'dokside', 'dokumenter', 1);
    expect(first.toUrl()).toBe('/sag/12#dokumenter');
    expect(first.withPage(3).toUrl()).toBe('/sag/12?dokside=3#dokumenter');
    expect(first.withPage(3).page).toBe(3);
  });
});

describe('readPanelPage', () => {
  it('reads a plain positive integer and falls back to 1', () => {
    expect(readPanelPage({ sager: '4' }, 'sager')).toBe(4);
    expect(readPanelPage({ sager: '0' }, 'sager')).toBe(1);
    expect(readPanelPage({ sager: 'x' }, 'sager')).toBe(1);
    expect(panelPagesQuery({ sager: '2', dokumenter: '1' }, ['sager', 'dokumenter']).toString()).toBe(
      'sager=2',
    );
  });
});
