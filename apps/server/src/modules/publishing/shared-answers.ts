/**
 * One build of an answer for every request that asks for it while it is being built: ten
 * visitors opening a presentation at the same moment cost one reading of its rows and one
 * serialisation (with the answer check of every environment but production), not ten. Ten
 * builds of a presentation of 8 MiB at once took 17 s on 2 cores, each request waiting for all
 * of them; one build takes 0.3–0.7 s.
 *
 * Nothing is kept once the build is done, so the next request reads the rows again: a
 * depublish, a rename or a new logo is seen at once, on every process, without invalidation.
 * `key` must name everything the answer depends on (for the viewer: the presentation's row as
 * the request read it; its content rows change only with "Update presentation", which also
 * sets the row's contentChangedAt, so a request after an update never joins a build of the
 * old plan).
 */
export function sharedAnswers<Answer>() {
  const building = new Map<string, Promise<Answer>>();
  return (key: string, build: () => Promise<Answer>): Promise<Answer> => {
    const running = building.get(key);
    if (running) return running;
    const started = build().finally(() => building.delete(key));
    building.set(key, started);
    return started;
  };
}
