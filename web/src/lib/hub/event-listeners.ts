type Listener = (data: unknown) => void;
type AnyListener = (name: string, data: unknown) => void;

/** Subscriptions to the server's events; one failing handler does not keep the event from the others. */
export class EventListeners {
  private readonly byName = new Map<string, Set<Listener>>();
  private readonly any = new Set<AnyListener>();

  /** Returns the unsubscriber. */
  on(name: string, listener: Listener): () => void {
    let set = this.byName.get(name);
    if (!set) this.byName.set(name, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Every event, in the order they arrive (the test and bench clients record them all). */
  onAny(listener: AnyListener): () => void {
    this.any.add(listener);
    return () => this.any.delete(listener);
  }

  emit(name: string, data: unknown): void {
    const calls = [...(this.byName.get(name) ?? [])].map((listener) => () => listener(data));
    calls.push(...[...this.any].map((listener) => () => listener(name, data)));
    for (const call of calls) {
      try {
        call();
      } catch (error) {
        console.error(`Hub event handler for ${name} failed`, error);
      }
    }
  }
}
