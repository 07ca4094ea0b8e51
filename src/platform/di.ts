import type { ContainerModuleLoadOptions, Newable, ServiceIdentifier } from 'inversify';

type Bind = ContainerModuleLoadOptions['bind'];

/** A container token that knows the type bound to it, so resolved dependencies come typed. */
export type Token<T> = symbol & { readonly __boundType?: T };
export const token = <T>(key: string): Token<T> => Symbol.for(key) as Token<T>;

type Resolved<D> = { [K in keyof D]: D[K] extends Newable<infer T> ? T : D[K] extends Token<infer T> ? T : unknown };

/** Binds each use case class to itself, one instance per process (they hold no per-request state). */
export function bindUseCases(bind: Bind, useCases: readonly Newable<unknown>[]): void {
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
}

/**
 * Binds `token` to what `factory` makes of named dependencies, resolved once when the composition
 * root asks for the token: how routers, hub method tables and start-up tasks receive the use cases
 * they call, without ever seeing the container (ADR 0010).
 */
export function bindResolved<T, D extends Record<string, ServiceIdentifier>>(
  bind: Bind, token: Token<T>, deps: D, factory: (resolved: Resolved<D>) => NoInfer<T>,
): void {
  const names = Object.keys(deps);
  bind(token).toResolvedValue(
    (...values: unknown[]) => factory(Object.fromEntries(names.map((name, i) => [name, values[i]])) as Resolved<D>),
    names.map((name) => deps[name]!),
  );
}
