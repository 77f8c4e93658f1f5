/** Restricts the admin API to the local machine, even when the emulator binds a public interface. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** True for 127.0.0.0/8 and ::1, including IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** 403 for callers that are not on this machine. */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isLoopbackAddress(c.env.incoming.socket.remoteAddress)) return c.json({ message: 'the emulator admin API only answers loopback callers' }, 403);
    await next();
  };
}
