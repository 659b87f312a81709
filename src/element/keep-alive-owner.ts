/**
 * `keep-alive` and `keep-alive-owner` as the lifecycle's one option, `keepAlive: { id, owner }`
 * (checked there); an owner without `keep-alive` keeps nothing, so it is left out.
 */
export function withKeepAliveOwner(options: Record<string, unknown>): Record<string, unknown> {
  const { keepAliveOwner: owner, ...rest } = options;
  if (owner === undefined || rest.keepAlive === undefined) return rest;
  return { ...rest, keepAlive: { id: rest.keepAlive, owner } };
}
