ALTER TABLE "catalog_items" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "catalog_items_source" ON "catalog_items" USING btree ("source");