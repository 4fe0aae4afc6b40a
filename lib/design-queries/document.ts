import type { DesignQueryDocument } from "@/lib/api-answers/design-queries";
import type { DesignQuery } from "@/models";

/** A design query as the API answers it (the contract's `_id`; `date` as ISO text). */
export type { DesignQueryDocument };

export function toDesignQueryDocument(row: DesignQuery): DesignQueryDocument {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    image: row.image,
    customerId: row.customerId,
    date: row.createdAt.toISOString(),
  };
}
