CREATE TYPE "public"."alarm_reason" AS ENUM('noContact', 'status');--> statement-breakpoint
CREATE TYPE "public"."delivery_channel" AS ENUM('mail', 'webhook');--> statement-breakpoint
CREATE TYPE "public"."delivery_state" AS ENUM('queued', 'delivered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."external_message_kind" AS ENUM('alarm', 'resolved');--> statement-breakpoint
CREATE TABLE "external_message_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"channel" "delivery_channel" NOT NULL,
	"target" text NOT NULL,
	"job_id" uuid,
	"state" "delivery_state" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_code" varchar(64) NOT NULL,
	"account_id" uuid,
	"player_id" uuid,
	"player_name" text NOT NULL,
	"kind" "external_message_kind" NOT NULL,
	"reason" "alarm_reason" NOT NULL,
	"status_level" text,
	"episode_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_alarm_episodes" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"reason" "alarm_reason" NOT NULL,
	"status_level" text,
	"since" timestamp with time zone NOT NULL,
	"is_raised" boolean DEFAULT false NOT NULL,
	"alarm_message_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_message_deliveries" ADD CONSTRAINT "external_message_deliveries_message_id_external_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."external_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_messages" ADD CONSTRAINT "external_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_messages" ADD CONSTRAINT "external_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_alarm_episodes" ADD CONSTRAINT "player_alarm_episodes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_message_deliveries_message_id_idx" ON "external_message_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "external_message_deliveries_job_id_idx" ON "external_message_deliveries" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "external_messages_message_code_key" ON "external_messages" USING btree ("message_code");--> statement-breakpoint
CREATE INDEX "external_messages_created_at_id_idx" ON "external_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "external_messages_account_id_created_at_idx" ON "external_messages" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "external_messages_player_id_idx" ON "external_messages" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "external_messages_subject_trgm" ON "external_messages" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "external_messages_player_name_trgm" ON "external_messages" USING gin ("player_name" gin_trgm_ops);