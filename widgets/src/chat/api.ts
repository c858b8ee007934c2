import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs a mutation factory's function without its `onSuccess`: the SDK's invalidation map marks
 * every messaging query stale after a send or a read, and the chat keeps its own list, merged
 * by id, instead of refetching it on each message.
 */
export function runMutation<Data, Variables>(
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
