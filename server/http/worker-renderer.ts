// The page renderer behind a worker thread (render-worker.mjs), started at the first render and
// stopped after a quiet minute: the rendered pages are kept by rendered-pages.ts, so a server at
// rest does not hold React and Chakra in memory.
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { PageRender, PageRenderer, SeedEntry } from './page-render';

const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);
const DEFAULT_IDLE_MS = 60_000;

interface Pending {
  resolve: (page: PageRender) => void;
  reject: (error: Error) => void;
}

interface WorkerMessage {
  id: number;
  page?: PageRender;
  error?: string;
}

interface RunningWorker {
  thread: Worker;
  pending: Map<number, Pending>;
}

export interface WorkerRenderer extends PageRenderer {
  /** Stops the worker; the next render starts a new one. */
  close(): Promise<void>;
}

export function workerRenderer(entryFile: string, idleMs = DEFAULT_IDLE_MS): WorkerRenderer {
  let current: RunningWorker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  async function stop(): Promise<void> {
    clearTimeout(idleTimer);
    const running = current;
    current = undefined;
    if (running) await running.thread.terminate();
  }

  function start(): RunningWorker {
    const thread = new Worker(WORKER_URL, {
      workerData: { entryUrl: pathToFileURL(entryFile).href },
      // Without the parent's --import tsx: the worker runs built JavaScript only.
      execArgv: [],
    });
    const running: RunningWorker = { thread, pending: new Map() };
    const failAll = (error: Error) => {
      for (const { reject } of running.pending.values()) reject(error);
      running.pending.clear();
    };
    thread.on('message', (message: WorkerMessage) => {
      const waiting = running.pending.get(message.id);
      running.pending.delete(message.id);
      if (message.page) waiting?.resolve(message.page);
      else waiting?.reject(new Error(message.error ?? '页面渲染失败'));
      if (running.pending.size === 0 && current === running) {
        idleTimer = setTimeout(() => void stop(), idleMs);
        idleTimer.unref();
      }
    });
    thread.on('error', failAll);
    thread.on('exit', () => {
      if (current === running) current = undefined;
      failAll(new Error('页面渲染线程已退出'));
    });
    return running;
  }

  return {
    renderPage(path: string, seed: Record<string, SeedEntry>): Promise<PageRender> {
      clearTimeout(idleTimer);
      const running = (current ??= start());
      const id = nextId++;
      return new Promise<PageRender>((resolve, reject) => {
        running.pending.set(id, { resolve, reject });
        running.thread.postMessage({ id, path, seed });
      });
    },
    close: stop,
  };
}
