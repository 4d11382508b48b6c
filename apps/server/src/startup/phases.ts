/**
 * Durations of the start-up phases, printed with the start-up lines so that a slow
 * start shows where its time went: loading the modules, opening the database, migrating,
 * keys and context, the demo data, building the app, listening.
 */
export class StartupClock {
  private last = 0;
  private readonly phases: Array<[string, number]> = [];

  /** Ends the phase running since the previous lap (the first one since the process began). */
  lap(name: string): void {
    const now = performance.now();
    this.phases.push([name, now - this.last]);
    this.last = now;
  }

  summary(): string {
    const parts = this.phases.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
    return `Started in ${(this.last / 1000).toFixed(1)} s (${parts.join(', ')})`;
  }
}
