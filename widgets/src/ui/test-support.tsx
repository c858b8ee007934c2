import { createPropreClient } from '@propre/sdk';
import type { ReactNode } from 'react';
import { PropreProvider, type PropreProviderProps } from '../provider/PropreProvider.tsx';

/** A provider around a test's tree, with a client that no test lets reach the network. */
export function TestProvider({ children, ...props }: Partial<PropreProviderProps> & { children: ReactNode }) {
  return (
    <PropreProvider client={props.client ?? createPropreClient({ baseUrl: 'http://api.invalid' })} {...props}>
      {children}
    </PropreProvider>
  );
}
