import { CoordinationV1Api, V1MicroTime, type V1Lease } from '@kubernetes/client-node';
import { startFakeKubeApi, type FakeKubeApi } from '../testing/fake-kube-api/fake-kube-api';
import { waitUntil } from '../testing/fake-kube-api/wait-until';
import { LeaderElector } from './leader-election';

const NS = 'fieldnote-system';
const LEASE = 'fieldnote-operator';

describe(LeaderElector.name, () => {
  let api: FakeKubeApi;
  let electors: LeaderElector[];

  /** A candidate whose clock the test can move forward; counts its leadership callbacks. */
  function buildCandidate(identity: string) {
    const calls = { started: 0, stopped: 0 };
    const clock = { offsetMs: 0 };
    const sut = new LeaderElector({
      api: api.kubeConfig().makeApiClient(CoordinationV1Api),
      namespace: NS,
      name: LEASE,
      identity,
      // Long enough that only a release or a moved clock can explain a takeover within a test.
      leaseDurationSeconds: 15,
      renewDeadlineMs: 10_000,
      retryPeriodMs: 10,
      now: () => Date.now() + clock.offsetMs,
      onStartedLeading: () => void (calls.started += 1),
      onStoppedLeading: () => void (calls.stopped += 1),
    });
    electors.push(sut);
    return { sut, calls, clock };
  }

  const holder = () => api.get<V1Lease>('leases', NS, LEASE)?.spec?.holderIdentity;
  const leaders = () => electors.filter((e) => e.isLeader());

  /** Lets `attempts` more lease reads happen, so every candidate has had its turns. */
  async function letCandidatesTry(attempts: number) {
    const target = api.count({ verb: 'get', resource: 'leases' }) + attempts;
    await waitUntil(
      () => api.count({ verb: 'get', resource: 'leases' }) >= target,
      `${attempts} lease reads`,
    );
  }

  beforeEach(async () => {
    api = await startFakeKubeApi();
    electors = [];
  });

  afterEach(async () => {
    await Promise.all(electors.map((e) => e.stop()));
    await api.close();
  });

  it('should let exactly one of two candidates lead when both start together', async () => {
    const a = buildCandidate('a');
    const b = buildCandidate('b');

    a.sut.start();
    b.sut.start();
    await waitUntil(() => leaders().length > 0, 'a leader');
    await letCandidatesTry(10);

    expect(leaders()).toHaveLength(1);
    expect(a.calls.started + b.calls.started).toBe(1);
    expect(holder()).toBe(a.sut.isLeader() ? 'a' : 'b');
  });

  it('should hand over at once when the leader stops and releases the lease', async () => {
    const a = buildCandidate('a');
    const b = buildCandidate('b');
    a.sut.start();
    await waitUntil(() => a.sut.isLeader(), 'a to lead');
    b.sut.start();
    await letCandidatesTry(6);
    expect(b.sut.isLeader()).toBe(false);

    await a.sut.stop();
    await waitUntil(() => b.sut.isLeader(), 'b to lead');

    expect(a.calls).toEqual({ started: 1, stopped: 1 });
    expect(holder()).toBe('b');
    expect(api.get<V1Lease>('leases', NS, LEASE)?.spec?.leaseTransitions).toBe(1);
  });

  it('should take over only after the lease expires when the leader dies without releasing', async () => {
    const a = buildCandidate('a');
    const b = buildCandidate('b');
    a.sut.start();
    await waitUntil(() => a.sut.isLeader(), 'a to lead');
    b.sut.start();
    await letCandidatesTry(4);

    await a.sut.stop({ release: false });
    await letCandidatesTry(4);
    expect(b.sut.isLeader()).toBe(false);
    expect(holder()).toBe('a');
    b.clock.offsetMs = 16_000;
    await waitUntil(() => b.sut.isLeader(), 'b to lead');

    expect(holder()).toBe('b');
  });

  it.each(['create', 'update'] as const)(
    'should not make two leaders when two candidates %s the lease at the same time',
    async (verb) => {
      if (verb === 'update') {
        const free = new V1MicroTime(Date.now()).toISOString();
        api.create<V1Lease>('leases', {
          metadata: { name: LEASE, namespace: NS },
          spec: { holderIdentity: '', leaseDurationSeconds: 1, renewTime: free as unknown as V1MicroTime },
        });
      }
      const hold = api.hold({ verb, resource: 'leases' });
      const a = buildCandidate('a');
      const b = buildCandidate('b');

      a.sut.start();
      b.sut.start();
      await hold.whenHeld(2);
      hold.release();
      await waitUntil(() => api.count({ verb, resource: 'leases' }) >= 2, 'both writes answered');
      await letCandidatesTry(6);

      expect(api.requests.filter((r) => r.verb === verb).map((r) => r.status)).toEqual(
        expect.arrayContaining([409]),
      );
      expect(leaders()).toHaveLength(1);
      expect(electors.filter((e) => e.isLeader())[0]).toBe(holder() === 'a' ? a.sut : b.sut);
    },
  );

  it('should stop leading when it cannot renew within the renew deadline', async () => {
    const a = buildCandidate('a');
    a.sut.start();
    await waitUntil(() => a.sut.isLeader(), 'a to lead');

    api.failNext({ verb: 'update', resource: 'leases' }, { times: 1_000_000 });
    await letCandidatesTry(3);
    expect(a.sut.isLeader()).toBe(true);
    a.clock.offsetMs = 11_000;
    await waitUntil(() => !a.sut.isLeader(), 'a to step down');

    expect(a.calls).toEqual({ started: 1, stopped: 1 });
  });
});
