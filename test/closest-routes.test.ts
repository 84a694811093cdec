// The not-found page's suggestions: the pages closest to a missing address.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { closestRoutes, editDistance, type RouteEntry } from '../renderer/closest-routes.ts';

const route = (path: string, title: string): RouteEntry => ({ path, title });
const ROUTES = [
  route('/', 'Home'),
  route('/api/receipts-invoices/process-a-document/', 'Process a document'),
  route('/api/receipts-invoices/get-a-document/', 'Get a document'),
  route('/api/bank-statements/process-a-bank-statement/', 'Process a bank statement'),
  route('/lens/mobile/receipts/installation/', 'Install Lens for receipts'),
  route('/lens/mobile/barcodes/installation/', 'Install Lens for barcodes'),
  route('/lens/mobile/checks/installation/', 'Install Lens for checks'),
  route('/fraud/intro/', 'Fraud detection'),
  route('/fraud/signals/', 'Fraud signals'),
  route('/interactive-api/', 'Interactive API'),
];
const first = (path: string) => closestRoutes(path, ROUTES)[0]?.path;

describe('closest routes to a missing address', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    assert.equal(editDistance('reciepts', 'receipts'), 1);
    assert.equal(editDistance('proces', 'process'), 1);
    assert.equal(editDistance('abc', 'abc'), 0);
    assert.ok(editDistance('a'.repeat(40), 'b', 5) > 5);
  });

  it('finds a misspelt last part, a misspelt word, a moved word and an old .html address', () => {
    assert.equal(first('/api/receipts-invoices/proces-a-document/'), '/api/receipts-invoices/process-a-document/');
    assert.equal(first('/lens/mobile/reciepts/installation/'), '/lens/mobile/receipts/installation/');
    assert.equal(first('/docs/fraud-intro'), '/fraud/intro/');
    assert.equal(first('/fraud/signals.html'), '/fraud/signals/');
    assert.equal(first('/interactive_api'), '/interactive-api/');
  });

  it('offers at most five, closest first, and nothing for an address like no page', () => {
    const near = closestRoutes('/api/receipts-invoices/document/', ROUTES);
    assert.ok(near.length > 1 && near.length <= 5, near.map((r) => r.path).join(' '));
    assert.deepEqual(closestRoutes('/zzzz/qqqq-xxxx/', ROUTES), []);
    // A short word is not taken for another one letter away.
    assert.deepEqual(closestRoutes('/api/nope-x/', [...ROUTES, route('/api/tags/retrieve-a-tags-note/', 'Retrieve a tags note')]), []);
    assert.deepEqual(closestRoutes('/', ROUTES), []);
  });
});
