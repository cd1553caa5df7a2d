// A process's CPU time, precise to the nanosecond: the sum of its threads' time on a core, read from
// /proc/<pid>/task/*/schedstat (Linux). /proc/<pid>/stat counts in 10 ms ticks, too coarse for one request.
import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time (ms) the live threads of process `pid` have used so far. A warm Next server keeps its threads
 * (main, libuv pool, V8 helpers), so the difference of two reads is what happened between them.
 */
export function processCpuMs(pid: number): number {
  let ns = 0
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return ns / 1e6
}
