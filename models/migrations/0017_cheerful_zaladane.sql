CREATE TYPE "public"."vitals_connection" AS ENUM('slow-2g', '2g', '3g', '4g');--> statement-breakpoint
CREATE TYPE "public"."vitals_device_class" AS ENUM('phone', 'tablet', 'desktop');--> statement-breakpoint
CREATE TYPE "public"."vitals_metric" AS ENUM('LCP', 'INP', 'CLS', 'TTFB', 'FCP');--> statement-breakpoint
CREATE TYPE "public"."vitals_page_type" AS ENUM('home', 'collections', 'product', 'blog', 'gift-store', 'cart', 'checkout', 'account', 'other');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'processed', 'failed');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "invoice_counters_seller_id_kind_financial_year_pk" PRIMARY KEY("seller_id","kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_line_id" uuid,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" integer NOT NULL,
	"rate_percent" integer NOT NULL,
	"value_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "invoice_lines_quantity_chk" CHECK ("invoice_lines"."quantity" >= 1),
	CONSTRAINT "invoice_lines_value_chk" CHECK ("invoice_lines"."value_paise" = "invoice_lines"."taxable_paise" + "invoice_lines"."cgst_paise" + "invoice_lines"."sgst_paise" + "invoice_lines"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"credited_invoice_id" uuid,
	"reason" text,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"intra_state" boolean NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoices_position_chk" CHECK ("invoices"."position" >= 1),
	CONSTRAINT "invoices_serial_chk" CHECK ("invoices"."serial" >= 1),
	CONSTRAINT "invoices_total_chk" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_type" "vitals_page_type" NOT NULL,
	"device_class" "vitals_device_class" NOT NULL,
	"connection" "vitals_connection",
	"metric" "vitals_metric" NOT NULL,
	"value" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_value_chk" CHECK ("web_vitals"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pin_codes" (
	"pin" text PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "pin_codes_pin_chk" CHECK ("pin_codes"."pin" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"reason" text NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_paise_chk" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_idempotency_key_chk" CHECK ("refunds"."idempotency_key" ~ '^[A-Za-z0-9_-]{10,64}$'),
	CONSTRAINT "refunds_reason_chk" CHECK (char_length("refunds"."reason") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_by" date;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_id_position_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_line_id_idx" ON "invoice_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_id_position_idx" ON "invoices" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_idx" ON "invoices" USING btree ("seller_id","kind","financial_year","serial");--> statement-breakpoint
CREATE INDEX "invoices_credited_invoice_id_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_at_idx" ON "web_vitals" USING btree ("recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_idx" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_id_idx" ON "refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_id_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree (right("id"::text, 8));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_gstin_chk" CHECK ("sellers"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_chk" CHECK ("orders"."cod_fee" >= 0 and "orders"."cod_fee" % 100 = 0);