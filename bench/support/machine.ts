import os from 'node:os';

/** One line naming the machine a benchmark ran on, printed with every result. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${memoryGiB} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
}
