import { describe, expect, it } from 'vitest';
import { compileRead } from './compile-read';
import type { ODataRequest } from './request';
import { planRequest } from './request-plan';

const ROOT = 'http://h/api/';

function request(target: string, method = 'GET', headers: Record<string, string> = {}): ODataRequest {
  const [pathPart = '', search = ''] = target.split('?');
  return { method, segments: pathPart.split('/'), search, header: (n) => headers[n] ?? null };
}

const plan = (target: string, method?: string, headers?: Record<string, string>) =>
  planRequest(request(target, method, headers), ROOT);

const statusOf = (target: string, method?: string, headers?: Record<string, string>) => {
  const p = plan(target, method, headers);
  return p.kind === 'answer' ? p.response.status : 'read';
};

describe('planRequest', () => {
  it('answers what needs no records here, and plans a read for the rest', () => {
    expect(statusOf('Sag', 'OPTIONS')).toBe(405);
    expect(statusOf('Sag', 'POST')).toBe(501);
    expect(statusOf('Sag', 'GET', { 'OData-Version': '4.0' })).toBe(404);
    expect(statusOf('Sager')).toBe(404);
    expect(statusOf('$metadata')).toBe(200);
    expect(statusOf('')).toBe(200);
    expect(statusOf('Sag?$filter=id eq')).toBe(400);
    expect(statusOf('Sag?$orderby=findesikke')).toBe(400);
    expect(statusOf('Sag(1)/Findesikke')).toBe(400);
    expect(statusOf('Sag?$expand=Sagstrin/Afstemning/Stemme')).toBe(400);
    expect(statusOf('Afstemning?$filter=Stemme/any(x:x/Aktør/Stemme/any(y:y/id eq 1))')).toBe(400);
    expect(statusOf('Sag?$filter=findesikke eq 1')).toBe('read');
    expect(statusOf('Dagsordenspunkt(5)/Sag?$expand=Sagstrin')).toBe('read');
    expect(statusOf('Møde?$expand=Dagsordenspunkt($expand=Sag)')).toBe('read');
  });

  it('plans reads as plain data: a structured clone (what a query thread gets) compiles to the same SQL', () => {
    for (const target of [
      "Afstemning?$filter=Stemme/any(s: s/Aktør/navn eq 'Frank Aaen') and vedtaget eq true&$orderby=Møde/dato desc&$expand=Stemme/Aktør&$inlinecount=allpages&$top=150",
      "Sag?$filter=opdateringsdato gt datetime'2019-03-22T15:45:32.273'&$select=id,titel",
      'Aktør(5)/AktørAktør?$skip=3',
      'Sagstrin(2)/Sag?$format=xml',
    ]) {
      const p = plan(target);
      if (p.kind !== 'read') throw new Error(`${target} was not planned as a read`);
      const copy = structuredClone(p.read);
      expect(copy, target).toEqual(p.read);
      expect(compileRead(copy), target).toEqual(compileRead(p.read));
    }
  });
});
