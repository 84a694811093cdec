// Errors the runtime catches itself (island crashes, early window errors)
// are handed to error reporting once it has loaded; nothing is kept when
// error reporting is not configured.
type Sink = (error: unknown) => void;

let sink: Sink | null = null;
let enabled = false;
const queue: unknown[] = [];

export function enableReporting() {
  enabled = true;
}

export function reportError(error: unknown) {
  if (sink) sink(error);
  else if (enabled && queue.length < 20) queue.push(error);
}

export function setReportSink(next: Sink) {
  sink = next;
  for (const error of queue.splice(0)) next(error);
}
