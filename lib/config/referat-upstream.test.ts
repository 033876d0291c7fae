import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERAT_UPSTREAM, readReferatUpstream } from './referat-upstream';

describe('ODA_REFERAT_UPSTREAM', () => {
  it('defaults to Folketinget’s FTP area', () => {
    expect(readReferatUpstream({})).toEqual({
      host: 'oda.ft.dk',
      port: 21,
      root: '/ODAXML/Referat/samling/',
      url: DEFAULT_REFERAT_UPSTREAM,
    });
    expect(readReferatUpstream({ ODA_REFERAT_UPSTREAM: '  ' })?.host).toBe('oda.ft.dk');
  });

  it('takes another server, port and folder, adding the trailing slash', () => {
    expect(readReferatUpstream({ ODA_REFERAT_UPSTREAM: 'ftp://127.0.0.1:3290/referat' })).toEqual({
      host: '127.0.0.1',
      port: 3290,
      root: '/referat/',
      url: 'ftp://127.0.0.1:3290/referat/',
    });
  });

  it('is off when told so', () => {
    expect(readReferatUpstream({ ODA_REFERAT_UPSTREAM: 'off' })).toBeNull();
    expect(readReferatUpstream({ ODA_REFERAT_UPSTREAM: 'OFF' })).toBeNull();
  });

  it.each([
    ['oda.ft.dk/ODAXML', /must be an ftp:\/\/ URL/],
    ['https://oda.ft.dk/ODAXML/', /must use ftp/],
    ['ftp://user:secret@oda.ft.dk/ODAXML/', /credentials/],
    ['ftp://oda.ft.dk/ODAXML/?x=1', /query/],
  ])('refuses %s with a message naming the variable', (value, message) => {
    expect(() => readReferatUpstream({ ODA_REFERAT_UPSTREAM: value })).toThrow(message);
    expect(() => readReferatUpstream({ ODA_REFERAT_UPSTREAM: value })).toThrow(/ODA_REFERAT_UPSTREAM/);
  });
});
