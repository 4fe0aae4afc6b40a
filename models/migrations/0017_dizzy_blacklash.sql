CREATE TYPE "public"."vitals_connection" AS ENUM('slow-2g', '2g', '3g', '4g');--> statement-breakpoint
CREATE TYPE "public"."vitals_device_class" AS ENUM('phone', 'tablet', 'desktop');--> statement-breakpoint
CREATE TYPE "public"."vitals_metric" AS ENUM('LCP', 'INP', 'CLS', 'TTFB', 'FCP');--> statement-breakpoint
CREATE TYPE "public"."vitals_page_type" AS ENUM('home', 'collections', 'product', 'blog', 'gift-store', 'cart', 'checkout', 'account', 'other');--> statement-breakpoint
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
CREATE INDEX "web_vitals_recorded_at_idx" ON "web_vitals" USING btree ("recorded_at");