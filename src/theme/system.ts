// The app's Chakra system. Its global styles (reset, element defaults, every token as a CSS
// variable) are not made at run time: the build writes them into index.html as a stylesheet
// (scripts/vite/chakra-global-css.ts), which saves each phone tens of milliseconds at start, and
// the build makes Chakra compute them only on demand, which here is never.
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { systemConfigs } from './system-config';

let created: SystemContext | undefined;

/**
 * The system, made at its first use (the app's first render) rather than when its module loads:
 * making it is the largest piece of work at start (every token resolved), and apart from the
 * loading of the app's code it falls in a task of its own, which a slow phone can answer a tap
 * between.
 */
export function appSystem(): SystemContext {
  if (!created) {
    created = createSystem(...systemConfigs);
    // ChakraProvider renders `_global` with emotion; empty, it adds nothing to what index.html has.
    Object.defineProperty(created, '_global', { value: [] });
  }
  return created;
}
