CREATE TYPE "public"."application" AS ENUM('SignagePlayer', 'Support');--> statement-breakpoint
CREATE TYPE "public"."broadcast_status" AS ENUM('Draft', 'Confirmed');--> statement-breakpoint
CREATE TYPE "public"."broadcast_type" AS ENUM('Standard', 'Campaign');--> statement-breakpoint
CREATE TYPE "public"."media_row_status" AS ENUM('playing', 'paused');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('Photo', 'Video', 'HtmlAd', 'WebPage', 'File');--> statement-breakpoint
CREATE TYPE "public"."mounted_direction" AS ENUM('Landscape', 'Portrait', 'LandscapeFlipped', 'PortraitFlipped');--> statement-breakpoint
CREATE TYPE "public"."orientation" AS ENUM('Landscape', 'Portrait', 'Ultrawide');--> statement-breakpoint
CREATE TYPE "public"."permission_level" AS ENUM('None', 'Hide', 'Disabled', 'ViewOnly', 'ViewOnSameLocationOnly', 'AddAndEdit', 'AddAndEditOnSameLocationOnly', 'Enabled');--> statement-breakpoint
CREATE TYPE "public"."tag_type" AS ENUM('player', 'media');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('Customer', 'Support');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"business_type" text,
	"owner_user_id" uuid,
	"language_code" varchar(8) DEFAULT 'en_US' NOT NULL,
	"phone" text,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_accounts" (
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "organization_accounts_organization_id_account_id_pk" PRIMARY KEY("organization_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "user_locations_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_code" varchar(64) NOT NULL,
	"account_id" uuid,
	"user_type" "user_type" DEFAULT 'Customer' NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"language_code" varchar(8) DEFAULT 'en_US' NOT NULL,
	"date_format" varchar(16) DEFAULT 'YYYY-MM-DD' NOT NULL,
	"last_login_at" timestamp with time zone,
	"default_client_code" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"component_code" varchar(64) NOT NULL,
	"sub_part_code" varchar(64),
	"permission" "permission_level" NOT NULL,
	CONSTRAINT "role_permissions_role_component_sub_part_key" UNIQUE NULLS NOT DISTINCT("role_id","component_code","sub_part_code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"role_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"application" "application" DEFAULT 'SignagePlayer' NOT NULL,
	"is_builtin" boolean DEFAULT false NOT NULL,
	"screens_filter" jsonb,
	"media_filter" jsonb,
	"clients_filter" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"location_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"store_number" text,
	"address_line1" text,
	"address_line2" text,
	"postal_code" text,
	"city" text,
	"country_iso3" char(3),
	"time_zone_id" text DEFAULT 'UTC' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "format_layers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_format_id" uuid NOT NULL,
	"layer_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"x" integer DEFAULT 0 NOT NULL,
	"y" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"z_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "format_layers_size_check" CHECK ("format_layers"."width" > 0 and "format_layers"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_formats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"player_format_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"resolution_x" integer NOT NULL,
	"resolution_y" integer NOT NULL,
	"has_default_layer" boolean DEFAULT true NOT NULL,
	"default_layer_left" integer DEFAULT 0 NOT NULL,
	"default_layer_top" integer DEFAULT 0 NOT NULL,
	"default_layer_width" integer,
	"default_layer_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_formats_resolution_check" CHECK ("player_formats"."resolution_x" > 0 and "player_formats"."resolution_y" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_tags" (
	"media_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "media_tags_media_id_tag_id_pk" PRIMARY KEY("media_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "player_tags" (
	"player_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "player_tags_player_id_tag_id_pk" PRIMARY KEY("player_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"tag_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"tag_type" "tag_type" NOT NULL,
	"color" varchar(7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"player_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"player_format_id" uuid NOT NULL,
	"location_id" uuid,
	"mounted_direction" "mounted_direction" DEFAULT 'Landscape' NOT NULL,
	"show_name_info" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"device_credential_hash" text,
	"paired_at" timestamp with time zone,
	"last_heartbeat_at" timestamp with time zone,
	"status_report" jsonb,
	"status_reported_at" timestamp with time zone,
	"custom_status_text" text,
	"custom_status_overwrites_online" boolean DEFAULT false NOT NULL,
	"custom_status_set_at" timestamp with time zone,
	"playlist_modified_at" timestamp with time zone,
	"playlist_hash" varchar(128),
	"playlist_downloaded_at" timestamp with time zone,
	"playlist_downloaded_hash" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pairing_code" varchar(16) NOT NULL,
	"device_credential_hash" text NOT NULL,
	"device_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"player_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"media_code" varchar(64) NOT NULL,
	"display_name" text NOT NULL,
	"description" varchar(256) DEFAULT '' NOT NULL,
	"media_type" "media_type" NOT NULL,
	"file_name" text,
	"content_hash" varchar(64),
	"mime_type" text,
	"size_bytes" bigint,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"orientation" "orientation",
	"template_name" text,
	"sign_data" jsonb,
	"is_in_library" boolean DEFAULT true NOT NULL,
	"uploaded_by_user_id" uuid,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_size_check" CHECK ("media"."size_bytes" is null or "media"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "broadcast_group_layers" (
	"group_id" uuid NOT NULL,
	"format_layer_id" uuid NOT NULL,
	CONSTRAINT "broadcast_group_layers_group_id_format_layer_id_pk" PRIMARY KEY("group_id","format_layer_id")
);
--> statement-breakpoint
CREATE TABLE "broadcast_group_players" (
	"group_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	CONSTRAINT "broadcast_group_players_group_id_player_id_pk" PRIMARY KEY("group_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "broadcast_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"broadcast_id" uuid NOT NULL,
	"group_code" varchar(64) NOT NULL,
	"group_key" text NOT NULL,
	"name" text NOT NULL,
	"order_n" integer NOT NULL,
	"filter" jsonb,
	"content_type_tag_id" uuid
);
--> statement-breakpoint
CREATE TABLE "broadcast_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"broadcast_media_code" varchar(64) NOT NULL,
	"media_id" uuid NOT NULL,
	"order_n" integer NOT NULL,
	"duration_ms" integer,
	"status" "media_row_status" DEFAULT 'playing' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"broadcast_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"broadcast_type" "broadcast_type" DEFAULT 'Standard' NOT NULL,
	"status" "broadcast_status" DEFAULT 'Draft' NOT NULL,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"is_takeover" boolean DEFAULT false NOT NULL,
	"is_interactive" boolean DEFAULT false NOT NULL,
	"modified_by_user_id" uuid,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"broadcast_media_code" varchar(64) NOT NULL,
	"media_id" uuid NOT NULL,
	"order_n" integer NOT NULL,
	"duration_ms" integer,
	"status" "media_row_status" DEFAULT 'playing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_code" varchar(64) NOT NULL,
	"player_id" uuid NOT NULL,
	"format_layer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_takeover" boolean DEFAULT false NOT NULL,
	"is_manually_generated" boolean DEFAULT true NOT NULL,
	"broadcast_id" uuid,
	"broadcast_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"period_code" varchar(64) NOT NULL,
	"start_date_time" timestamp,
	"end_date_time" timestamp,
	"day_of_weeks" smallint DEFAULT 127 NOT NULL,
	"weekday_start_time" time,
	"weekday_end_time" time,
	"channel_media_id" uuid,
	"broadcast_media_id" uuid,
	"broadcast_id" uuid,
	CONSTRAINT "schedule_periods_day_of_weeks_check" CHECK ("schedule_periods"."day_of_weeks" between 0 and 127),
	CONSTRAINT "schedule_periods_owner_check" CHECK (num_nonnulls("schedule_periods"."channel_media_id", "schedule_periods"."broadcast_media_id", "schedule_periods"."broadcast_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_accounts" ADD CONSTRAINT "organization_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_accounts" ADD CONSTRAINT "organization_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "format_layers" ADD CONSTRAINT "format_layers_player_format_id_player_formats_id_fk" FOREIGN KEY ("player_format_id") REFERENCES "public"."player_formats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_formats" ADD CONSTRAINT "player_formats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tags" ADD CONSTRAINT "player_tags_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_tags" ADD CONSTRAINT "player_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_player_format_id_player_formats_id_fk" FOREIGN KEY ("player_format_id") REFERENCES "public"."player_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_registrations" ADD CONSTRAINT "screen_registrations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_group_layers" ADD CONSTRAINT "broadcast_group_layers_group_id_broadcast_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."broadcast_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_group_layers" ADD CONSTRAINT "broadcast_group_layers_format_layer_id_format_layers_id_fk" FOREIGN KEY ("format_layer_id") REFERENCES "public"."format_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_group_players" ADD CONSTRAINT "broadcast_group_players_group_id_broadcast_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."broadcast_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_group_players" ADD CONSTRAINT "broadcast_group_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_groups" ADD CONSTRAINT "broadcast_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_groups" ADD CONSTRAINT "broadcast_groups_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_groups" ADD CONSTRAINT "broadcast_groups_content_type_tag_id_tags_id_fk" FOREIGN KEY ("content_type_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_media" ADD CONSTRAINT "broadcast_media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_media" ADD CONSTRAINT "broadcast_media_group_id_broadcast_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."broadcast_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_media" ADD CONSTRAINT "broadcast_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_modified_by_user_id_users_id_fk" FOREIGN KEY ("modified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_media" ADD CONSTRAINT "channel_media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_media" ADD CONSTRAINT "channel_media_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_media" ADD CONSTRAINT "channel_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_format_layer_id_format_layers_id_fk" FOREIGN KEY ("format_layer_id") REFERENCES "public"."format_layers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_broadcast_group_id_broadcast_groups_id_fk" FOREIGN KEY ("broadcast_group_id") REFERENCES "public"."broadcast_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_periods" ADD CONSTRAINT "schedule_periods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_periods" ADD CONSTRAINT "schedule_periods_channel_media_id_channel_media_id_fk" FOREIGN KEY ("channel_media_id") REFERENCES "public"."channel_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_periods" ADD CONSTRAINT "schedule_periods_broadcast_media_id_broadcast_media_id_fk" FOREIGN KEY ("broadcast_media_id") REFERENCES "public"."broadcast_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_periods" ADD CONSTRAINT "schedule_periods_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_account_code_key" ON "accounts" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "accounts_name_trgm" ON "accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_owner_user_id_idx" ON "accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "organization_accounts_account_id_idx" ON "organization_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_organization_code_key" ON "organizations" USING btree ("organization_code");--> statement-breakpoint
CREATE INDEX "organizations_name_trgm" ON "organizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_locations_location_id_idx" ON "user_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_id_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_code_key" ON "users" USING btree ("user_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_account_id_idx" ON "users" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "roles_account_id_role_code_key" ON "roles" USING btree ("account_id","role_code");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_global_role_code_key" ON "roles" USING btree ("role_code") WHERE "roles"."account_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_account_id_location_code_key" ON "locations" USING btree ("account_id","location_code");--> statement-breakpoint
CREATE INDEX "locations_name_trgm" ON "locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "format_layers_layer_code_key" ON "format_layers" USING btree ("layer_code");--> statement-breakpoint
CREATE INDEX "format_layers_player_format_id_idx" ON "format_layers" USING btree ("player_format_id","z_order");--> statement-breakpoint
CREATE UNIQUE INDEX "player_formats_player_format_code_key" ON "player_formats" USING btree ("player_format_code");--> statement-breakpoint
CREATE INDEX "player_formats_account_id_idx" ON "player_formats" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "media_tags_tag_id_idx" ON "media_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "player_tags_tag_id_idx" ON "player_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_account_id_tag_code_key" ON "tags" USING btree ("account_id","tag_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_account_id_tag_type_name_key" ON "tags" USING btree ("account_id","tag_type",lower("name"));--> statement-breakpoint
CREATE INDEX "tags_name_trgm" ON "tags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "players_account_id_player_code_key" ON "players" USING btree ("account_id","player_code");--> statement-breakpoint
CREATE INDEX "players_name_trgm" ON "players" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_location_id_idx" ON "players" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "players_player_format_id_idx" ON "players" USING btree ("player_format_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_registrations_pairing_code_key" ON "screen_registrations" USING btree ("pairing_code") WHERE "screen_registrations"."player_id" is null;--> statement-breakpoint
CREATE INDEX "screen_registrations_player_id_idx" ON "screen_registrations" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_account_id_media_code_key" ON "media" USING btree ("account_id","media_code");--> statement-breakpoint
CREATE INDEX "media_display_name_trgm" ON "media" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_account_id_registered_at_idx" ON "media" USING btree ("account_id","registered_at");--> statement-breakpoint
CREATE INDEX "media_account_id_content_hash_idx" ON "media" USING btree ("account_id","content_hash");--> statement-breakpoint
CREATE INDEX "media_uploaded_by_user_id_idx" ON "media" USING btree ("uploaded_by_user_id");--> statement-breakpoint
CREATE INDEX "broadcast_group_layers_format_layer_id_idx" ON "broadcast_group_layers" USING btree ("format_layer_id");--> statement-breakpoint
CREATE INDEX "broadcast_group_players_player_id_idx" ON "broadcast_group_players" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_groups_account_id_group_code_key" ON "broadcast_groups" USING btree ("account_id","group_code");--> statement-breakpoint
CREATE INDEX "broadcast_groups_broadcast_id_idx" ON "broadcast_groups" USING btree ("broadcast_id","order_n");--> statement-breakpoint
CREATE INDEX "broadcast_groups_content_type_tag_id_idx" ON "broadcast_groups" USING btree ("content_type_tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_media_account_id_code_key" ON "broadcast_media" USING btree ("account_id","broadcast_media_code");--> statement-breakpoint
CREATE INDEX "broadcast_media_group_id_order_n_idx" ON "broadcast_media" USING btree ("group_id","order_n");--> statement-breakpoint
CREATE INDEX "broadcast_media_media_id_idx" ON "broadcast_media" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_account_id_broadcast_code_key" ON "broadcasts" USING btree ("account_id","broadcast_code");--> statement-breakpoint
CREATE INDEX "broadcasts_name_trgm" ON "broadcasts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "broadcasts_account_id_modified_at_idx" ON "broadcasts" USING btree ("account_id","modified_at");--> statement-breakpoint
CREATE INDEX "broadcasts_modified_by_user_id_idx" ON "broadcasts" USING btree ("modified_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_media_account_id_code_key" ON "channel_media" USING btree ("account_id","broadcast_media_code");--> statement-breakpoint
CREATE INDEX "channel_media_channel_id_order_n_idx" ON "channel_media" USING btree ("channel_id","order_n");--> statement-breakpoint
CREATE INDEX "channel_media_media_id_idx" ON "channel_media" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_account_id_channel_code_key" ON "channels" USING btree ("account_id","channel_code");--> statement-breakpoint
CREATE INDEX "channels_player_id_idx" ON "channels" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "channels_format_layer_id_idx" ON "channels" USING btree ("format_layer_id");--> statement-breakpoint
CREATE INDEX "channels_broadcast_id_idx" ON "channels" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "channels_broadcast_group_id_idx" ON "channels" USING btree ("broadcast_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_periods_account_id_period_code_key" ON "schedule_periods" USING btree ("account_id","period_code");--> statement-breakpoint
CREATE INDEX "schedule_periods_channel_media_id_idx" ON "schedule_periods" USING btree ("channel_media_id");--> statement-breakpoint
CREATE INDEX "schedule_periods_broadcast_media_id_idx" ON "schedule_periods" USING btree ("broadcast_media_id");--> statement-breakpoint
CREATE INDEX "schedule_periods_broadcast_id_idx" ON "schedule_periods" USING btree ("broadcast_id");