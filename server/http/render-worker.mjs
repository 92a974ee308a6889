// A worker thread that renders pages with the built renderer (dist-ssr/entry-server.js). It is
// plain JavaScript and runs without the TypeScript loader, which would add its own memory, and it
// keeps React's tens of milliseconds of rendering off the thread that answers the API.
import { parentPort, workerData } from 'node:worker_threads';

const renderer = await import(workerData.entryUrl);

parentPort.on('message', async ({ id, path, seed }) => {
  try {
    parentPort.postMessage({ id, page: await renderer.renderPage(path, seed) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
