import type { QueryClient } from '@tanstack/react-query';

/**
 * Who is signed in changed: every answer the SDK cached was someone else's view (the SDK's
 * sign-in factories reset the same way), without importing the whole invalidation map for it.
 */
export function forgetCachedAnswers(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: ({ queryKey }) => queryKey[0] === 'propre' });
}

/**
 * Runs a mutation's function outside the mutation cache: the provider treats a 401 in that
 * cache as the end of a session, which is right for most calls but not for one whose 401
 * means something else (a sign-in's wrong password).
 */
export async function runMutation<Data, Variables>(
  queryClient: QueryClient,
  options: {
    mutationKey: readonly unknown[];
    mutationFn: (
      variables: Variables,
      context: { client: QueryClient; meta: undefined; mutationKey: readonly unknown[] },
    ) => Promise<Data>;
  },
  variables: Variables,
): Promise<Data> {
  return options.mutationFn(variables, { client: queryClient, meta: undefined, mutationKey: options.mutationKey });
}
