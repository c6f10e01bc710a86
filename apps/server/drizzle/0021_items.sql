CREATE TYPE "public"."attribute_type" AS ENUM('text', 'number', 'price', 'currency', 'boolean', 'media', 'mediaList', 'date', 'select');--> statement-breakpoint
CREATE TYPE "public"."fact_type" AS ENUM('Item', 'SocialPost');--> statement-breakpoint
CREATE TABLE "fact_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"fact_type" "fact_type" NOT NULL,
	"attribute_code" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"type" "attribute_type" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"media_library" boolean DEFAULT false NOT NULL,
	"order_n" integer NOT NULL,
	"in_list" boolean DEFAULT false NOT NULL,
	"in_selector" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"fact_type" "fact_type" NOT NULL,
	"fact_code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fact_attributes" ADD CONSTRAINT "fact_attributes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facts" ADD CONSTRAINT "facts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facts" ADD CONSTRAINT "facts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fact_attributes_account_type_code_key" ON "fact_attributes" USING btree ("account_id","fact_type","attribute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "facts_fact_code_key" ON "facts" USING btree ("fact_code");--> statement-breakpoint
CREATE INDEX "facts_account_type_name_idx" ON "facts" USING btree ("account_id","fact_type",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "facts_search_text_trgm" ON "facts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facts_attributes_idx" ON "facts" USING gin ("attributes" jsonb_path_ops);