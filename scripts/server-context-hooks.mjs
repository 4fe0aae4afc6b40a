// Module hooks for ./server-context.mjs: `server-only` resolves as in a server bundle (its
// empty module); every other import resolves as usual.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== "server-only") return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
}
