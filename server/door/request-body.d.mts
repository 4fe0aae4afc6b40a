/** Request bodies held at the door until complete (see request-body.mjs). */
import type { IncomingMessage } from "node:http";

export function carriesBody(req: Pick<IncomingMessage, "headers">): boolean;
export function declaredLength(req: Pick<IncomingMessage, "headers">): number | undefined;
export function holdBody(
  req: IncomingMessage,
  handlers: {
    limit: number;
    idleMs: number;
    onArrived: () => void;
    onTooLarge: () => void;
    onStalled: () => void;
    makeRoom?: (heldBytes: number) => boolean;
    onNoRoom?: () => void;
  },
): void;
