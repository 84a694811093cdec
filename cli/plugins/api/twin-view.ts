// What an API operation's twin is made from: a module of its own, so the main bundle
// imports it without the Markdown converters (loaded only where twins are made).
import type { OperationView } from '../../../renderer/api-types.ts';

/** An operation's view as its twin needs it: only the curl sample is in the twin (the other seven are most of a view's size). */
export function twinView(view: OperationView): OperationView {
  return { ...view, samples: (view.samples ?? []).filter((s) => s.id === 'curl'), sampleModes: undefined };
}
