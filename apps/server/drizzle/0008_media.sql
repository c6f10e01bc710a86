CREATE TYPE "public"."media_library" AS ENUM('MediaLibrary', 'ItemImages', 'BookingMedia');--> statement-breakpoint
CREATE TYPE "public"."media_processing" AS ENUM('pending', 'ready', 'failed', 'none');--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "video_codec" varchar(16);--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "library" "media_library" DEFAULT 'MediaLibrary' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumbnail_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "preview_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "processing" "media_processing" DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE INDEX "media_content_hash_idx" ON "media" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "media_thumbnail_hash_idx" ON "media" USING btree ("thumbnail_hash");--> statement-breakpoint
CREATE INDEX "media_preview_hash_idx" ON "media" USING btree ("preview_hash");--> statement-breakpoint
CREATE INDEX "media_account_id_library_file_name_idx" ON "media" USING btree ("account_id","library",lower("file_name"));--> statement-breakpoint
CREATE INDEX "media_account_id_modified_at_idx" ON "media" USING btree ("account_id","modified_at","id");--> statement-breakpoint
CREATE INDEX "media_account_id_display_name_idx" ON "media" USING btree ("account_id","display_name","id");--> statement-breakpoint
CREATE INDEX "media_account_id_orientation_idx" ON "media" USING btree ("account_id","orientation","id");--> statement-breakpoint
CREATE INDEX "media_account_id_resolution_idx" ON "media" USING btree ("account_id",(coalesce("width", 0) * coalesce("height", 0)),"id");