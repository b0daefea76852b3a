// Preloaded into a server the benchmark starts (`node --require .../loop-probe.cjs`): measures, inside
// that process, the longest event-loop block (monitorEventLoopDelay) and the V8 heap in use (sampled
// every 2 ms while the loop turns; the peak inside a block is read by the benchmark from --trace-gc),
// and the process's CPU time (all its threads, GC helpers included), and answers the benchmark over the IPC channel: 'reset' starts a new window, 'read' returns it.
// It also measures the main thread's own CPU time inside each block (between two turns of a 1 ms
// timer): on a machine shared with other work a block's wall time also counts the time the thread
// waited for a core (and, in a collection, for the GC helper threads), which its CPU time does not.
const { monitorEventLoopDelay, performance } = require('node:perf_hooks');
const { getHeapStatistics } = require('node:v8');

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let peakHeap = 0;
/** The process's CPU time at the window's start: what it used is less moved by busy neighbours than wall time. */
let cpuAtReset = process.cpuUsage();
const sample = () => {
  const { used_heap_size: used } = getHeapStatistics();
  if (used > peakHeap) peakHeap = used;
};
setInterval(sample, 2).unref();

/** The main thread's CPU time (microseconds) at the last turn, and the most one block used. */
const threadCpu = () => {
  const { user, system } = process.threadCpuUsage();
  return user + system;
};
let cpuAtTurn = threadCpu();
let wallAtTurn = performance.now();
let longestBlockCpuUs = 0;
let longestBlockCpuWallMs = 0;
setInterval(() => {
  const cpu = threadCpu();
  const wall = performance.now();
  if (cpu - cpuAtTurn > longestBlockCpuUs) {
    longestBlockCpuUs = cpu - cpuAtTurn;
    longestBlockCpuWallMs = wall - wallAtTurn;
  }
  cpuAtTurn = cpu;
  wallAtTurn = wall;
}, 1).unref();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    cpuAtReset = process.cpuUsage();
    sample();
    peakHeap = getHeapStatistics().used_heap_size;
    longestBlockCpuUs = 0;
    longestBlockCpuWallMs = 0;
    process.send?.({ kind: 'reset' });
  } else if (message === 'read') {
    sample();
    const heap = getHeapStatistics();
    const cpu = process.cpuUsage(cpuAtReset);
    process.send?.({
      cpuMs: (cpu.user + cpu.system) / 1000,
      kind: 'read',
      maxDelayMs: delay.max / 1e6,
      maxBlockCpuMs: longestBlockCpuUs / 1000,
      maxBlockCpuWallMs: longestBlockCpuWallMs,
      peakHeapBytes: peakHeap,
      heapLimitBytes: heap.heap_size_limit,
      heapUsedBytes: heap.used_heap_size,
    });
  }
});
