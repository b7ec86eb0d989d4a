/** One pending timer per key (an item's next status question, its wait before a retry), cleared by key or all at once. */
export function keyedTimers<K>() {
  const timers = new Map<K, ReturnType<typeof setTimeout>>();
  const clear = (key: K) => {
    clearTimeout(timers.get(key));
    timers.delete(key);
  };
  return {
    /** runs `task` after `ms`, in place of the key's pending timer */
    set(key: K, ms: number, task: () => void): void {
      clear(key);
      const timer = setTimeout(() => {
        if (timers.get(key) === timer) timers.delete(key);
        task();
      }, ms);
      timers.set(key, timer);
    },
    has: (key: K) => timers.has(key),
    clear,
    clearAll(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
