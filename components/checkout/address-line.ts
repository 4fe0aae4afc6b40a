import type { ShippingInfo } from "@/components/shop-data/types";

/** An address on one line, as the shipping step and order pages show it. */
export function addressLine(address: ShippingInfo): string {
  return `${address.address}, ${address.area}, ${address.city}, ${address.province} ${address.post}`;
}
