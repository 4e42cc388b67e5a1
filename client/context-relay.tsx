// The context a host tree gives at one place, carried to a React root of its own: an island inside the site's Root
// (root-host.tsx) hydrates as its own root — its server DOM kept — and reads Root's providers through this relay,
// their values the host's (one Root, one state), updated when they change. React names no API for the contexts above
// a component; its tree (fibers) says which: a provider's fiber has tag 10 and its context as its type (React 19).
import { Component, use, useLayoutEffect, useSyncExternalStore, type Context, type ReactNode } from 'react';

interface Fiber {
  tag: number;
  type: unknown;
  return: Fiber | null;
}

const PROVIDER_TAG = 10;

/**
 * What the islands' roots read: the host's contexts where its islands would be and their values, nearest first;
 * `first` are those of the host's first render — the server's, which an island's HTML was drawn with.
 */
export class Relay {
  contexts: Context<unknown>[] = [];
  values: unknown[] = [];
  first: unknown[] = [];
  /** Settled once the values are in. */
  readonly ready: Promise<void>;
  private start?: () => void;
  private listeners = new Set<() => void>();

  constructor() {
    this.ready = new Promise((done) => (this.start = done));
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.values;
  getFirst = () => this.first;

  set(contexts: Context<unknown>[], values: unknown[]): void {
    if (this.start) {
      this.contexts = contexts;
      this.first = this.values = values;
      this.start();
      this.start = undefined;
      return;
    }
    if (values.every((v, i) => Object.is(v, this.values[i]))) return;
    this.values = values;
    for (const l of this.listeners) l();
  }
}

/** The contexts provided above `instance` in its tree, nearest first, each once. */
function contextsAbove(instance: Component): Context<unknown>[] {
  const found = new Set<Context<unknown>>();
  for (let f = (instance as unknown as { _reactInternals?: Fiber })._reactInternals?.return; f; f = f.return) {
    if (f.tag === PROVIDER_TAG) found.add(((f.type as { _context?: Context<unknown> })._context ?? f.type) as Context<unknown>);
  }
  return [...found];
}

/** Drawn in the host where its islands would be: reads every context there (a change re-renders it), for `relay`. */
export class ContextTap extends Component<{ relay: Relay }> {
  private contexts?: Context<unknown>[];

  render() {
    this.contexts ??= contextsAbove(this);
    return <Read contexts={this.contexts} relay={this.props.relay} />;
  }
}

function Read({ contexts, relay }: { contexts: Context<unknown>[]; relay: Relay }) {
  const values = contexts.map((c) => use(c));
  useLayoutEffect(() => relay.set(contexts, values));
  return null;
}

/**
 * In an island's root: the relayed contexts around `children`, the nearest innermost. It hydrates with the values
 * the server drew (no mismatch when Root's state changed since: a page client navigation brought), then reads the
 * current ones.
 */
export function Relayed({ relay, children }: { relay: Relay; children: ReactNode }) {
  const values = useSyncExternalStore(relay.subscribe, relay.get, relay.getFirst);
  return relay.contexts.reduce<ReactNode>((inner, C, i) => <C.Provider value={values[i]}>{inner}</C.Provider>, children);
}
