CREATE TABLE "social_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"feed_url" text NOT NULL,
	"refresh_minutes" smallint DEFAULT 15 NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"post_count" integer DEFAULT 0 NOT NULL,
	"fetch_job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facts" ADD COLUMN "social_channel_id" uuid;--> statement-breakpoint
ALTER TABLE "facts" ADD COLUMN "feed_entry_id" text;--> statement-breakpoint
ALTER TABLE "social_channels" ADD CONSTRAINT "social_channels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_channels_channel_code_key" ON "social_channels" USING btree ("channel_code");--> statement-breakpoint
CREATE INDEX "social_channels_account_name_idx" ON "social_channels" USING btree ("account_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "social_channels_name_trgm" ON "social_channels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "facts" ADD CONSTRAINT "facts_social_channel_id_social_channels_id_fk" FOREIGN KEY ("social_channel_id") REFERENCES "public"."social_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facts_social_channel_entry_key" ON "facts" USING btree ("social_channel_id","feed_entry_id");