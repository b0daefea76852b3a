import { inviteAddresses } from './inviteAddresses';

describe(inviteAddresses.name, () => {
  it('should split a pasted list on commas, semicolons, spaces and new lines, each address once', () => {
    expect(inviteAddresses(' ana@acme.com, Bo@acme.com;\ncy@acme.com  bo@ACME.com,, ')).toEqual([
      'ana@acme.com',
      'Bo@acme.com',
      'cy@acme.com',
    ]);
  });

  it("should take only the addresses of a mail client's Name <address> list", () => {
    expect(inviteAddresses('Ana Lima <ana@acme.com>, "Bo, Jr." <bo@acme.com>')).toEqual([
      'ana@acme.com',
      'bo@acme.com',
    ]);
  });

  it('should keep a mistyped address for the server to refuse by name, and nothing of blank text', () => {
    expect(inviteAddresses('ana.acme.com')).toEqual(['ana.acme.com']);
    expect(inviteAddresses(' \n ,')).toEqual([]);
  });
});
