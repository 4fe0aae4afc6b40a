import { randomUUID } from "node:crypto";

/** An e-mail no account has yet (examples that register, tests that need a stranger). */
export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.in`;
