CREATE TABLE "broadcast_group_clusters" (
	"group_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	CONSTRAINT "broadcast_group_clusters_group_id_cluster_id_pk" PRIMARY KEY("group_id","cluster_id")
);
--> statement-breakpoint
CREATE TABLE "cluster_locations" (
	"cluster_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "cluster_locations_cluster_id_location_id_pk" PRIMARY KEY("cluster_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "cluster_players" (
	"cluster_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	CONSTRAINT "cluster_players_cluster_id_player_id_pk" PRIMARY KEY("cluster_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "clusters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"cluster_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_group_clusters" ADD CONSTRAINT "broadcast_group_clusters_group_id_broadcast_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."broadcast_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_group_clusters" ADD CONSTRAINT "broadcast_group_clusters_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_locations" ADD CONSTRAINT "cluster_locations_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_locations" ADD CONSTRAINT "cluster_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_players" ADD CONSTRAINT "cluster_players_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_players" ADD CONSTRAINT "cluster_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_group_clusters_cluster_id_idx" ON "broadcast_group_clusters" USING btree ("cluster_id");--> statement-breakpoint
CREATE INDEX "cluster_locations_location_id_idx" ON "cluster_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "cluster_players_player_id_idx" ON "cluster_players" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clusters_cluster_code_key" ON "clusters" USING btree ("cluster_code");--> statement-breakpoint
CREATE UNIQUE INDEX "clusters_account_name_key" ON "clusters" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "clusters_name_trgm" ON "clusters" USING gin ("name" gin_trgm_ops);