// Closing a connection while the client is still sending a body we refused. Closing at once makes
// the kernel answer the bytes still arriving with a reset, and many clients (Node's among them)
// then report the reset instead of our 413 or 405, which they never read. So, as nginx's
// "lingering close" does, the door ends its side once the answer is out and goes on reading (and
// dropping) what arrives for a moment: at most LINGER_MS and LINGER_BYTES, then it closes. A
// client that reads the answer and hangs up ends it sooner.

export const LINGER_MS = 2_000;
export const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * Makes the close that follows an answer with `Connection: close` on this socket a lingering one.
 * Node closes such a connection through socket.destroySoon() once the answer has been written.
 * @param {import("node:net").Socket} socket
 * @param {{ ms?: number, bytes?: number }} [options]
 */
export function lingerBeforeClosing(socket, { ms = LINGER_MS, bytes = LINGER_BYTES } = {}) {
  socket.destroySoon = /** @this {import("node:net").Socket} */ function () {
    if (this.writable) this.end(); // the answer is complete; the HTTP parser reads on and drops the body
    const readBefore = this.bytesRead;
    const check = setInterval(() => {
      if (this.bytesRead - readBefore > bytes) this.destroy();
    }, 50);
    const deadline = setTimeout(() => this.destroy(), ms);
    this.once("close", () => {
      clearInterval(check);
      clearTimeout(deadline);
    });
  };
}
