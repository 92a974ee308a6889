// Renders a shared component inside the app's Chakra system and a router, for unit tests.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appSystem } from '../system';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <MemoryRouter>{children}</MemoryRouter>
    </ChakraProvider>
  );
}

/** Like Testing Library's render; rerender keeps the providers. */
export function renderWithSystem(ui: ReactNode) {
  return render(ui, { wrapper: Wrapper });
}
