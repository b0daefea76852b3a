import { safeRedirect } from './safeRedirect';

const ORIGIN = 'http://demo.localhost:3000';
const FALLBACK = '/projects';

describe(safeRedirect.name, () => {
  it.each([
    ['/\\evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2fevil.example'],
    ['\t//evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    [' //evil.example'],
    ['/\u0000/evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example'],
    ['https:evil.example'],
    ['http://demo.localhost:3000@evil.example/'],
    ['evil.example'],
    ['/%E0%A4%A'],
    ['/auth/login?redirect=/projects'],
    [''],
    [null],
  ])('should fall back when the redirect %j could leave the site', (attack) => {
    expect(safeRedirect(attack, FALLBACK, ORIGIN)).toBe(FALLBACK);
  });

  it.each([
    ['/projects/abc?tab=notes#top', '/projects/abc?tab=notes#top'],
    ['/a/../insights', '/insights'],
    ['/@evil.example', '/@evil.example'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
  ])('should keep %j as %j when it is a path on this site', (path, expected) => {
    expect(safeRedirect(path, FALLBACK, ORIGIN)).toBe(expected);
  });
});
