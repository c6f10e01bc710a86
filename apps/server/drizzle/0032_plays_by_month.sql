-- Plays become a table partitioned by the month they started (UTC), so retention drops a month
-- whole instead of deleting rows from the fleet's hottest table. The months from the oldest one
-- retention keeps (90 days) to the next are made here; the server makes later ones ahead.
ALTER TABLE "plays" RENAME TO "plays_before_months";--> statement-breakpoint
ALTER TABLE "plays_before_months" RENAME CONSTRAINT "plays_player_id_play_id_key" TO "plays_before_months_key";--> statement-breakpoint
ALTER INDEX "plays_account_id_started_at_idx" RENAME TO "plays_before_months_account_idx";--> statement-breakpoint
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
	CONSTRAINT "plays_player_id_play_id_started_at_key" UNIQUE("player_id","play_id","started_at")
) PARTITION BY RANGE ("started_at");--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plays_account_id_started_at_idx" ON "plays" USING btree ("account_id","started_at");--> statement-breakpoint
DO $$
DECLARE
	month timestamp;
BEGIN
	FOR month IN SELECT generate_series(
		date_trunc('month', (now() AT TIME ZONE 'UTC') - interval '90 days'),
		date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '1 month'),
		interval '1 month')
	LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "plays" FOR VALUES FROM (%L) TO (%L)',
			'plays_' || to_char(month, 'YYYY_MM'),
			to_char(month, 'YYYY-MM-DD') || ' 00:00:00+00',
			to_char(month + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00');
	END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "plays" ("account_id", "player_id", "play_id", "media_id", "broadcast_id", "group_id",
	"content_type_tag_id", "layer_code", "trigger_code", "source", "started_at", "duration_ms",
	"received_at")
SELECT "account_id", "player_id", "play_id", "media_id", "broadcast_id", "group_id",
	"content_type_tag_id", "layer_code", "trigger_code", "source", "started_at", "duration_ms",
	"received_at"
FROM "plays_before_months"
WHERE "started_at" >= date_trunc('month', (now() AT TIME ZONE 'UTC') - interval '90 days') AT TIME ZONE 'UTC'
	AND "started_at" < date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '2 months') AT TIME ZONE 'UTC';--> statement-breakpoint
DROP TABLE "plays_before_months";
