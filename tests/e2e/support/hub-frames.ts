import type { Page } from '@playwright/test';

/**
 * The page's hub connection (SignalR over WebSocket at /signalr), passed through Playwright's
 * WebSocket route so that a test can see what the server sends and hold it back: a planner whose
 * hub messages are held has a copy that has gone out of date, as a planner behind a slow link.
 * Must be installed before the page opens the planner (routes take new connections only).
 */
export async function routeHub(page: Page) {
  const received: string[] = [];
  const waiting: (() => void)[] = [];
  let held: string[] | null = null;
  let toPage: ((message: string) => void) | undefined;
  await page.routeWebSocket(/\/signalr/, (ws) => {
    const server = ws.connectToServer();
    toPage = (message) => ws.send(message);
    server.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString('utf8');
      if (held) held.push(text);
      else {
        ws.send(text);
        received.push(text);
        for (const wake of waiting.splice(0)) wake();
      }
    });
  });
  return {
    /** Every frame the page has been given, in order. */
    received,
    /** Resolves once the page has been given a frame that `match` accepts. */
    async given(match: (frame: string) => boolean): Promise<string> {
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        await new Promise<void>((wake) => waiting.push(wake));
      }
    },
    /** Keeps the server's frames from the page until release(). */
    hold() {
      held ??= [];
    },
    /** Gives the page the frames held, in order, and the rest as they come. */
    release() {
      const frames = held ?? [];
      held = null;
      for (const frame of frames) {
        toPage?.(frame);
        received.push(frame);
      }
      for (const wake of waiting.splice(0)) wake();
    },
  };
}
