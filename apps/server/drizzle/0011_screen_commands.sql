CREATE TABLE "screen_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_log_date_time" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_count" integer DEFAULT 0 NOT NULL,
	"acked_at" timestamp with time zone,
	"is_ack_ok" boolean,
	"ack_message" text,
	"result_type" text,
	"result_body" "bytea",
	"result_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "screen_commands" ADD CONSTRAINT "screen_commands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_commands" ADD CONSTRAINT "screen_commands_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_commands_pending_idx" ON "screen_commands" USING btree ("player_id","issued_at") WHERE "screen_commands"."acked_at" is null;--> statement-breakpoint
CREATE INDEX "screen_commands_result_idx" ON "screen_commands" USING btree ("player_id","kind","result_at") WHERE "screen_commands"."result_at" is not null;--> statement-breakpoint
CREATE INDEX "screen_commands_account_id_idx" ON "screen_commands" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_registrations_device_credential_hash_key" ON "screen_registrations" USING btree ("device_credential_hash");