ALTER TYPE "public"."tag_type" ADD VALUE 'contentType';--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_created_by_user_id_idx" ON "broadcasts" USING btree ("created_by_user_id");--> statement-breakpoint
-- hand-written
UPDATE "broadcasts" SET "created_by_user_id" = "modified_by_user_id";
