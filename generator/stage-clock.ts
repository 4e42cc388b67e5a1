// How long each stage of a build takes, told to a progress listener as each starts.
/** `done` and `total` come with the stages that go page by page. */
export type ProgressListener = (stage: string, done?: number, total?: number) => void;

/** Each stage's milliseconds, and the progress listener told as each starts. */
export function stageClock(onProgress: ProgressListener | undefined) {
  const timings: Record<string, number> = {};
  let current: string | undefined;
  let t = performance.now();
  const end = () => {
    const now = performance.now();
    if (current) timings[current] = Math.round(now - t);
    t = now;
  };
  return {
    timings,
    start(name: string, told = true) {
      end();
      current = name;
      if (told) onProgress?.(name);
    },
    end,
  };
}
