CREATE TABLE "play_rollups_hourly" (
	"account_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"broadcast_id" uuid,
	"group_id" uuid,
	"layer_code" text NOT NULL,
	"content_type_tag_id" uuid,
	"hour" timestamp with time zone NOT NULL,
	"plays" integer NOT NULL,
	"duration_ms" bigint NOT NULL,
	CONSTRAINT "play_rollups_hourly_key" UNIQUE NULLS NOT DISTINCT("account_id","hour","player_id","media_id","broadcast_id","group_id","layer_code","content_type_tag_id")
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"account_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"play_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"broadcast_id" uuid,
	"group_id" uuid,
	"content_type_tag_id" uuid,
	"layer_code" text NOT NULL,
	"trigger_code" text,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plays_player_id_play_id_key" UNIQUE("player_id","play_id")
);
--> statement-breakpoint
ALTER TABLE "play_rollups_hourly" ADD CONSTRAINT "play_rollups_hourly_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_rollups_hourly_hour_idx" ON "play_rollups_hourly" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "play_rollups_hourly_player_id_hour_idx" ON "play_rollups_hourly" USING btree ("player_id","hour");--> statement-breakpoint
CREATE INDEX "plays_account_id_started_at_idx" ON "plays" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "plays_started_at_idx" ON "plays" USING btree ("started_at");