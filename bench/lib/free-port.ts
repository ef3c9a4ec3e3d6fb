import net from 'node:net';

/**
 * A loopback port the system says is free now: `preferred` when it is, else any (a race with
 * another process is possible, and would fail the server's start loudly).
 */
export function freePort(preferred?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const listenOn = (port: number, onTaken: (error: Error) => void) => {
      const server = net.createServer();
      server.once('error', onTaken);
      server.listen(port, '127.0.0.1', () => {
        const { port: chosen } = server.address() as net.AddressInfo;
        server.close(() => resolve(chosen));
      });
    };
    listenOn(preferred ?? 0, (error) => (preferred === undefined ? reject(error) : listenOn(0, reject)));
  });
}
