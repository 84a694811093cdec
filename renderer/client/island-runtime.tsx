// Island runtime (React part, its own chunk): renders an island's component
// inside an error boundary, hydrating the server markup when there is some.
// Like every lazy chunk it imports nothing from the client entry.
import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** The error's message, then each `cause`'s, separated by a blank line and "Cause:". */
export function errorChain(error: unknown): string {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join('\n\nCause:\n');
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

export class IslandBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, BoundaryState> {
  state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="island-crash" role="alert">
        <p className="island-crash__title">This page crashed</p>
        <button type="button" className="island-crash__retry" onClick={() => this.setState({ failed: false, error: null })}>
          Try again
        </button>
        <p className="island-crash__chain">{errorChain(this.state.error)}</p>
      </div>
    );
  }
}

/** `onError` receives what the boundary caught (the entry hands it to error reporting). */
export function renderIsland(el: HTMLElement, Island: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, onError: (error: unknown) => void) {
  const node = (
    <IslandBoundary onError={onError}>
      <Island {...props} />
    </IslandBoundary>
  );
  if (el.firstElementChild) hydrateRoot(el, node, { onRecoverableError: () => {} });
  else createRoot(el).render(node);
}
