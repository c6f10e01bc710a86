CREATE TABLE "trigger_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"key_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trigger_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"location_id" uuid,
	"player_id" uuid,
	"state" text NOT NULL,
	"setting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trigger_settings_level_check" CHECK ("trigger_settings"."location_id" is null or "trigger_settings"."player_id" is null)
);
--> statement-breakpoint
CREATE TABLE "triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"trigger_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"trigger_group" text NOT NULL,
	"action_type" text NOT NULL,
	"variable_name" text,
	"active_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_groups" ADD COLUMN "trigger_id" uuid;--> statement-breakpoint
ALTER TABLE "broadcast_groups" ADD COLUMN "play_when" text;--> statement-breakpoint
ALTER TABLE "broadcast_media" ADD COLUMN "trigger_id" uuid;--> statement-breakpoint
ALTER TABLE "broadcast_media" ADD COLUMN "play_when" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "trigger_id" uuid;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "play_when" text;--> statement-breakpoint
ALTER TABLE "trigger_api_keys" ADD CONSTRAINT "trigger_api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_settings" ADD CONSTRAINT "trigger_settings_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_settings" ADD CONSTRAINT "trigger_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_settings" ADD CONSTRAINT "trigger_settings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trigger_settings" ADD CONSTRAINT "trigger_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triggers" ADD CONSTRAINT "triggers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_api_keys_key_code_key" ON "trigger_api_keys" USING btree ("key_code");--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_api_keys_key_hash_key" ON "trigger_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "trigger_api_keys_account_id_idx" ON "trigger_api_keys" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_settings_account_key" ON "trigger_settings" USING btree ("trigger_id") WHERE "trigger_settings"."location_id" is null and "trigger_settings"."player_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_settings_location_key" ON "trigger_settings" USING btree ("trigger_id","location_id") WHERE "trigger_settings"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trigger_settings_player_key" ON "trigger_settings" USING btree ("trigger_id","player_id") WHERE "trigger_settings"."player_id" is not null;--> statement-breakpoint
CREATE INDEX "trigger_settings_account_id_idx" ON "trigger_settings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "trigger_settings_location_id_idx" ON "trigger_settings" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "trigger_settings_player_id_idx" ON "trigger_settings" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "triggers_trigger_code_key" ON "triggers" USING btree ("trigger_code");--> statement-breakpoint
CREATE UNIQUE INDEX "triggers_account_variable_name_key" ON "triggers" USING btree ("account_id",lower("variable_name")) WHERE "triggers"."variable_name" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "triggers_account_timer_key" ON "triggers" USING btree ("account_id") WHERE "triggers"."trigger_group" = 'Timer';--> statement-breakpoint
CREATE INDEX "triggers_account_name_idx" ON "triggers" USING btree ("account_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "triggers_name_trgm" ON "triggers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "broadcast_groups" ADD CONSTRAINT "broadcast_groups_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."triggers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_media" ADD CONSTRAINT "broadcast_media_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."triggers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."triggers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_groups_trigger_id_idx" ON "broadcast_groups" USING btree ("trigger_id");--> statement-breakpoint
CREATE INDEX "broadcast_media_trigger_id_idx" ON "broadcast_media" USING btree ("trigger_id");--> statement-breakpoint
CREATE INDEX "broadcasts_trigger_id_idx" ON "broadcasts" USING btree ("trigger_id");