// serve's first build makes the pages requests wait for first: a route stays
// wanted until the last request waiting for it is answered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filesInProgress } from '../cli/files-in-progress.ts';
import type { OutputSink } from '../cli/sink.ts';

test('a route stays wanted while any request waits for it', () => {
  const wanted = new Set<string>();
  const sink = { manifest: new Map(), standing: new Map() } as unknown as OutputSink;
  const files = filesInProgress(sink, '/', wanted);
  const first = files.want('/guide/');
  const second = files.want('/guide/');
  const other = files.want('/api/');
  first();
  first(); // released once only
  assert.deepEqual([...wanted].sort(), ['/api/', '/guide/']);
  second();
  assert.deepEqual([...wanted], ['/api/']);
  other();
  assert.equal(wanted.size, 0);
});
