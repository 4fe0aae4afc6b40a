/** Which requests a document route answers (see document-request.mjs). */
import type { IncomingMessage } from "node:http";
import type { RouterState } from "./router-request.mjs";

export const DOCUMENT_REQUEST_HEADER: "x-shop-document";
export const PRODUCT_DOCUMENT_ROUTE: "/product/document";
export function noteDocumentRequest(req: Pick<IncomingMessage, "method" | "url" | "headers" | "rawHeaders">, state?: RouterState | null): void;
