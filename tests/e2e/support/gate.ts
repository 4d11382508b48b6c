/** A promise a test holds a route's answer on (`held`) until it calls `release`. */
export function gate(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
