// CPU accounting from /proc (Linux): who used the cores during a run. On a small machine the server,
// PostgreSQL and the load generator share the same cores, so throughput alone does not say why.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * utime + stime of a process or thread, in ticks (0 if it is gone).
 * @param {string} statPath e.g. /proc/123/task/123/stat
 */
function ticksOf(statPath) {
  try {
    const stat = readFileSync(statPath, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime is the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * Every postgres process on the machine (server and backends), by pid: compared pid by pid, so a
 * backend that exits during a run does not make the difference negative.
 * @returns {Map<string, number>}
 */
function postgresTicks() {
  const ticks = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        ticks.set(entry, ticksOf(`/proc/${entry}/stat`));
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks;
}

/** Busy and total ticks of the whole machine, all cores. */
function machineTicks() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * @typedef {{ at: number, serverThread: number, postgres: Map<string, number>, machineBusy: number, machineTotal: number }} CpuSnapshot
 */

/**
 * @param {number} serverPid the process whose main thread serves HTTP (its thread id is its pid)
 * @returns {CpuSnapshot}
 */
export function cpuSnapshot(serverPid) {
  const machine = machineTicks();
  return {
    at: performance.now(),
    serverThread: ticksOf(`/proc/${serverPid}/task/${serverPid}/stat`),
    postgres: postgresTicks(),
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

/**
 * Cores used on average between two snapshots (1.0 = one core fully busy).
 * @param {CpuSnapshot} a
 * @param {CpuSnapshot} b
 */
export function cpuBetween(a, b) {
  const seconds = (b.at - a.at) / 1000;
  /** @param {number} ticks */
  const cores = (ticks) => ticks / TICKS_PER_SECOND / seconds;
  let postgres = 0;
  for (const [pid, ticks] of b.postgres) postgres += Math.max(0, ticks - (a.postgres.get(pid) ?? 0));
  return {
    seconds,
    serverCores: cores(b.serverThread - a.serverThread),
    postgresCores: cores(postgres),
    machineBusyCores: cores(b.machineBusy - a.machineBusy),
    machineCores: cores(b.machineTotal - a.machineTotal),
  };
}

/**
 * CPU seconds used so far by one thread of this process (the main thread by default).
 * @param {number} tid
 */
export function threadCpuSeconds(tid = process.pid) {
  return ticksOf(`/proc/${process.pid}/task/${tid}/stat`) / TICKS_PER_SECOND;
}

/**
 * How many cores the rest of the machine keeps busy before a benchmark starts (other people's
 * builds and tests on a shared machine): figures taken next to a busy neighbour are lower.
 * @param {number} ms
 */
export async function backgroundCores(ms = 1000) {
  const a = machineTicks();
  const started = performance.now();
  await sleep(ms);
  const b = machineTicks();
  return (b.busy - a.busy) / TICKS_PER_SECOND / ((performance.now() - started) / 1000);
}

/**
 * CPU seconds used so far by a whole process (every thread), 0 once it is gone.
 * @param {number | string} pid
 */
export function processCpuSeconds(pid) {
  return ticksOf(`/proc/${pid}/stat`) / TICKS_PER_SECOND;
}

/**
 * This process's children by command name (e.g. the etcd and kube-apiserver a bench started).
 * @returns {Map<string, string>} command name → pid
 */
export function childProcesses() {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      children.set(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** CPU seconds the whole machine has been busy so far (every core, every process). */
export function machineBusySeconds() {
  return machineTicks().busy / TICKS_PER_SECOND;
}
