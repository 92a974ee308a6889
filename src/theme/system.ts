// The app's Chakra system. Its global styles (reset, element defaults, every token as a CSS
// variable) are not made at run time: the build writes them into index.html as a stylesheet
// (scripts/vite/chakra-global-css.ts), which saves each phone tens of milliseconds at start, and
// the build makes Chakra compute them only on demand, which here is never.
import { createSystem } from '@chakra-ui/react';
import { systemConfigs } from './system-config';

const created = createSystem(...systemConfigs);
// ChakraProvider renders `_global` with emotion; empty, it adds nothing to what index.html has.
Object.defineProperty(created, '_global', { value: [] });

export const system = created;
