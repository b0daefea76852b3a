import { COMPONENTS, isAllComponents, parseComponents } from './components';

describe(parseComponents.name, () => {
  it('should run every component when the variable is unset or blank', () => {
    expect([...parseComponents(undefined)]).toEqual([...COMPONENTS]);
    expect([...parseComponents(' , ')]).toEqual([...COMPONENTS]);
  });

  it('should run the named components when given a comma list', () => {
    expect([...parseComponents('api')]).toEqual(['api']);
    expect([...parseComponents(' worker , control-plane,worker')]).toEqual(['worker', 'control-plane']);
  });

  it('should throw naming the setting when a component is unknown', () => {
    expect(() => parseComponents('api,web')).toThrow(
      'Invalid configuration: FIELDNOTE_COMPONENTS: unknown component "web"',
    );
  });
});

describe(isAllComponents.name, () => {
  it('should be true only when all three components run', () => {
    expect(isAllComponents(parseComponents(''))).toBe(true);
    expect(isAllComponents(parseComponents('control-plane,api'))).toBe(false);
  });
});
