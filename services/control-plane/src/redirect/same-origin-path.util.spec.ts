import { sameOriginPath } from './same-origin-path.util';

const ORIGIN = 'http://demo.localhost:3000';

describe(sameOriginPath.name, () => {
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
    ['/javascript:alert(1)\\'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example'],
    ['https:evil.example'],
    ['http://demo.localhost:3000@evil.example/'],
    ['evil.example'],
    [''],
    ['/%E0%A4%A'],
  ])('should refuse %j when it could leave the origin', (attack) => {
    expect(sameOriginPath(attack, ORIGIN)).toBeNull();
  });

  it.each([
    ['/projects', '/projects'],
    ['/projects/abc?tab=notes#top', '/projects/abc?tab=notes#top'],
    ['/a/../b', '/b'],
    ['/@evil.example', '/@evil.example'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
    ['/notes/caf%C3%A9', '/notes/caf%C3%A9'],
  ])('should keep %j on the origin as %j when it is a plain path', (path, expected) => {
    expect(sameOriginPath(path, ORIGIN)).toBe(expected);
  });
});
