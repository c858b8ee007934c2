/**
 * The authenticated sockets of each person on this API instance, oldest first. A cap keeps one
 * stolen or shared token from holding thousands of sockets (each one memory, a heartbeat and a
 * place in every fan-out to that person); past it, the oldest goes, so a person who opens one
 * more tab or device is never the one refused.
 */
export class SocketsPerUser<T> {
  readonly #byUser = new Map<string, T[]>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** Adds `socket` as `userId`'s newest; returns the sockets that are now over the cap, oldest first, no longer counted. */
  add(userId: string, socket: T): T[] {
    const sockets = this.#byUser.get(userId) ?? [];
    sockets.push(socket);
    this.#byUser.set(userId, sockets);
    return sockets.length > this.#max ? sockets.splice(0, sockets.length - this.#max) : [];
  }

  remove(userId: string, socket: T): void {
    const sockets = this.#byUser.get(userId);
    if (!sockets) return;
    const at = sockets.indexOf(socket);
    if (at >= 0) sockets.splice(at, 1);
    if (sockets.length === 0) this.#byUser.delete(userId);
  }
}
