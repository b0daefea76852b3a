import { depthLimitOfRefusal } from './depthRefusal';

describe(depthLimitOfRefusal.name, () => {
  it('should read the limit when the server refused an edit for nesting the document too deeply', () => {
    expect(depthLimitOfRefusal('This document is nested too deeply (at most 100 levels).')).toBe(100);
  });

  it('should answer null when the connection closed for another reason', () => {
    expect(depthLimitOfRefusal('Server closed the connection')).toBeNull();
    expect(depthLimitOfRefusal('')).toBeNull();
  });
});
