import { hostSubdomain } from './host-subdomain';

describe('hostSubdomain', () => {
  it('should return the subdomain when the host is a workspace host', () => {
    expect(hostSubdomain('demo.localhost:3000', 'localhost')).toBe('demo');
    expect(hostSubdomain('Acme.Fieldnote.io', 'fieldnote.io')).toBe('acme');
  });

  it('should return null when the host is the root domain or foreign', () => {
    expect(hostSubdomain('localhost:3000', 'localhost')).toBeNull();
    expect(hostSubdomain('a.b.fieldnote.io', 'fieldnote.io')).toBeNull();
    expect(hostSubdomain('evil.com', 'fieldnote.io')).toBeNull();
    expect(hostSubdomain('xfieldnote.io', 'fieldnote.io')).toBeNull();
    expect(hostSubdomain(undefined, 'fieldnote.io')).toBeNull();
  });
});
