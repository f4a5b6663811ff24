DROP INDEX "participants_profil";--> statement-breakpoint
DROP INDEX "participants_service";--> statement-breakpoint
CREATE INDEX "participants_profil_order" ON "participants" USING btree ("profil","last_name_key","first_name_key","id") WHERE "participants"."visible";--> statement-breakpoint
CREATE INDEX "participants_service_order" ON "participants" USING btree ("service","last_name_key","first_name_key","id") WHERE "participants"."visible";