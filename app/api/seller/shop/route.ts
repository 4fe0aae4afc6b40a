import type { ShopTaxDetailsAnswer, ShopTaxDetailsSavedAnswer } from "@/lib/api-answers/invoices";
import { requireStaff } from "@/lib/auth/staff";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { saveShopTaxDetails, shopTaxDetails } from "@/lib/invoices/shop-details";
import { shopTaxDetailsInput } from "@/lib/invoices/shop-details-input";

/** GET /api/seller/shop (seller): the shop's GST details -> { shop }. */
export const GET = route(async (request) => {
  const staff = await requireStaff(request, ["seller"]);
  return privateJson({ shop: await shopTaxDetails(staff) } satisfies ShopTaxDetailsAnswer);
});

/**
 * PUT /api/seller/shop (seller) { legalName, gstin, address, state }: sets the GST details its
 * invoices print as the supplier's -> { message, shop }. A GSTIN of the wrong shape, with a wrong
 * check character or of another state is a 400 naming it.
 */
export const PUT = route(async (request) => {
  const staff = await requireStaff(request, ["seller"]);
  const input = await readJsonBody(request, shopTaxDetailsInput);
  return privateJson({ message: "Shop GST details saved.", shop: await saveShopTaxDetails(staff, input) } satisfies ShopTaxDetailsSavedAnswer);
});
