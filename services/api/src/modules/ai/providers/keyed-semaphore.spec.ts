import { AiProviderError } from './ai-provider-error';
import { KeyedSemaphore } from './keyed-semaphore';

describe('KeyedSemaphore', () => {
  it('admits `limit` holders per key and queues the rest first come, first served', async () => {
    const semaphore = new KeyedSemaphore(2);
    const first = await semaphore.acquire('a');
    const second = await semaphore.acquire('a');
    const order: number[] = [];
    const third = semaphore.acquire('a').then((release) => (order.push(3), release));
    const fourth = semaphore.acquire('a').then((release) => (order.push(4), release));
    const other = await semaphore.acquire('b');
    expect(semaphore.usage('a')).toEqual({ active: 2, waiting: 2 });
    expect(semaphore.usage('b')).toEqual({ active: 1, waiting: 0 });
    first();
    first();
    const releaseThird = await third;
    expect(order).toEqual([3]);
    second();
    (await fourth)();
    releaseThird();
    other();
    expect(order).toEqual([3, 4]);
    expect(semaphore.usage('a')).toEqual({ active: 0, waiting: 0 });
    expect(semaphore.usage('b')).toEqual({ active: 0, waiting: 0 });
  });

  it('drops a waiter whose signal fires, without taking a slot', async () => {
    const semaphore = new KeyedSemaphore(1);
    const held = await semaphore.acquire('a');
    const controller = new AbortController();
    const waiting = semaphore.acquire('a', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(AiProviderError);
    expect(semaphore.usage('a')).toEqual({ active: 1, waiting: 0 });
    held();
    expect(semaphore.usage('a')).toEqual({ active: 0, waiting: 0 });
    await expect(semaphore.acquire('a', controller.signal)).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  it('refuses a limit below one', () => {
    expect(() => new KeyedSemaphore(0)).toThrow(RangeError);
  });
});
