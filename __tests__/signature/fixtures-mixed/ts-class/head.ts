import { Injectable } from './di';

/** A typed event bus. */
@Injectable({ scope: 'singleton' })
export class EventBus<E extends Record<string, unknown>> {
  constructor(private readonly name: string) {}

  on<K extends keyof E>(event: K, handler: (payload: E[K]) => void): () => void;
  on(event: string, handler: (payload: any) => void): () => void {
    return () => undefined;
  }

  emit<K extends keyof E>(event: K, payload: E[K], sync?: boolean): Promise<boolean> {
    return Promise.resolve(true);
  }

  protected get size(): number {
    return 0;
  }
}
