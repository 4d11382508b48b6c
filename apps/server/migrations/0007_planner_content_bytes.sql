-- What each planner object and preset counts towards a project's planner content
-- (PLANNER_CONTENT_MAX_BYTES): 256 bytes for the row, and the UTF-8 bytes of its texts and
-- points. Kept by the database, so that the project's total is a sum of integers under the
-- project's row lock. text_array_bytes sums its elements' bytes; array_to_string is only
-- STABLE (array output in general depends on settings), which a generated column refuses.
CREATE FUNCTION "text_array_bytes"(items text[]) RETURNS integer
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT coalesce(sum(octet_length(item)), 0)::integer FROM unnest(items) AS item $$;--> statement-breakpoint
ALTER TABLE "planner_objects" ADD COLUMN "content_bytes" integer GENERATED ALWAYS AS (256 + octet_length("name") + octet_length("planner_object_data_json") + text_array_bytes("tag_names") + octet_length("points"::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "presets" ADD COLUMN "content_bytes" integer GENERATED ALWAYS AS (256 + octet_length("name") + octet_length("preset_data_json")) STORED NOT NULL;
