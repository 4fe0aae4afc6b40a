import type { IncomingMessage, ServerResponse } from "node:http";
export declare function logAnswer(req: IncomingMessage, res: ServerResponse): void;
export declare function setAccessLog(on: boolean): void;
