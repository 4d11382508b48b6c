-- A project's own terrain model: the uploaded GeoTIFF resampled to a WGS 84 grid, one per
-- project; id is its version (docs/decisions/163-terrain-sources.md).
CREATE TABLE "terrain_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"source_epsg_code" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"min_height" double precision NOT NULL,
	"max_height" double precision NOT NULL,
	"source_resolution" double precision NOT NULL,
	"grid_gzip" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_user_id" uuid,
	CONSTRAINT "terrain_models_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "terrain_models" ADD CONSTRAINT "terrain_models_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrain_models" ADD CONSTRAINT "terrain_models_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;