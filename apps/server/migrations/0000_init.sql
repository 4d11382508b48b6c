CREATE TABLE "project_access" (
	"user_account_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "project_access_user_account_id_project_id_pk" PRIMARY KEY("user_account_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" integer NOT NULL,
	"roles" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_accounts_user_subscription_key" UNIQUE("user_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_models" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_models_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "coordinate_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"epsg_code" integer NOT NULL,
	"proj4_key" text NOT NULL,
	"x_coordinate_name" text NOT NULL,
	"y_coordinate_name" text NOT NULL,
	"decimals" integer NOT NULL,
	CONSTRAINT "coordinate_systems_epsg_code_unique" UNIQUE("epsg_code")
);
--> statement-breakpoint
CREATE TABLE "planner_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"scenario_id" integer NOT NULL,
	"preset_id" integer,
	"name" text NOT NULL,
	"tag_names" text[] DEFAULT '{}' NOT NULL,
	"layout" text NOT NULL,
	"planner_object_data_json" text DEFAULT '{}' NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rotation" jsonb DEFAULT '{"x":0,"y":0,"z":0,"w":1}'::jsonb NOT NULL,
	"planner_object_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"planner_object_type_id" integer NOT NULL,
	"preset_data_json" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"tag_names" text[] DEFAULT '{}' NOT NULL,
	"project_data_json" text DEFAULT '{}' NOT NULL,
	"original_project_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"publication_key" text,
	"organizations" text[] DEFAULT '{}' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_scenario" integer,
	"default_viewpoint" integer,
	"default_coordinate_system_id" integer,
	"logo_file_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_publication_key_unique" UNIQUE("publication_key")
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"color" text DEFAULT '44B3EA' NOT NULL,
	"tag_names" text[] DEFAULT '{}' NOT NULL,
	"scenario_data_json" text DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"auto_animate" boolean DEFAULT false NOT NULL,
	"animation_mode" text DEFAULT 'Linear' NOT NULL,
	"easing" text DEFAULT 'Linear' NOT NULL,
	"viewpoint_ids" integer[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"tag_names" text[] DEFAULT '{}' NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"altitude" double precision DEFAULT 0 NOT NULL,
	"pan" double precision DEFAULT 0 NOT NULL,
	"tilt" double precision DEFAULT 0 NOT NULL,
	"field_of_view" double precision DEFAULT 60 NOT NULL,
	"wind_direction" double precision DEFAULT 0 NOT NULL,
	"viewing_date_time" timestamp with time zone,
	"pano_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_number" text,
	"logo_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"key" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "subscription_features_key" UNIQUE("subscription_id","key")
);
--> statement-breakpoint
CREATE TABLE "subscription_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_limits" jsonb NOT NULL,
	"default_features" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"type_key" text NOT NULL,
	"current_plan_id" text,
	"is_trial" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"project_limit" integer NOT NULL,
	"team_member_limit" integer NOT NULL,
	"project_member_limit" integer NOT NULL,
	"observer_limit" integer NOT NULL,
	"planner_object_limit" integer NOT NULL,
	"revisions_limit" integer NOT NULL,
	"panorama_ai_credits_limit" integer NOT NULL,
	"panorama_ai_credits_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_date" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"identity_provider" text NOT NULL,
	"avatar_file_id" uuid,
	"active_client_id" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone,
	"last_release_notes_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"invitee_email" text NOT NULL,
	"level" text NOT NULL,
	"project_id" integer,
	"invited_by_user_account_id" integer,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "invitations_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ownership_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" integer NOT NULL,
	"from_subscription_id" integer NOT NULL,
	"requested_by_user_account_id" integer,
	"requested_by_email" text NOT NULL,
	"requested_by_first_name" text DEFAULT '' NOT NULL,
	"requested_by_last_name" text DEFAULT '' NOT NULL,
	"target_user_account_id" integer,
	"target_email" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"accepted_into_subscription_id" integer
);
--> statement-breakpoint
ALTER TABLE "project_access" ADD CONSTRAINT "project_access_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_access" ADD CONSTRAINT "project_access_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_objects" ADD CONSTRAINT "planner_objects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_objects" ADD CONSTRAINT "planner_objects_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_objects" ADD CONSTRAINT "planner_objects_preset_id_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."presets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presets" ADD CONSTRAINT "presets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_default_coordinate_system_id_coordinate_systems_id_fk" FOREIGN KEY ("default_coordinate_system_id") REFERENCES "public"."coordinate_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewpoints" ADD CONSTRAINT "viewpoints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_features" ADD CONSTRAINT "subscription_features_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_type_key_subscription_types_key_fk" FOREIGN KEY ("type_key") REFERENCES "public"."subscription_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_account_id_user_accounts_id_fk" FOREIGN KEY ("invited_by_user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_from_subscription_id_subscriptions_id_fk" FOREIGN KEY ("from_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_requested_by_user_account_id_user_accounts_id_fk" FOREIGN KEY ("requested_by_user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_target_user_account_id_user_accounts_id_fk" FOREIGN KEY ("target_user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_transfers" ADD CONSTRAINT "ownership_transfers_accepted_into_subscription_id_subscriptions_id_fk" FOREIGN KEY ("accepted_into_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_accounts_email_key" ON "identity_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "identity_models_grant_idx" ON "identity_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_models_uid_idx" ON "identity_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "planner_objects_project_idx" ON "planner_objects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "planner_objects_scenario_idx" ON "planner_objects" USING btree ("scenario_id");--> statement-breakpoint
CREATE INDEX "presets_project_idx" ON "presets" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_subscription_created_idx" ON "projects" USING btree ("subscription_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_subscription_name_idx" ON "projects" USING btree ("subscription_id","name");--> statement-breakpoint
CREATE INDEX "projects_original_idx" ON "projects" USING btree ("original_project_id");--> statement-breakpoint
CREATE INDEX "scenarios_project_idx" ON "scenarios" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "tours_project_idx" ON "tours" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "viewpoints_project_idx" ON "viewpoints" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_one_pending" ON "invitations" USING btree ("subscription_id",lower("invitee_email")) WHERE "invitations"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "invitations_invitee_idx" ON "invitations" USING btree (lower("invitee_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "ownership_transfers_one_pending" ON "ownership_transfers" USING btree ("project_id") WHERE "ownership_transfers"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "ownership_transfers_target_idx" ON "ownership_transfers" USING btree (lower("target_email"));