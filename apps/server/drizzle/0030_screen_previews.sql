CREATE TABLE "screen_previews" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"broadcast_id" uuid NOT NULL,
	"manifest" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screen_previews" ADD CONSTRAINT "screen_previews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_previews" ADD CONSTRAINT "screen_previews_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_previews_expires_at_idx" ON "screen_previews" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "screen_previews_account_id_idx" ON "screen_previews" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "screen_previews_broadcast_id_idx" ON "screen_previews" USING btree ("broadcast_id");