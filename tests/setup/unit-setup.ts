import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());

// findBy…/waitFor give up after 1 s by default; on a shared two-core machine a lazy chunk or an
// IndexedDB round trip can take longer. A longer ceiling only slows a test that would fail.
configure({ asyncUtilTimeout: 5000 });
