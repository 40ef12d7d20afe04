import net from 'node:net';

/** A port free on 127.0.0.1 now, for a server the bench starts next (the console, whose address the sandbox must know first). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
