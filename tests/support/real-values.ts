import type { ContractOperation } from './contract.ts';
import type { RealValues } from './requests.ts';
import { type MakeContext, resourceKinds } from './resources.ts';
import type { Party, World } from './world.ts';

/**
 * Real values for an operation's path parameters and id-like body fields, owned by the caller
 * where the caller can own one (else by household A), so generated requests reach past lookups.
 * Parameters the registry does not know keep their generated values here; the authorisation
 * matrix is the suite that insists on the registry.
 */
export async function realValuesFor(world: World, op: ContractOperation, party: Party): Promise<RealValues> {
  const context: MakeContext = { path: op.path, params: {} };
  const bodyFields = Object.keys((op.body?.json?.schema.properties as Record<string, unknown> | undefined) ?? {});
  const names = [...op.parameters.filter((p) => p.in === 'path').map((p) => p.name), ...bodyFields];
  for (const name of names) {
    const kind = resourceKinds[name];
    if (!kind || context.params[name] !== undefined) continue;
    const owner = kind.ownerRoles.includes(party.role)
      ? party
      : (Object.values(world.parties).find((p) => p.side === 'A' && kind.ownerRoles.includes(p.role)) ?? party);
    const made = await kind.make(world, owner, context);
    context.params[name] = made.value;
  }
  return context.params;
}
