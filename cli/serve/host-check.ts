// DNS rebinding: a page on another site can point its own name at 127.0.0.1
// and then read whatever `docs serve` answers (drafts included), because the
// browser thinks it talks to that site. The request still carries that name
// in its Host header, so the preview answers only to names that cannot be an
// attacker's (as webpack-dev-server and Vite do):
//   - any IP address literal (127.0.0.1, 192.168.1.20, [::1]): a rebinding
//     attack needs a name, and with --host 0.0.0.0 people reach it by LAN IP;
//   - localhost and *.localhost (they always mean this machine);
//   - the name given with --host, and those given with --allow-host
//     (".example.test" allows that name and its subdomains).
// The port is not compared: it plays no part in the attack, and SSH tunnels
// and container port mappings change it legitimately.
import { isIP, isIPv4 } from 'node:net';

export interface HostRules {
  /** The address or name `docs serve` listens on (--host). */
  listenHost: string;
  /** More names to answer to (--allow-host). */
  allowHosts?: readonly string[];
}

/** The name in a Host header (lowercase, no port, no trailing dot; IPv6 without brackets), or undefined if malformed. */
export function hostName(header: string): string | undefined {
  const host = header.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0 || !/^(:\d*)?$/.test(host.slice(end + 1))) return undefined;
    return host.slice(1, end);
  }
  const colon = host.indexOf(':');
  if (colon >= 0 && !/^\d*$/.test(host.slice(colon + 1))) return undefined;
  const name = (colon >= 0 ? host.slice(0, colon) : host).replace(/\.$/, '');
  return name && /^[a-z0-9._-]+$/.test(name) ? name : undefined;
}

/** Whether `docs serve` answers a request with this Host header. */
export function hostAllowed(header: string | undefined, rules: HostRules): boolean {
  if (!header) return false;
  const name = hostName(header);
  if (name === undefined) return false;
  if (isIP(name) !== 0) return header.trim().startsWith('[') ? isIP(name) === 6 : isIPv4(name);
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const listen = rules.listenHost.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (name === listen) return true;
  return (rules.allowHosts ?? []).some((allowed) => {
    const a = allowed.trim().toLowerCase().replace(/\.$/, '');
    return a.startsWith('.') ? name === a.slice(1) || name.endsWith(a) : name === a;
  });
}

/** The 403 answer's text: what was refused and how to allow it on purpose. */
export function blockedText(header: string | undefined): string {
  const shown = header === undefined ? '(none)' : JSON.stringify(header.slice(0, 200));
  const name = header && hostName(header);
  return (
    `Blocked request: this preview answers only to localhost, IP addresses and the --host name; the request's Host header was ${shown}.\n` +
    'A page of another site can point its name at this machine to read the preview (DNS rebinding), so other names are refused.\n' +
    (name ? `If you reach the preview by this name on purpose, start it with --allow-host ${name}\n` : '')
  );
}
