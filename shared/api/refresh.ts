/**
 * Runs `task` once for everyone who asks while it is under way (single flight): twenty calls that meet
 * an expired token wait for one refresh, not twenty.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/**
 * Runs `task` while holding a lock shared by every tab of the origin (Web Locks API), where there is one;
 * elsewhere (Node, old browsers) it just runs.
 */
export function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (!locks) return task();
  // The lock's promise settles with what the task's promise settles with; `then` tells the type checker so.
  return locks.request(name, task).then((result) => result);
}
