CREATE TABLE "player_setting_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"setting_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value_type" text NOT NULL,
	"minimum" integer,
	"maximum" integer,
	"max_length" integer,
	"choices" jsonb,
	"format" text,
	"default_value" jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"sent_to_screens" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_setting_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"setting_code" varchar(64) NOT NULL,
	"level" text NOT NULL,
	"location_id" uuid,
	"player_id" uuid,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_setting_values_level_check" CHECK (("player_setting_values"."level" = 'Account' and "player_setting_values"."location_id" is null and "player_setting_values"."player_id" is null)
        or ("player_setting_values"."level" = 'Location' and "player_setting_values"."location_id" is not null and "player_setting_values"."player_id" is null)
        or ("player_setting_values"."level" = 'Player' and "player_setting_values"."player_id" is not null and "player_setting_values"."location_id" is null))
);
--> statement-breakpoint
ALTER TABLE "player_setting_definitions" ADD CONSTRAINT "player_setting_definitions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_setting_values" ADD CONSTRAINT "player_setting_values_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_setting_values" ADD CONSTRAINT "player_setting_values_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_setting_values" ADD CONSTRAINT "player_setting_values_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_setting_definitions_account_id_setting_code_key" ON "player_setting_definitions" USING btree ("account_id","setting_code");--> statement-breakpoint
CREATE UNIQUE INDEX "player_setting_values_account_key" ON "player_setting_values" USING btree ("account_id","setting_code") WHERE "player_setting_values"."level" = 'Account';--> statement-breakpoint
CREATE UNIQUE INDEX "player_setting_values_location_key" ON "player_setting_values" USING btree ("location_id","setting_code") WHERE "player_setting_values"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_setting_values_player_key" ON "player_setting_values" USING btree ("player_id","setting_code") WHERE "player_setting_values"."player_id" is not null;--> statement-breakpoint
CREATE INDEX "player_setting_values_account_id_setting_code_idx" ON "player_setting_values" USING btree ("account_id","setting_code");--> statement-breakpoint
-- The free JSON of players and locations becomes their levels of the settings store: an entry
-- naming a built-in setting allowed at that level (any case) moves when its value fits the
-- definition; nothing read the others, which are not kept.
INSERT INTO "player_setting_values" ("account_id", "setting_code", "level", "location_id", "player_id", "value")
SELECT DISTINCT ON (e.account_id, e.level, e.location_id, e.player_id, b.code)
	e.account_id, b.code, e.level, e.location_id, e.player_id, e.value
FROM (
	SELECT p.account_id, 'Player' AS level, NULL::uuid AS location_id, p.id AS player_id, s.key, s.value
	FROM "players" p, jsonb_each(p.settings) s
	UNION ALL
	SELECT l.account_id, 'Location', l.id, NULL::uuid, s.key, s.value
	FROM "locations" l, jsonb_each(l.settings) s
) e
JOIN (VALUES
	('Volume', true), ('ContentRotation', true), ('HeartbeatIntervalSeconds', true),
	('PowerSchedule', true), ('ContentTypes', true), ('LogLevel', true),
	('AlarmAfterMinutes', true), ('AlarmIssueLevel', true), ('AlarmEmails', true),
	('AlarmWebhookUrl', false)
) AS b(code, at_player) ON lower(b.code) = lower(e.key) AND (e.level = 'Location' OR b.at_player)
WHERE CASE
	WHEN b.code IN ('Volume', 'HeartbeatIntervalSeconds', 'AlarmAfterMinutes') THEN
		CASE WHEN jsonb_typeof(e.value) = 'number' THEN
			e.value::numeric = trunc(e.value::numeric) AND e.value::numeric BETWEEN
				(CASE b.code WHEN 'HeartbeatIntervalSeconds' THEN 10 ELSE 0 END) AND
				(CASE b.code WHEN 'Volume' THEN 100 WHEN 'HeartbeatIntervalSeconds' THEN 300 ELSE 1440 END)
		ELSE false END
	WHEN b.code = 'ContentRotation' THEN e.value IN ('"0"', '"90"', '"180"', '"270"')
	WHEN b.code = 'LogLevel' THEN e.value IN ('"Error"', '"Warning"', '"Info"', '"Debug"')
	WHEN b.code = 'AlarmIssueLevel' THEN e.value IN ('"MinorIssue"', '"Issue"', '"MajorIssue"', '"CriticalIssue"')
	WHEN b.code = 'AlarmWebhookUrl' THEN jsonb_typeof(e.value) = 'string' AND length(e.value #>> '{}') <= 2000
		AND (e.value #>> '{}' = '' OR e.value #>> '{}' ~ '^https://([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?([/?#][^[:space:]]*)?$')
	WHEN jsonb_typeof(e.value) <> 'array' THEN false
	WHEN b.code = 'ContentTypes' THEN jsonb_array_length(e.value) <= 50 AND NOT EXISTS (
		SELECT 1 FROM jsonb_array_elements(e.value) x
		WHERE x NOT IN ('"Photo"', '"Video"', '"HtmlAd"', '"WebPage"', '"File"'))
	WHEN b.code = 'AlarmEmails' THEN jsonb_array_length(e.value) <= 20 AND NOT EXISTS (
		SELECT 1 FROM jsonb_array_elements(e.value) x
		WHERE jsonb_typeof(x) <> 'string' OR length(x #>> '{}') > 254
			OR NOT (x #>> '{}' ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'))
	WHEN b.code = 'PowerSchedule' THEN jsonb_array_length(e.value) <= 7 AND NOT EXISTS (
		SELECT 1 FROM jsonb_array_elements(e.value) x
		WHERE jsonb_typeof(x) <> 'object' OR x - 'day' - 'on' - 'off' <> '{}'::jsonb
			OR coalesce(x ->> 'day', '') NOT IN ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')
			OR jsonb_typeof(x -> 'on') IS DISTINCT FROM 'string' OR jsonb_typeof(x -> 'off') IS DISTINCT FROM 'string'
			OR NOT (x ->> 'on' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') OR NOT (x ->> 'off' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
			OR (x ->> 'off') COLLATE "C" <= (x ->> 'on') COLLATE "C"
	) AND (SELECT count(DISTINCT x ->> 'day') FROM jsonb_array_elements(e.value) x) = jsonb_array_length(e.value)
	ELSE false
END
ORDER BY e.account_id, e.level, e.location_id, e.player_id, b.code, (e.key = b.code) DESC;--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "settings";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "settings";
