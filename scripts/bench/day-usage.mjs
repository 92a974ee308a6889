// What the server processes cost: CPU as a share of one core over a window (utime + stime from
// /proc/<pid>/stat, in clock ticks of 1/100 s), and peak resident memory sampled every second.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { residentMb } from './start-server.mjs';

const TICKS_PER_SECOND = 100;

function cpuTicks(pid) {
  // The command name may hold spaces; the fields after it are fixed: utime is the 14th, stime 15th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** Starts measuring these processes; `stop()` gives per process { cpuPercent, peakMb }. */
export function measureUsage(pids) {
  const startedAt = performance.now();
  const startTicks = pids.map(cpuTicks);
  const peakMb = pids.map(residentMb);
  const sampler = setInterval(() => {
    pids.forEach((pid, i) => {
      peakMb[i] = Math.max(peakMb[i], residentMb(pid));
    });
  }, 1000);
  return {
    stop() {
      clearInterval(sampler);
      const seconds = (performance.now() - startedAt) / 1000;
      return pids.map((pid, i) => ({
        cpuPercent: ((cpuTicks(pid) - startTicks[i]) / TICKS_PER_SECOND / seconds) * 100,
        peakMb: Math.max(peakMb[i], residentMb(pid)),
      }));
    },
  };
}
