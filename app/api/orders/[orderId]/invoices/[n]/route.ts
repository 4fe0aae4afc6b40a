import { route } from "@/lib/http";
import { invoiceDownload } from "@/lib/invoices/download";

type Context = { params: Promise<{ orderId: string; n: string }> };

/**
 * GET /api/orders/{orderId}/invoices/{n}: the order's n-th invoice or credit note as a PDF
 * (application/pdf), for the order's customer, the seller whose shop issued it or an admin;
 * 404 for anyone else.
 */
export const GET = route(async (request: Request, { params }: Context) => {
  const { orderId, n } = await params;
  const { pdf, fileName } = await invoiceDownload(request, orderId, n);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
