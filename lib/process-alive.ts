/**
 * Whether process `pid` on this machine is running: signal 0 checks without sending anything.
 * EPERM means it exists but belongs to another user, so it is alive too.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
