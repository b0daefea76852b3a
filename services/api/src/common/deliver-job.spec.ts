import type { EntityManager } from '@mikro-orm/postgresql';
import { deliverJob } from './deliver-job';

/** MikroORM's transactional(), as deliverJob uses it: runs the callback with the transaction's manager. */
function entityManager(): { em: EntityManager; transactions: number } {
  const state = { transactions: 0 };
  const em = {
    transactional: async <T>(work: (tx: EntityManager) => Promise<T>): Promise<T> => {
      state.transactions++;
      return work(em as unknown as EntityManager);
    },
  };
  return {
    em: em as unknown as EntityManager,
    get transactions() {
      return state.transactions;
    },
  };
}

describe(deliverJob.name, () => {
  it('should acknowledge a delivery whose work succeeds, counting no attempt', async () => {
    const { em } = entityManager();
    const counted: number[] = [];
    const sut = await deliverJob({
      em,
      work: async () => undefined,
      countAttempt: async () => counted.push(1),
      maxAttempts: 3,
      giveUp: async () => undefined,
      onFailure: () => undefined,
    });
    expect(sut).toBe('ack');
    expect(counted).toEqual([]);
  });

  it('should ask for a retry while the failures stay under the maximum, then give up and acknowledge', async () => {
    const { em } = entityManager();
    let attempts = 0;
    const failures: number[] = [];
    const gaveUp: boolean[] = [];
    const deliver = () =>
      deliverJob({
        em,
        work: async () => {
          throw new Error('the batch broke');
        },
        countAttempt: async () => ++attempts,
        maxAttempts: 3,
        giveUp: async () => {
          gaveUp.push(true);
        },
        onFailure: (_err, tries) => failures.push(tries),
      });
    expect([await deliver(), await deliver(), await deliver()]).toEqual(['retry', 'retry', 'ack']);
    expect(failures).toEqual([1, 2, 3]);
    expect(gaveUp).toEqual([true]);
  });
});
