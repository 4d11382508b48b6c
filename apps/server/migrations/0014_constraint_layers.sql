CREATE TABLE "constraint_layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"geojson" text NOT NULL,
	"feature_count" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "constraint_layers" ADD CONSTRAINT "constraint_layers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "constraint_layers_project_idx" ON "constraint_layers" USING btree ("project_id");