import { ViewerEngine } from './engine';
import { applyCommand, type EngineCommand, type EngineEvent, type EngineInit } from './engine-protocol';

/**
 * The 3D engine in a worker: three.js builds and draws the scene on the
 * OffscreenCanvas the page handed over, off the page's main thread. engine-host.ts starts it.
 */
const scope = self as unknown as {
  postMessage(message: EngineEvent): void;
  onmessage: ((event: MessageEvent<EngineInit | EngineCommand>) => void) | null;
};

let engine: ViewerEngine | undefined;

scope.onmessage = ({ data }) => {
  if ('type' in data)
    engine = new ViewerEngine(data.canvas, data.settings, (event) => scope.postMessage(event));
  else if (engine) applyCommand(engine, data);
};
