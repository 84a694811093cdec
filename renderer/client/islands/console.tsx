// The interactive API console of one operation (an island, loaded when the
// operation is opened): its data comes from the operation's JSON file (named
// by the page's index), the form is generated from it (console/form.tsx), the
// request is sent with fetch and the answer shown. Credentials are shared by
// every open operation (console/credentials.tsx); a signed-in visitor's keys
// fill empty ones.
import { useEffect, useState } from 'react';
import type { ConsoleIndexEntry, ConsoleOperationData } from '../../api-types.ts';
import { getPartnerKeys, keysPresent, loadPartnerKeys, type KeysRequest } from '../partner-keys.ts';
import { currentCredentials, setCredentials, setStoragePrefix } from '../console/credentials.tsx';
import { OperationForm } from '../console/form.tsx';

const loads = new Map<string, Promise<unknown>>();
function getJson<T>(url: string): Promise<T> {
  let p = loads.get(url);
  if (!p) {
    p = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url} answered ${r.status}`);
      return r.json();
    });
    p.catch(() => loads.delete(url)); // a failed load is tried again next time
    loads.set(url, p);
  }
  return p as Promise<T>;
}

/** An operation from its pack: `url` names the pack and, after `#`, the operation (packs are loaded once, whichever operation asked). */
async function fromPack(url: string): Promise<ConsoleOperationData> {
  const at = url.indexOf('#');
  const pack = await getJson<Record<string, ConsoleOperationData>>(at < 0 ? url : url.slice(0, at));
  const id = at < 0 ? '' : decodeURIComponent(url.slice(at + 1));
  const data = Object.prototype.hasOwnProperty.call(pack, id) ? pack[id] : undefined;
  if (!data) throw new Error(`No operation ${id} in ${url.slice(0, at)}.`);
  return data;
}

async function loadOperation(indexUrl: string, operationId: string, dataUrl?: string): Promise<ConsoleOperationData> {
  // The page's script usually knows the data's place already (it listed the operation from the index).
  if (dataUrl) return fromPack(dataUrl);
  const index = await getJson<{ operations: ConsoleIndexEntry[] }>(indexUrl);
  const entry = index.operations.find((o) => o.operationId === operationId);
  if (!entry) throw new Error(`No operation ${operationId} in the console's index.`);
  return fromPack(new URL(entry.data, indexUrl).href);
}

export interface ConsoleIslandProps {
  /** The page's locale's UI strings (ClientConfig.strings). */
  strings?: Record<string, string>;
  operationId: string;
  indexUrl: string;
  /** The operation's data file, when the page knows it. */
  dataUrl?: string;
  /** The config's API base URL: where requests go when the operation names no server (unset: the page's origin). */
  apiBaseUrl?: string;
  storagePrefix?: string;
  keysRequest?: KeysRequest;
  baseUrl?: string;
}

export default function ConsoleIsland({ operationId, indexUrl, dataUrl, apiBaseUrl, storagePrefix = '', keysRequest, baseUrl = '/', strings }: ConsoleIslandProps) {
  setStoragePrefix(storagePrefix);
  const [op, setOp] = useState<ConsoleOperationData>();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailure(undefined);
    loadOperation(indexUrl, operationId, dataUrl).then(
      (data) => live && setOp(data),
      (error: unknown) => live && setFailure(String(error instanceof Error ? error.message : error)),
    );
    return () => {
      live = false;
    };
  }, [indexUrl, operationId, dataUrl, attempt]);
  // A signed-in visitor's keys fill empty credentials (memory only).
  useEffect(() => {
    const fill = () => {
      const keys = getPartnerKeys();
      const c = currentCredentials();
      if (!keysPresent(keys) || (c.clientId && c.authorization)) return;
      setCredentials({ ...c, clientId: c.clientId || keys.clientId, authorization: c.authorization || (keys.username && keys.apiKey ? `apikey ${keys.username}:${keys.apiKey}` : '') });
    };
    fill();
    if (keysRequest?.session) void loadPartnerKeys(keysRequest).then(fill, () => {});
  }, [keysRequest]);

  if (failure)
    return (
      <div className="console__error" role="alert">
        <p>The operation's data could not load: {failure}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          Retry
        </button>
      </div>
    );
  if (!op) return <p className="console__loading">Loading the operation…</p>;
  return <OperationForm op={op} apiBaseUrl={apiBaseUrl} storagePrefix={storagePrefix} reference={`${baseUrl.replace(/\/+$/, '')}${op.href}`} strings={strings} />;
}
