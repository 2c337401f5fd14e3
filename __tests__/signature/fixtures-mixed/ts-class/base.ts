import { Injectable } from './di';

/** A typed event bus. */
@Injectable()
export class EventBus<E extends Record<string, unknown>> {
  constructor(private readonly name: string) {}

  /** Subscribes to one event. */
  on<K extends keyof E>(event: K, handler: (payload: E[K]) => void): () => void;
  on(event: '*', handler: (payload: unknown) => void): () => void;
  on(event: string, handler: (payload: any) => void): () => void {
    return () => undefined;
  }

  emit<K extends keyof E>(event: K, payload: E[K]): boolean {
    return true;
  }

  protected get size(): number {
    return 0;
  }
}
