import { requireStaff } from "@/lib/auth/staff";
import { privateJson, route } from "@/lib/http";
import { staffOrdersQuery } from "@/lib/orders/fulfilment-input";
import { listStaffOrders } from "@/lib/orders/staff-orders";

/**
 * GET /api/seller/orders?status=&page= (staff): the orders holding the seller's products (an
 * admin: every order), newest first, 20 a page -> { orders, total, page, pages, perPage }.
 */
export const GET = route(async (request) => {
  const staff = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const query = staffOrdersQuery.parse({ status: params.get("status") ?? undefined, page: params.get("page") ?? undefined });
  return privateJson(await listStaffOrders(staff, query));
});
