ALTER TABLE "banners" ADD COLUMN "phone_url" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link" text;