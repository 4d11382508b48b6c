-- A presentation's origins allowed to frame its public viewer (Content-Security-Policy
-- frame-ancestors); validated https origins only, empty by default (docs/security.md).
ALTER TABLE "projects" ADD COLUMN "embed_origins" text[] DEFAULT '{}' NOT NULL;