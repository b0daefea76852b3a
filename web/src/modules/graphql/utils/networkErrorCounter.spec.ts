import { NetworkErrorCounter } from './networkErrorCounter';

describe(NetworkErrorCounter.name, () => {
  it('should rise by 1 per error and fall by 1 per success, never below 0', () => {
    const counter = new NetworkErrorCounter();
    counter.recordError();
    counter.recordError();
    counter.recordSuccess();
    expect(counter.count).toBe(1);
    counter.recordSuccess();
    counter.recordSuccess();
    expect(counter.count).toBe(0);
  });

  it('should stop at 20 however many errors follow', () => {
    const counter = new NetworkErrorCounter();
    for (let i = 0; i < 35; i += 1) counter.recordError();
    expect(counter.count).toBe(20);
  });

  it('should count the service as down only above 10 errors', () => {
    const counter = new NetworkErrorCounter();
    for (let i = 0; i < 10; i += 1) counter.recordError();
    expect(counter.serviceDown).toBe(false);
    counter.recordError();
    expect(counter.serviceDown).toBe(true);
    counter.recordSuccess();
    expect(counter.serviceDown).toBe(false);
  });

  it('should tell each listener the new count and what caused it, until it unsubscribes', () => {
    const counter = new NetworkErrorCounter();
    const heard: string[] = [];
    const unsubscribe = counter.subscribe((count, outcome) => heard.push(`${outcome}:${count}`));
    counter.recordError();
    counter.recordSuccess();
    unsubscribe();
    counter.recordError();
    expect(heard).toEqual(['error:1', 'success:0']);
  });
});
