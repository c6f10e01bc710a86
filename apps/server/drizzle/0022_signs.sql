CREATE TABLE "signs" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"template_version_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"documents" jsonb NOT NULL,
	"document_hash" varchar(64) NOT NULL,
	"fact_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"media_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signs" ADD CONSTRAINT "signs_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signs" ADD CONSTRAINT "signs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signs" ADD CONSTRAINT "signs_template_version_id_sign_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."sign_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signs_fact_codes_idx" ON "signs" USING gin ("fact_codes");--> statement-breakpoint
CREATE INDEX "signs_media_codes_idx" ON "signs" USING gin ("media_codes");--> statement-breakpoint
CREATE INDEX "signs_account_id_idx" ON "signs" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "signs_template_version_id_idx" ON "signs" USING btree ("template_version_id");--> statement-breakpoint
ALTER TABLE "media" DROP COLUMN "sign_data";