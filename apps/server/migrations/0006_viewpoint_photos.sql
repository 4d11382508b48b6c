-- A viewpoint's photograph, one per viewpoint: the re-encoded JPEG without metadata, what EXIF
-- said about the camera (team only) and how it lies in the view; id is its version.
CREATE TABLE "viewpoint_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewpoint_id" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_name" text NOT NULL,
	"taken_at" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_user_id" uuid,
	"camera_latitude" double precision,
	"camera_longitude" double precision,
	"camera_altitude" double precision,
	"camera_heading" double precision,
	"focal_length_35mm" double precision,
	"camera_field_of_view" double precision,
	"heading" double precision NOT NULL,
	"pitch" double precision NOT NULL,
	"roll" double precision NOT NULL,
	"field_of_view" double precision NOT NULL,
	CONSTRAINT "viewpoint_photos_viewpoint_id_unique" UNIQUE("viewpoint_id")
);
--> statement-breakpoint
ALTER TABLE "viewpoint_photos" ADD CONSTRAINT "viewpoint_photos_viewpoint_id_viewpoints_id_fk" FOREIGN KEY ("viewpoint_id") REFERENCES "public"."viewpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewpoint_photos" ADD CONSTRAINT "viewpoint_photos_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;