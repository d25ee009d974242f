-- hand-written
-- Trigram indexes (the next migration) serve the lists' ILIKE searches. pg_trgm is a trusted extension: the
-- database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
