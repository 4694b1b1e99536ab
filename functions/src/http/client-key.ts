// Who is asking, for per-client limits (docs/decisions/192-paid-lookups-and-id-card-metadata.md#who-is-a-client):
// a signed-in user by their verified uid; anyone else by IP address. Behind Firebase Hosting the connection comes
// from Google's front end, so the address is read from the headers: Hosting's CDN sets `Fastly-Client-IP` to the
// address that connected to it; without it (the function's own URL, the emulators) Express's `req.ip` (trust proxy:
// the left-most X-Forwarded-For entry, else the socket). A caller who skips Hosting can write either header, which
// is why the per-client limit is about fairness and the daily cap, counted whoever asks, guards the bill.
import { isIP } from 'node:net';
import type { Request } from 'express';

/** An IPv6 address's /64 (what one subscriber line is given), so rotating within it is one client. */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The caller's IP address as used for limits (IPv4 as is, IPv6 as its /64), or 'unknown'. */
export function clientIp(req: Request): string {
  const fastly = req.get('fastly-client-ip')?.trim();
  const raw = fastly && isIP(fastly) ? fastly : (req.ip ?? '');
  const ip = raw.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version === 6) return ipv6Prefix64(ip);
  return 'unknown';
}

/** `uid:<uid>` for a verified signed-in caller (req.caller, set by optionalAuth), else `ip:<address>`. */
export const clientKey = (req: Request): string => (req.caller ? `uid:${req.caller.uid}` : `ip:${clientIp(req)}`);
